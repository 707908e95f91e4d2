import { chatPanelWeight, pageWeight } from "../../scripts/bench/page-weight";
import { NOT_FOUND_PATH, sitePaths } from "../../scripts/site-routes";
import { expect, test } from "./fixtures";

// Budgets on the production build's sizes (deterministic, so they gate `npm test`; speed itself is
// benchmarked by `npm run bench`). A page's first-load JavaScript is every script it loads before
// any interaction, with what those import statically, gzip-compressed.
const KB = 1024;
const FIRST_LOAD_BUDGET = 20 * KB;
const CHAT_PANEL_BUDGET = 90 * KB;

test.describe("page weight budgets (production build)", () => {
  for (const path of [...sitePaths(), NOT_FOUND_PATH]) {
    test(`${path}: first-load JavaScript ≤ ${FIRST_LOAD_BUDGET / KB} KB gzip`, async ({ request }) => {
      const response = await request.get(path);
      test.skip(!(response.headers()["content-type"] ?? "").startsWith("text/html"), "not an HTML page");
      const { jsGzip, scripts } = pageWeight(await response.text());
      expect(jsGzip, scripts.join(", ")).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    });
  }

  test(`the chat panel, loaded on demand, ≤ ${CHAT_PANEL_BUDGET / KB} KB gzip with everything it brings`, async ({ request }) => {
    const { scripts } = pageWeight(await (await request.get("/")).text());
    const panel = chatPanelWeight(scripts);
    expect(panel, "no chat-island chunk in build/client/assets").toBeDefined();
    expect(panel!.gzip, panel!.files.join(", ")).toBeLessThanOrEqual(CHAT_PANEL_BUDGET);
  });
});
