import { axeViolations } from "./axe-violations";
import { database, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";
import { expectValidHtml, pageOf } from "./nu-html-checker";

// The desk's agenda after two meetings booked on /meet by people with no lead: each is a contact
// record of its own, linked from its row; once started, Held moves the record to Connected and
// No-show leaves it as it was. axe and the Nu HTML checker at 0.

test.use({ waitForPageScript: false });

/** Books a Kampala office meeting on /meet as a person would (a token of its own, after the spam check's few seconds). */
async function bookOnMeet(request: import("@playwright/test").APIRequestContext, email: string, slot: number) {
  const start = (await (await request.get("/api/meetings/slots?office=kampala&kind=office")).json()).slots.at(slot).start as string;
  const dayPath = `/meet?office=kampala&kind=office&day=${start.slice(0, 10)}`;
  const token = (await (await request.get(dayPath)).text()).match(/name="form_token" value="([^"]+)"/)?.[1] ?? "";
  return { dayPath, start, token, email };
}

/** The booking moved into the past: the agenda offers Held and No-show only once a meeting has started. */
async function started(email: string): Promise<{ id: string; contactId: string }> {
  const db = database();
  const { rows } = await db.execute({ sql: "select id, contact_id from meetings where email = ?", args: [email] });
  expect(rows).toHaveLength(1);
  const id = String(rows[0]!.id);
  const now = Date.now();
  await db.execute({
    sql: "update meetings set start_at = ?, end_at = ? where id = ?",
    args: [new Date(now - 15 * 60_000).toISOString(), new Date(now + 15 * 60_000).toISOString(), id],
  });
  return { id, contactId: String(rows[0]!.contact_id) };
}

test("the agenda: meetings with their contact records, Held moves one to Connected, No-show leaves the other", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const bookings = [
    await bookOnMeet(page.request, uniqueEmail("agenda-held"), -2),
    await bookOnMeet(page.request, uniqueEmail("agenda-no-show"), -4),
  ];
  await page.waitForTimeout(3_500);
  for (const { dayPath, start, token, email } of bookings) {
    const booked = await page.request.post(dayPath, {
      form: { office: "kampala", kind: "office", start, name: "Okello Agenda", email, company: "Nile Traders", form_token: token },
    });
    expect(booked.status()).toBe(200);
  }
  const held = await started(bookings[0]!.email);
  const noShow = await started(bookings[1]!.email);

  await page.goto("/desk/meetings");
  const heldRow = page.locator(`tr[data-meeting="${held.id}"]`).first();
  await expect(heldRow.getByRole("link", { name: "Contact record" })).toHaveAttribute("href", `/desk/messages/${held.contactId}`);
  expect(await axeViolations(page)).toEqual([]);
  await expectValidHtml([await pageOf("meetings agenda", await page.request.get("/desk/meetings"))], testInfo.outputPath("agenda"));

  await heldRow.getByRole("button", { name: "Held" }).click();
  await expect(page.locator(`tr[data-meeting="${held.id}"]`).first()).toContainText("Held");
  const noShowRow = page.locator(`tr[data-meeting="${noShow.id}"]`).first();
  await noShowRow.getByRole("button", { name: "No-show" }).click();
  await expect(page.locator(`tr[data-meeting="${noShow.id}"]`).first()).toContainText("No-show");

  await page.goto(`/desk/messages/${held.contactId}`);
  await expect(page.getByTestId("status")).toHaveText("Connected");
  await expect(page.getByTestId("timeline")).toContainText("Meeting held");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/desk/messages/${noShow.contactId}`);
  await expect(page.getByTestId("status")).toHaveText("New");
});
