import { axeViolations } from "./axe-violations";
import { database, finishHighValueLead, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";
import { expectValidHtml } from "./nu-html-checker";

// A salesperson cannot undo a lead by a click: a note never moves it, the Status control offers only
// the steps ahead, and moving back asks for a tick first. The spam view releases a page of held
// records at once, each delivered once.

test.use({ waitForPageScript: false });

test("a note never moves a claimed lead, the status only goes forward, and moving back needs confirming", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const leadId = await finishHighValueLead(page, {
    name: "Njeri Status",
    email: uniqueEmail("desk-status"),
    company: "Mlima Clinics",
    phone: "+254 722 555 011",
  });
  await page.goto(`/desk/leads/${leadId}`);
  await page.getByRole("button", { name: "Claim" }).click();
  await expect(page.getByRole("status")).toHaveText("You have claimed it.");
  await expect(page.getByTestId("status")).toHaveText("Attempting");

  // The old trap: typing a note and saving it moved the lead back to New.
  const noteForm = page.locator("form[action$='/note']");
  await noteForm.getByLabel("Note").fill("Left voicemail, will call again at 3.");
  await noteForm.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note saved.");
  await expect(page.getByTestId("status")).toHaveText("Attempting");

  const status = page.locator("form[action$='/status']").first().getByLabel("Status");
  await expect(status).toHaveValue("");
  const offered = await status.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  // Won asks for the deal value in a form of its own, so the Status list offers the open steps ahead.
  expect(offered).toEqual(["", "connected", "qualified"]);

  // Back to New only through Move back, and only once its box is ticked.
  await page.getByText("Move back", { exact: true }).first().click();
  expect(await axeViolations(page)).toEqual([]);
  const html = await (await page.request.get(`/desk/leads/${leadId}`)).text();
  await expectValidHtml([{ label: "record with its status controls", html }], testInfo.outputPath("record"));
  const moveBack = page.locator("form[action$='/move-back']");
  await moveBack.getByLabel("Move back to").selectOption("new");
  const confirm = moveBack.getByLabel("Yes, move it back");
  await moveBack.getByRole("button", { name: "Move back" }).click();
  // The browser holds the form back until the box is ticked: still the page the note left.
  expect(await confirm.evaluate((box) => (box as HTMLInputElement).validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL(/\?notice=noted$/);
  await expect(page.getByTestId("status")).toHaveText("Attempting");
  await confirm.check();
  await moveBack.getByRole("button", { name: "Move back" }).click();
  await expect(page.getByRole("status")).toHaveText("Moved back.");
  await expect(page.getByTestId("status")).toHaveText("New");
  await expect(page.getByTestId("timeline").getByRole("listitem").filter({ hasText: "Moved back from" })).toContainText(
    "Attempting to New",
  );
});

test("bulk Not spam from the spam view delivers each ticked record once", async ({ page }, testInfo) => {
  const company = `Bulk Review ${Date.now().toString(36)}`;
  const ids: string[] = [];
  for (const name of ["Amani Bulk", "Zawadi Bulk"]) {
    // Sent without the page's form token: held for review.
    const held = await page.request.post("/api/contact", {
      data: { name, email: uniqueEmail("desk-bulk"), company, subject: "Quote", message: "Please call." },
    });
    ids.push(((await held.json()) as { id: string }).id);
  }
  const response = await page.goto(`/desk?view=spam&q=${encodeURIComponent(company)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Spam: [\d,]+ held$/);
  expect(await axeViolations(page)).toEqual([]);
  await expectValidHtml([{ label: "spam view", html: (await response?.text()) ?? "" }], testInfo.outputPath("spam-view"));

  await page.getByLabel("Select Amani Bulk").check();
  await page.getByLabel("Select Zawadi Bulk").check();
  await page.getByRole("button", { name: "Not spam", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Released 2 of 2: on their way to sales.");
  await expect(page.locator("tbody tr")).toHaveCount(0);

  await page.goto(`/desk?q=${encodeURIComponent(company)}`);
  await expect(page.locator("tbody tr")).toHaveCount(2);
  for (const id of ids) {
    const { rows } = await database().execute({
      sql: "select destination, count(*) as n from deliveries where record_id = ? group by destination",
      args: [id],
    });
    expect(rows.length, `${id} has deliveries`).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.n), `${id} to ${row.destination}`).toBe(1);
  }
});
