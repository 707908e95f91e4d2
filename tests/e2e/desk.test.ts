import { readFile } from "node:fs/promises";
import { compareInQueue, type QueueFacts } from "../../shared/work-queue";
import { axeViolations } from "./axe-violations";
import { database, finishHighValueLead, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";
import { type Page as CheckedPage, expectValidHtml } from "./nu-html-checker";

// The sales desk as a newcomer meets it: `npm start` (the server under test) opens /desk as the
// local user; a high-value chat lead is worked from the inbox to "connected" and shows up in the
// export. The desk's pages are plain HTML (their one script keeps the header's live count): nothing to wait for.

test.use({ waitForPageScript: false });

const LOCAL_USER = "sales@localhost";

/** What the work queue's order reads of a record. */
async function queueFacts(id: string): Promise<QueueFacts> {
  const { rows } = await database().execute({
    sql: `select created_at, first_touch_at, respond_by, is_high_value and intent <> 'support' as high, status from leads where id = ?1
      union all select created_at, first_touch_at, respond_by, 0, status from contact_messages where id = ?1`,
    args: [id],
  });
  const row = rows[0]!;
  const text = (value: unknown) => (value === null ? null : String(value));
  return {
    createdAt: String(row.created_at),
    firstTouchAt: text(row.first_touch_at),
    respondBy: text(row.respond_by),
    isHighValue: Number(row.high) === 1,
    status: String(row.status),
  };
}

test("a high-value chat lead is claimed, worked and exported from the desk", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("desk");
  const leadId = await finishHighValueLead(page, {
    name: "Wanjiku Desk",
    email,
    company: "Uzima Hospital Group",
    phone: "+254 722 555 010",
  });

  const inbox = await page.goto("/desk");
  expect(inbox?.headers()["cache-control"]).toBe("private, no-store");
  expect(inbox?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByText(`Signed in as ${LOCAL_USER}`)).toBeVisible();
  // The work queue: whatever is listed above the lead comes first by the queue's rules at this moment
  // (tests running alongside add records too).
  const ids = await page.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-record-id") ?? ""));
  expect(ids).toContain(leadId);
  const now = new Date();
  const ours = await queueFacts(leadId);
  for (const above of ids.slice(0, ids.indexOf(leadId)))
    expect(compareInQueue(await queueFacts(above), ours, now), `${above} above the lead comes first in the queue`).toBeLessThanOrEqual(0);
  const row = page.locator(`tr[data-record-id="${leadId}"]`);
  await expect(row.getByText("High value")).toBeVisible();
  await expect(row.getByText("Unassigned")).toBeVisible();
  // One script, the desk's own (the header's live count); nothing of the site's.
  expect(
    await page.locator("script[src], script[type=module]").evaluateAll((scripts) => scripts.map((s) => s.getAttribute("src"))),
  ).toEqual([expect.stringMatching(/^\/assets\/desk-[\w-]+\.js$/)]);

  await row.getByRole("link", { name: "Wanjiku Desk" }).click();
  // The record's link carries the view it was opened from (for Next).
  await expect(page).toHaveURL(new RegExp(`/desk/leads/${leadId}\\?in=&at=\\d+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wanjiku Desk, Uzima Hospital Group");
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await page.getByRole("button", { name: "Claim" }).click();
  await expect(page.getByRole("status")).toHaveText("You have claimed it.");
  await expect(page.getByTestId("owner")).toHaveText(LOCAL_USER);

  const statusForm = page.locator("form[action$='/status']").first();
  await statusForm.getByLabel("Status").selectOption("connected");
  await statusForm.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  const noteForm = page.locator("form[action$='/note']");
  await noteForm.getByLabel("Note").fill("Spoke to the CFO; demo on Thursday.");
  await noteForm.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note saved.");
  await expect(page.getByTestId("status")).toHaveText("Connected");

  const timeline = page.getByTestId("timeline");
  await expect(timeline.getByRole("listitem").filter({ hasText: "Claimed" })).toContainText(LOCAL_USER);
  await expect(timeline.getByRole("listitem").filter({ hasText: "New → Attempting" })).toBeVisible();
  await expect(timeline.getByRole("listitem").filter({ hasText: "Attempting → Connected" })).toBeVisible();
  await expect(timeline.getByRole("listitem").filter({ hasText: /^Note/ })).toContainText("Spoke to the CFO; demo on Thursday.");
  const recordPage = page.url();

  await page.goto(`/desk?q=${encodeURIComponent(email)}`);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path()) ?? "", "utf8");
  const [header, line, ...rest] = csv.trim().split("\r\n");
  expect(rest).toEqual([]);
  const cells = Object.fromEntries((header ?? "").split(",").map((name, i) => [name, (line ?? "").split(",")[i]]));
  expect(cells).toMatchObject({ id: leadId, email, status: "connected", owner: LOCAL_USER, high_value: "yes" });
  expect(cells.first_touch_at).toMatch(/^\d{4}-\d\d-\d\dT/);

  // Accessibility and HTML validity of every kind of desk page: the inbox, filtered, the spam view, a
  // lead, and a contact message the spam check held back (sent without the page's form token).
  const held = await page.request.post("/api/contact", {
    data: { name: "Otieno Held", email: uniqueEmail("desk-spam"), subject: "Pricing", message: "Sent by a script?" },
  });
  const { id: heldId } = (await held.json()) as { id: string };
  const pages: CheckedPage[] = [];
  for (const path of [
    "/desk",
    "/desk?view=spam",
    `/desk?q=${encodeURIComponent(email)}&status=connected&band=high`,
    "/desk?from=not-a-date",
    recordPage,
    `/desk/messages/${heldId}`,
  ]) {
    const response = await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
    pages.push({ label: path, html: (await response?.text()) ?? "" });
  }
  await expectValidHtml(pages, testInfo.outputPath("desk-pages"));
});

test("on a phone, a held-back message is found in the spam view and released @mobile", async ({ page }) => {
  const email = uniqueEmail("desk-phone");
  const held = await page.request.post("/api/contact", {
    data: { name: "Nakato Phone", email, subject: "Backup quote", message: "Sent without the page's form token." },
  });
  const { id } = (await held.json()) as { id: string };
  await page.goto(`/desk?view=spam&q=${encodeURIComponent(email)}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Nakato Phone" }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/messages/${id}\\?in=view%3Dspam`));
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Not spam: deliver it to sales" }).click();
  await expect(page.getByRole("status")).toHaveText("Released: it is on its way to sales.");
  await expect(page.getByTestId("timeline").getByRole("listitem").filter({ hasText: "Released from spam" })).toContainText(LOCAL_USER);
  await page.goto(`/desk?q=${encodeURIComponent(email)}`);
  await expect(page.locator(`tr[data-record-id="${id}"]`)).toBeVisible();
});
