import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import type { APIResponse } from "@playwright/test";
import { expect } from "./fixtures";

// The Nu HTML checker (the W3C validator) over HTML the server rendered.

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

export type Page = { label: string; html: string };

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

export async function pageOf(label: string, response: APIResponse, status = 200): Promise<Page> {
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

/** Checks the pages and fails with every error; warnings are printed. */
export async function expectValidHtml(pages: Page[], dir: string): Promise<void> {
  const messages = await check(pages, dir);
  const errors = messages.filter((m) => m.type !== "info");
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
  if (warnings.length) console.log(`Nu HTML checker warnings:\n${warnings.map(describe).join("\n")}`);
  expect(errors.map(describe), `${pages.length} pages checked`).toEqual([]);
}
