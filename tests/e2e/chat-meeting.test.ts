import type { Page } from "@playwright/test";
import { axeViolations } from "./axe-violations";
import { answerQualification, chatSessionId, database, fillContact, openChat, panel, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";
import { expectValidHtml } from "./nu-html-checker";

// "Book a call now" in the chat: after a lead, two taps book the next free time of the lead's
// office with what the visitor told the chat; at the recommendations it asks only for what it
// lacks; a time taken meanwhile offers the next ones. Times read in EAT, and on the visitor's own
// clock when theirs differs (here and on /meet). On a 390×844 phone.

// East Africa Time unless a test says otherwise (the machine's own zone may be any).
test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Africa/Nairobi" });
// A lead, a booking and axe and the Nu checker on the way: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const bookButton = (page: Page) => panel(page).getByRole("button", { name: /^Book a call now/ });
const slotButtons = (page: Page) => panel(page).locator("button[data-slot-start]");

/** A sales lead sent from the chat, up to its success screen (the spam check's 3 s respected). */
async function sendLead(page: Page, contact: { name: string; email: string; company: string; phone?: string }) {
  await page.goto("/");
  await openChat(page);
  await answerQualification(page);
  await panel(page).getByRole("button", { name: "Get my proposal" }).click();
  await fillContact(page, contact);
  await page.waitForTimeout(3_000);
  await panel(page).getByRole("button", { name: "Submit" }).click();
  await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
}

const meetingsOf = async (sessionId: string) =>
  (await database().execute({ sql: "select * from meetings where session_id = ?", args: [sessionId] })).rows;

test("after a lead, Book a call now and a time: booked in two taps with the chat's details, kept open past the auto-close", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("meeting");
  await sendLead(page, { name: "Wanjiru Kamau", email, company: "Kamau Pharmacies", phone: "+254 722 555 014" });

  await bookButton(page).click();
  await expect(panel(page).getByText("Pick a time with our Nairobi team:")).toBeVisible();
  const slots = slotButtons(page);
  await expect(slots.first()).toBeVisible();
  expect(await slots.count()).toBeLessThanOrEqual(6);
  await expect(panel(page).getByRole("button", { name: "Video call" })).toHaveAttribute("aria-pressed", "true");
  // On East Africa Time: EAT alone.
  await expect(slots.first()).toHaveAccessibleName(/^Book \w+day \d+ \w+, \d\d:\d\d EAT$/);
  expect(await axeViolations(page)).toEqual([]);

  const start = await slots.first().getAttribute("data-slot-start");
  await slots.first().click();
  const booked = panel(page).locator("[data-chat-meeting-booked]");
  await expect(booked).toContainText("Your call is booked");
  await expect(booked.locator("[data-booked-start]")).toHaveAttribute("data-booked-start", start!);
  const manage = booked.getByRole("link", { name: /^Manage or cancel/ });
  await expect(manage).toHaveAttribute("href", /\/meet\/manage\//);
  await expect(manage).toHaveAttribute("target", "_blank");
  const ics = await booked.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
  expect(await axeViolations(page)).toEqual([]);
  await expectValidHtml([{ label: "chat: call booked", html: await page.content() }], testInfo.outputPath("nu"));

  const sessionId = await chatSessionId(page);
  const [meeting, ...more] = await meetingsOf(sessionId);
  expect(more).toEqual([]);
  // Booked after the lead, the meeting joins it.
  const [lead] = (await database().execute({ sql: "select id from leads where session_id = ?", args: [sessionId] })).rows;
  expect(lead?.id).toEqual(expect.any(String));
  expect(meeting?.lead_id).toBe(lead?.id);
  expect(meeting).toEqual(
    expect.objectContaining({
      office: "nairobi",
      kind: "video",
      status: "booked",
      name: "Wanjiru Kamau",
      email,
      company: "Kamau Pharmacies",
      phone: "+254 722 555 014",
      topic: "From the chat: Security/Compliance",
      spam_reason: null,
      start_at: new Date(start!).toISOString(),
    }),
  );
  // The invitation is served; the time is no longer offered.
  const invitation = await page.request.get(new URL(ics!).pathname);
  expect(invitation.headers()["content-type"]).toMatch(/^text\/calendar/);
  const offered = await (await page.request.get("/api/meetings/slots?office=nairobi&kind=video")).json();
  expect(offered.slots.map((s: { start: string }) => s.start)).not.toContain(start);

  // The success screen's 5 s auto-close leaves a visitor who is booking alone.
  await page.waitForTimeout(5_500);
  await expect(booked).toBeVisible();
});

test("at the recommendations: an office visit, and only the missing details asked before booking; the contact step keeps them", async ({
  page,
}) => {
  await page.goto("/");
  await openChat(page);
  await answerQualification(page);
  await bookButton(page).click();
  await panel(page).getByRole("button", { name: "Office visit" }).click();
  await expect(panel(page).getByRole("button", { name: "Office visit" })).toHaveAttribute("aria-pressed", "true");
  const slot = slotButtons(page).nth(1);
  const start = await slot.getAttribute("data-slot-start");
  await slot.click();

  const form = panel(page).getByRole("form", { name: /^To book / });
  await expect(form.getByLabel("Name")).toBeFocused();
  await expect(form.getByLabel("Phone")).toHaveCount(0);
  await form.getByRole("button", { name: "Book this time" }).click();
  await expect(form.getByText("Please enter your name.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const email = uniqueEmail("recommendations");
  await form.getByLabel("Name").fill("Baraka Mwangi");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Company").fill("Mwangi Motors");
  await form.getByRole("button", { name: "Book this time" }).click();
  await expect(panel(page).locator("[data-booked-start]")).toHaveAttribute("data-booked-start", start!);

  const [meeting] = await meetingsOf(await chatSessionId(page));
  expect(meeting).toEqual(expect.objectContaining({ kind: "office", email, name: "Baraka Mwangi", phone: null, spam_reason: null }));
  // The proposal's contact step has what the visitor already typed.
  await panel(page).getByRole("button", { name: "Get my proposal" }).click();
  await expect(panel(page).getByLabel("Email")).toHaveValue(email);
  await expect(panel(page).getByLabel("Company")).toHaveValue("Mwangi Motors");
});

test("a time taken meanwhile: the next free times are offered and one of them books", async ({ page }) => {
  // A Tanzanian phone routes the lead, and its call, to Dar es Salaam.
  await sendLead(page, { name: "Neema Mushi", email: uniqueEmail("taken"), company: "Mushi Logistics", phone: "+255 754 123 456" });
  await bookButton(page).click();
  await expect(panel(page).getByText("Pick a time with our Dar es Salaam team:")).toBeVisible();
  const first = slotButtons(page).first();
  const start = (await first.getAttribute("data-slot-start"))!;

  // Someone else takes every seat of that time first.
  const db = database();
  const hosts = (await db.execute({ sql: "select email from meeting_hosts where office = 'dar-es-salaam'", args: [] })).rows;
  for (const seat of hosts.length ? hosts.map((h) => String(h.email)) : ["office"])
    await db.execute({
      sql: "insert into meeting_seats (office, start_at, seat, meeting_id) values ('dar-es-salaam', ?, ?, ?)",
      args: [new Date(start).toISOString(), seat, crypto.randomUUID()],
    });

  await first.click();
  await expect(panel(page).getByRole("status").filter({ hasText: "That time was just taken." })).toBeVisible();
  const alternatives = slotButtons(page);
  await expect(alternatives.first()).toBeVisible();
  const offered = await alternatives.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-slot-start")));
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.length).toBeLessThanOrEqual(3);
  expect(offered).not.toContain(start);
  expect(await axeViolations(page)).toEqual([]);

  await alternatives.first().click();
  await expect(panel(page).locator("[data-booked-start]")).toHaveAttribute("data-booked-start", offered[0]!);
  const [meeting] = await meetingsOf(await chatSessionId(page));
  expect(meeting).toEqual(expect.objectContaining({ office: "dar-es-salaam", start_at: new Date(offered[0]!).toISOString() }));
});

test.describe("on a visitor's clock outside East Africa", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the chat's times read in EAT and the visitor's time, with the weekday when theirs is another day", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await answerQualification(page);
    await bookButton(page).click();
    const first = slotButtons(page).first();
    await expect(first).toHaveAccessibleName(/^Book \w+day \d+ \w+, \d\d:\d\d EAT \((\w{3} )?\d\d:\d\d your time\)$/);
    // Los Angeles is 11 hours behind EAT in winter, 10 in summer.
    const start = (await first.getAttribute("data-slot-start"))!;
    const local = new Intl.DateTimeFormat("en-GB", {
      timeZone: "America/Los_Angeles",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    await expect(first).toContainText(`${local.format(new Date(start))} your time`);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("/meet adds the visitor's time beside each EAT time, and names their zone", async ({ page }, testInfo) => {
    const start = (await (await page.request.get("/api/meetings/slots?office=kampala&kind=video")).json()).slots[0].start as string;
    await page.goto(`/meet?office=kampala&kind=video&day=${start.slice(0, 10)}`);
    const labels = page.locator("form[data-meet-form] label:has(input[type=radio])");
    await expect(labels.first().locator("[data-visitor-clock]")).toHaveText(/^\((\w{3} )?\d\d:\d\d your time\)$/);
    await expect(page.locator("[data-visitor-clock]")).toHaveCount(await labels.count());
    await expect(page.locator("[data-visitor-time]")).toHaveText("Times in brackets are in your time zone (America/Los Angeles).");
    expect(await axeViolations(page)).toEqual([]);
    await expectValidHtml([{ label: "/meet with the visitor's times", html: await page.content() }], testInfo.outputPath("nu"));
  });
});

test.describe("on East Africa Time", () => {
  test("/meet and the chat show EAT alone", async ({ page }) => {
    const start = (await (await page.request.get("/api/meetings/slots?office=kampala&kind=video")).json()).slots[0].start as string;
    await page.goto(`/meet?office=kampala&kind=video&day=${start.slice(0, 10)}`);
    // The script has read the zone (it writes it on the note) and added nothing.
    await expect(page.locator("[data-visitor-time]")).toHaveAttribute("data-visitor-time", "Africa/Nairobi");
    await expect(page.locator("[data-visitor-time]")).toBeHidden();
    await expect(page.locator("[data-visitor-clock]")).toHaveCount(0);

    await openChat(page);
    await answerQualification(page);
    await bookButton(page).click();
    await expect(slotButtons(page).first()).toHaveAccessibleName(/^Book \w+day \d+ \w+, \d\d:\d\d EAT$/);
    await expect(panel(page)).not.toContainText("your time");
  });
});
