import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import type { APIResponse } from "@playwright/test";
import { NOT_FOUND_PATH, sitePaths } from "../../scripts/site-routes";
import { GUIDE_IDS } from "../../shared/contact-options";
import { GUIDE_DOWNLOAD_PATH } from "../../shared/guide-download-path";
import { expect, test } from "./fixtures";

// The Nu HTML checker (the W3C validator) over the HTML the server renders, before any
// JavaScript runs: what browsers without JavaScript, crawlers and assistive technology get.

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

type Page = { label: string; html: string };

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

/** Form posts without JavaScript whose input the server refuses: the page comes back with the form's errors. */
const INVALID_POSTS: Record<string, Record<string, string>> = {
  "/contact": { name: "", email: "not-an-address", subject: "", message: "" },
  "/newsletter": { email: "not-an-address" },
  "/resources/guides": { guideId: GUIDE_IDS[0], name: "", email: "not-an-address", company: "" },
};

/** A guide request that is accepted: its answer page, and the guide document it links to. */
const GUIDE_REQUEST = { guideId: GUIDE_IDS[0], name: "Amina Otieno", email: "amina@pwani.co.ke", company: "Pwani Logistics" };

/** A client address of this test's own, so other tests' form posts do not use up its rate-limit budget. */
const CLIENT = "203.0.113.71";

const KNOWLEDGE_BASE_SEARCH = "/resources/knowledge-base?q=bei+ya+whatsapp+bot";

/** Routes whose answer is not a page: files, and the guide download (checked with a real request below). */
const isPage = (path: string) => !/\.\w+$/.test(path) && path !== GUIDE_DOWNLOAD_PATH;

async function pageOf(label: string, response: APIResponse, status = 200): Promise<Page> {
  expect(response.status(), label).toBe(status);
  expect(response.headers()["content-type"], label).toMatch(/^text\/html/);
  return { label, html: await response.text() };
}

/** Runs the checker once over every page (its start-up takes seconds) and returns its messages. */
async function check(pages: Page[], dir: string): Promise<(VnuMessage & { page: string })[]> {
  await mkdir(dir, { recursive: true });
  const files = await Promise.all(
    pages.map(async ({ html }, i) => {
      const file = join(dir, `${i}.html`);
      await writeFile(file, html);
      return file;
    }),
  );
  // The client compiler alone makes this short run about twice as fast; it needs a deeper stack
  // than the default for the checker's schema evaluation.
  const jvm = ["-XX:TieredStopAtLevel=1", "-Xss8m"];
  const args = [...jvm, "-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files];
  const { stdout, stderr } = await promisify(execFile)("java", args, { maxBuffer: 64 * 1024 * 1024 });
  let messages: VnuMessage[];
  try {
    ({ messages } = JSON.parse(stderr) as { messages: VnuMessage[] });
  } catch {
    throw new Error(`The Nu HTML checker gave no report:\n${stdout}${stderr}`);
  }
  return messages.map((m) => ({ ...m, page: pages[Number(basename(m.url ?? "", ".html"))]?.label ?? m.url ?? "?" }));
}

const describe = (m: VnuMessage & { page: string }) =>
  `${m.page} (line ${m.lastLine ?? "?"}, column ${m.lastColumn ?? "?"}): ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ""}`;

test("every server-rendered page is valid HTML (Nu HTML checker)", async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  const headers = { "CF-Connecting-IP": CLIENT };
  const gets = [...sitePaths().filter(isPage), KNOWLEDGE_BASE_SEARCH, NOT_FOUND_PATH].map(async (path) =>
    pageOf(path, await request.get(path), path === NOT_FOUND_PATH ? 404 : 200),
  );
  const refusedPosts = Object.entries(INVALID_POSTS).map(async ([path, form]) =>
    pageOf(`POST ${path} (invalid input)`, await request.post(path, { form, headers }), 400),
  );
  const guide = (async () => {
    const answer = await pageOf(
      "POST /resources/guides (accepted)",
      await request.post("/resources/guides", { form: GUIDE_REQUEST, headers }),
    );
    const download = answer.html.match(new RegExp(`href="(${GUIDE_DOWNLOAD_PATH}\\?[^"]+)"`))?.[1];
    expect(download, "the accepted guide request links to the guide").toBeDefined();
    return [answer, await pageOf(`${GUIDE_DOWNLOAD_PATH} (the guide)`, await request.get(download ?? ""))];
  })();
  const pages = (await Promise.all([...gets, ...refusedPosts, guide])).flat();

  const messages = await check(pages, testInfo.outputPath("pages"));
  const errors = messages.filter((m) => m.type !== "info");
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
  if (warnings.length) console.log(`Nu HTML checker warnings:\n${warnings.map(describe).join("\n")}`);
  expect(errors.map(describe), `${pages.length} pages checked`).toEqual([]);
});
