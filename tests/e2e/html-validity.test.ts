import { NOT_FOUND_PATH, sitePaths } from "../../scripts/site-routes";
import { GUIDE_IDS } from "../../shared/contact-options";
import { GUIDE_DOWNLOAD_PATH } from "../../shared/guide-download-path";
import { expect, test } from "./fixtures";
import { expectValidHtml, pageOf } from "./nu-html-checker";

// The Nu HTML checker (the W3C validator) over the HTML the server renders, before any
// JavaScript runs: what browsers without JavaScript, crawlers and assistive technology get.

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

  await expectValidHtml(pages, testInfo.outputPath("pages"));
});
