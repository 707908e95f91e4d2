import { eatTime } from "../../shared/eat-time";
import { meetingWhen } from "../../shared/meeting-label";
import { axeViolations } from "./axe-violations";
import { database, finishHighValueLead, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";

// A chat lead books a meeting on /meet with the same address: the desk's inbox row says when
// ("meeting today 14:30", EAT) and the lead's timeline tells the booking with the meeting's time.

test.use({ waitForPageScript: false });

const words = {
  today: "today",
  tomorrow: "tomorrow",
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};

test("a chat lead's meeting shows on its inbox row and on its timeline", async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("meeting-line");
  const leadId = await finishHighValueLead(page, { name: "Akinyi Meeting", email, company: "Ziwa Clinics", phone: "+254 722 555 020" });

  const start = (await (await page.request.get("/api/meetings/slots?office=nairobi&kind=video")).json()).slots.at(-3).start as string;
  const dayPath = `/meet?office=nairobi&kind=video&day=${start.slice(0, 10)}`;
  const token = (await (await page.request.get(dayPath)).text()).match(/name="form_token" value="([^"]+)"/)?.[1] ?? "";
  // Sent as a person would, after the spam check's few seconds.
  await page.waitForTimeout(3_500);
  const booked = await page.request.post(dayPath, {
    form: { office: "nairobi", kind: "video", start, name: "Akinyi Meeting", email, company: "Ziwa Clinics", form_token: token },
  });
  expect(booked.status()).toBe(200);
  const { rows } = await database().execute({ sql: "select start_at, spam_reason from meetings where lead_id = ?", args: [leadId] });
  expect(rows).toEqual([expect.objectContaining({ spam_reason: null })]);
  const startAt = String(rows[0]!.start_at);

  await page.goto("/desk");
  const line = page.locator(`tr[data-record-id="${leadId}"] [data-meeting]`);
  await expect(line).toHaveText(`meeting ${meetingWhen(startAt, new Date(), words)}`);
  await expect(line).toHaveText(/^meeting (today|tomorrow|\w{3}) .*\d\d:\d\d$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/desk/leads/${leadId}`);
  await expect(page.getByTestId("timeline")).toContainText(`Meeting booked for ${eatTime(startAt)} EAT`);
  expect(await axeViolations(page)).toEqual([]);
});
