import { database, finishHighValueLead, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";

// The chat's success screen tells the visitor to check their e-mail: under `npm start` the
// confirmation is on, goes through the outbox once, and sales see it among the lead's deliveries.

// finishHighValueLead waits for the page script itself; the desk's pages have none.
test.use({ waitForPageScript: false });

test("a visitor who finishes a chat lead is sent one confirmation e-mail, shown on the desk", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("confirmation");
  const leadId = await finishHighValueLead(page, { name: "Neema Mushi", email, company: "Mushi Logistics", phone: "+255 754 000 222" });

  const confirmations = async () =>
    (
      await database().execute({
        sql: "SELECT status, record_version FROM deliveries WHERE record_id = ? AND destination = 'confirmation'",
        args: [leadId],
      })
    ).rows.map((row) => ({ status: row.status, version: row.record_version }));
  await expect.poll(confirmations, { timeout: 20_000 }).toEqual([{ status: "delivered", version: 1 }]);

  await page.goto(`/desk/leads/${leadId}`);
  await expect(page.getByRole("cell", { name: "confirmation", exact: true })).toBeVisible();
});
