import type { Page } from "@playwright/test";
import { axeViolations } from "./axe-violations";
import { expect, test } from "./fixtures";
import { expectValidHtml, pageOf } from "./nu-html-checker";

// Booking a meeting from the contact page's "Book a Slot", with and without JavaScript, then the
// manage link: reschedule and cancel. Each page on the way passes axe and the Nu HTML checker.

const unique = () => Math.random().toString(36).slice(2, 10);

/** Book a Slot → a day → a time → details → booked; answers the manage link. */
async function bookFromContactPage(page: Page, dayIndex: number, timeIndex: number, { axe }: { axe: boolean }) {
  await page.goto("/contact");
  await page.getByRole("link", { name: "Book a Slot" }).click();
  await expect(page).toHaveURL(/\/meet$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a meeting");
  await page.getByRole("navigation", { name: "1. Pick a day" }).getByRole("link").nth(dayIndex).click();
  await expect(page).toHaveURL(/\/meet\?office=nairobi&kind=video&day=\d{4}-\d\d-\d\d$/);
  if (axe) expect(await axeViolations(page)).toEqual([]);
  const form = page.locator("form[data-meet-form]");
  const time = form.getByRole("radio").nth(timeIndex);
  const start = await time.getAttribute("value");
  await time.check();
  await form.getByLabel("Full name").fill("Amina Otieno");
  await form.getByLabel("Email").fill(`amina.${unique()}@pwani.co.ke`);
  await form.getByLabel("Company").fill("Pwani Logistics");
  await form.getByLabel("What would you like to discuss?").fill("Moving 30 staff to Microsoft 365");
  await form.getByRole("button", { name: "Book meeting" }).click();
  await expect(page.getByRole("heading", { name: "Your meeting is booked" })).toBeVisible();
  await expect(page.locator("[data-booked-start]")).toHaveAttribute("data-booked-start", start!);
  if (axe) expect(await axeViolations(page)).toEqual([]);
  const manageUrl = await page.getByRole("link", { name: "Reschedule or cancel" }).getAttribute("href");
  const icsUrl = await page.getByRole("link", { name: "Add to your calendar (.ics)" }).getAttribute("href");
  return { start: start!, manageUrl: new URL(manageUrl!).pathname, icsUrl: new URL(icsUrl!).pathname };
}

async function rescheduleAndCancel(page: Page, manageUrl: string, start: string, { axe }: { axe: boolean }) {
  await page.goto(manageUrl);
  await expect(page.locator("[data-meeting-start]")).toHaveAttribute("data-meeting-start", start);
  if (axe) expect(await axeViolations(page)).toEqual([]);
  const select = page.getByLabel("New time (EAT)");
  const newStart = await select.locator("option:not([disabled])").nth(3).getAttribute("value");
  await select.selectOption(newStart!);
  await page.getByRole("button", { name: "Reschedule" }).click();
  await expect(page.locator("[data-manage-notice]")).toHaveText(/The meeting is moved/);
  await expect(page.locator("[data-meeting-start]")).toHaveAttribute("data-meeting-start", newStart!);
  await page.getByRole("button", { name: "Cancel meeting" }).click();
  await expect(page.locator("[data-manage-notice]")).toHaveText(/The meeting is cancelled/);
  await expect(page.locator("[data-meeting-status]")).toHaveAttribute("data-meeting-status", "cancelled");
  await expect(page.getByRole("link", { name: "Book another meeting" })).toBeVisible();
}

// A booking walks four pages and axe runs on three: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe("book a meeting without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Book a Slot → day → time → details: booked; the manage link reschedules and cancels", async ({ page }) => {
    const { start, manageUrl, icsUrl } = await bookFromContactPage(page, 1, 2, { axe: false });
    const ics = await page.request.get(icsUrl);
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain("METHOD:REQUEST");
    await rescheduleAndCancel(page, manageUrl, start, { axe: false });
    expect(await (await page.request.get(icsUrl)).text()).toContain("METHOD:CANCEL");
  });
});

test.describe("book a meeting with JavaScript", () => {
  test("Book a Slot → day → time → details: booked, and the time is free no more", async ({ page }) => {
    const { start, manageUrl } = await bookFromContactPage(page, 2, 1, { axe: true });
    await page.goto(`/meet?office=nairobi&kind=video&day=${start.slice(0, 10)}`);
    await expect(page.locator(`input[value="${start}"]`)).toHaveCount(0);
    await rescheduleAndCancel(page, manageUrl, start, { axe: true });
  });
});

test("the booking pages are valid HTML (Nu HTML checker)", async ({ request }, testInfo) => {
  const start = (await (await request.get("/api/meetings/slots?office=kampala&kind=office")).json()).slots[0].start as string;
  const dayPath = `/meet?office=kampala&kind=office&day=${start.slice(0, 10)}`;
  const dayPage = await pageOf("/meet?day", await request.get(dayPath));
  /** A form as the day's page posts it, with a token of its own (a token makes one record). */
  const form = async (email: string) => ({
    office: "kampala",
    kind: "office",
    start,
    name: "Joseph Okello",
    email,
    company: "Okello Traders",
    form_token: (await (await request.get(dayPath)).text()).match(/name="form_token" value="([^"]+)"/)?.[1] ?? "",
  });
  const booked = await pageOf("POST /meet (booked)", await request.post(dayPath, { form: await form(`joseph.${unique()}@example.co.ug`) }));
  const manage = booked.html.match(/href="https?:\/\/[^/"]+(\/meet\/manage\/[^"]+)"/)?.[1];
  expect(manage, "the booked page links to the manage page").toBeDefined();
  const pages = [
    dayPage,
    booked,
    await pageOf("POST /meet (taken)", await request.post(dayPath, { form: await form(`other.${unique()}@example.co.ug`) }), 409),
    await pageOf("POST /meet (invalid)", await request.post(dayPath, { form: await form("not-an-address") }), 400),
    await pageOf("/meet/manage", await request.get(manage!)),
  ];
  await expectValidHtml(pages, testInfo.outputPath("pages"));
});
