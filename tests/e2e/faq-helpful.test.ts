import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import type { FaqGapsReport } from "../../scripts/faq-gaps-report";
import { axeViolations } from "./axe-violations";
import { chatSessionId, chooseIntent, database, openChat, panel } from "./chat-page";
import { E2E_DATA_DIR } from "./e2e-env";
import { expect, test } from "./fixtures";

// A visitor rates an FAQ answer in the chat; marketing then finds it in `npm run faq:gaps`, run
// against the test server's database as an operator would run it.

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
const QUESTION = "how long will you keep my backups";

test("Helpful? No under an FAQ answer is recorded, kept across a reload, and listed by npm run faq:gaps", async ({ page }) => {
  // It also starts `npm run faq:gaps`: 18–23 s on a loaded CI machine, near the default 30 s.
  test.setTimeout(60_000);
  await page.goto("/");
  await openChat(page);
  await chooseIntent(page, "FAQ");
  await panel(page).getByLabel("Your question").fill(QUESTION);
  await panel(page).getByRole("button", { name: "Ask Question" }).click();

  const helpful = panel(page).getByRole("group", { name: "Helpful?" });
  const yes = helpful.getByRole("button", { name: "Yes" });
  const no = helpful.getByRole("button", { name: "No" });
  await expect(no).toHaveAttribute("aria-pressed", "false");
  await yes.click();
  await expect(yes).toHaveAttribute("aria-pressed", "true");
  // A mis-tap corrected: the second vote replaces the first.
  await no.click();
  await expect(no).toHaveAttribute("aria-pressed", "true");
  await expect(yes).toHaveAttribute("aria-pressed", "false");
  await expect(panel(page).getByRole("status")).toHaveText("Thanks for telling us.");
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(panel(page).getByRole("group", { name: "Helpful?" }).getByRole("button", { name: "No" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const { rows } = await database().execute({
    sql: "select matched_entry_id, helpful from faq_queries where session_id = ?",
    args: [await chatSessionId(page)],
  });
  expect(rows.map((r) => ({ ...r }))).toEqual([{ matched_entry_id: expect.any(String), helpful: 0 }]);

  const { stdout } = await run("npm", ["run", "--silent", "faq:gaps", "--", "--format", "json"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  const report = JSON.parse(stdout) as FaqGapsReport;
  expect(report.unhelpful.filter((a) => a.query === QUESTION)).toEqual([
    { query: QUESTION, entryId: rows[0]!.matched_entry_id, entryQuestion: expect.any(String), no: 1, yes: 0 },
  ]);
});
