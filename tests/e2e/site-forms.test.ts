import { readFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import type { Page } from "@playwright/test";
import { PANEL_LOAD_TIMEOUT, panel } from "./chat-page";
import { e2eDatabaseUrl } from "./e2e-env";
import { expect, test } from "./fixtures";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function storedRows(email: string) {
  const db = createClient({ url: e2eDatabaseUrl() });
  try {
    const { rows } = await db.execute({ sql: "select * from contact_messages where email = ? order by created_at", args: [email] });
    return rows;
  } finally {
    db.close();
  }
}

async function fillContactForm(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("Full Name").fill("Amina Otieno");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Company").fill("Pwani Logistics");
  await form.getByLabel("Phone Number").fill("+254 712 345 678");
  await form.getByLabel("Service Interest").selectOption("Cloud & Virtualization");
  await form.getByLabel("Subject").fill("Moving 30 staff to Microsoft 365");
  await form.getByLabel("Message").fill("We use Gmail today and want a quote.");
  return form;
}

test.describe("contact form", () => {
  test("sends: 'Sending Message...' while in flight, success toast, fields cleared, row stored", async ({ page }) => {
    const email = `contact.${unique()}@pwani.co.ke`;
    await page.goto("/contact");
    // Hold the request briefly so the in-flight state can be observed.
    await page.route("/api/contact", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const form = await fillContactForm(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending Message..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();

    const toast = page.getByRole("status").filter({ hasText: "Message Sent Successfully!" });
    await expect(toast).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
    for (const label of ["Full Name", "Email Address", "Company", "Phone Number", "Subject", "Message"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.getByLabel("Service Interest")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const rows = await storedRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "contact",
      name: "Amina Otieno",
      company: "Pwani Logistics",
      phone: "+254 712 345 678",
      service_interest: "Cloud & Virtualization",
      subject: "Moving 30 staff to Microsoft 365",
      message: "We use Gmail today and want a quote.",
    });
  });

  test("a failed send shows an error and keeps what was typed", async ({ page }) => {
    const email = `contact.${unique()}@pwani.co.ke`;
    await page.goto("/contact");
    await page.route("/api/contact", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "database_unavailable", message: "The service is temporarily unavailable. Please try again shortly." },
        }),
      }),
    );
    const form = await fillContactForm(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("Your message was not sent");
    await expect(alert).toContainText("temporarily unavailable");
    await expect(form.getByLabel("Email Address")).toHaveValue(email);
    await expect(form.getByLabel("Subject")).toHaveValue("Moving 30 staff to Microsoft 365");
    await expect(form.getByLabel("Message")).toHaveValue("We use Gmail today and want a quote.");
    await expect(page.getByText("Message Sent Successfully!")).toHaveCount(0);
    expect(await storedRows(email)).toHaveLength(0);
  });

  test("required fields use native validation: an empty form is not sent", async ({ page }) => {
    let sent = false;
    await page.goto("/contact");
    await page.route("/api/contact", (route) => {
      sent = true;
      return route.continue();
    });
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.getByLabel("Full Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(sent).toBe(false);
  });

  test("?subject= links prefill the subject; Schedule Meeting's Book a Slot opens the booking page", async ({ page }) => {
    await page.goto("/contact?subject=demo");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await expect(form.getByLabel("Subject")).toHaveValue("Request a demo");
    await page.getByRole("link", { name: "Book a Slot" }).click();
    await expect(page).toHaveURL(/\/meet$/);
  });

  test("Live Chat opens the chat assistant", async ({ page }) => {
    await page.goto("/contact");
    await expect(panel(page)).toBeHidden();
    await page.getByRole("button", { name: "Start Chat" }).click();
    await expect(panel(page)).toBeVisible({ timeout: PANEL_LOAD_TIMEOUT });
  });
});

test.describe("guide download", () => {
  test("a valid request is stored and the guide downloads with its real content", async ({ page }) => {
    const email = `guide.${unique()}@example.com`;
    await page.goto("/resources/guides");
    const form = page.getByRole("form", { name: /The SME Digital Transformation Playbook/ });
    await form.getByLabel("Full Name").fill("Grace Wanjiru");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Company Name").fill("Wanjiru Advocates");
    await form.getByRole("button", { name: "Download Guide" }).click();

    await expect(form.getByText("Thank you! Your guide is ready.")).toBeVisible();
    const link = form.getByRole("link", { name: /Download The SME Digital Transformation Playbook/ });
    await expect(link).toBeFocused();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("kilele-sme-digital-transformation-playbook.html");
    const text = readFileSync((await download.path())!, "utf8");
    expect(text).toContain("<h1>The SME Digital Transformation Playbook</h1>");
    expect(text).toContain("Days 1–15");
    expect(text).toContain("Foundation — $5,000 per project");
    expect(text).toContain("Prepared for Grace Wanjiru, Wanjiru Advocates");

    const rows = await storedRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "guide",
      guide_id: "sme-digital-transformation-playbook",
      name: "Grace Wanjiru",
      company: "Wanjiru Advocates",
      phone: null,
    });
  });

  test("a refused request shows the error and keeps what was typed", async ({ page }) => {
    const email = `guide.${unique()}@example.com`;
    await page.goto("/resources/guides");
    const form = page.getByRole("form", { name: /Microsoft 365 Migration Guide/ });
    await form.getByLabel("Full Name").fill("Joseph Okello");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Company Name").fill("Umoja SACCO");
    // A phone the browser accepts (type=tel has no format) but the shared schema refuses.
    await form.getByLabel("Phone Number (optional)").fill("call me");
    await form.getByRole("button", { name: "Download Guide" }).click();
    await expect(form.getByRole("alert")).toContainText("Enter a valid phone number");
    await expect(form.getByLabel("Email Address")).toHaveValue(email);
    await expect(form.getByLabel("Company Name")).toHaveValue("Umoja SACCO");
    expect(await storedRows(email)).toHaveLength(0);
  });
});

test.describe("newsletter", () => {
  test("the footer sign-up is stored and confirmed in place", async ({ page }) => {
    const email = `news.${unique()}@example.com`;
    await page.goto("/about");
    const footer = page.locator("footer");
    await footer.getByLabel("Subscribe to our newsletter").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Thank you! You're subscribed to our newsletter.")).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await expect(footer.getByLabel("Subscribe to our newsletter")).toHaveValue("");
    const rows = await storedRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "newsletter" });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter form still subscribes, answering on /newsletter", async ({ page }) => {
    const email = `news.${unique()}@example.com`;
    await page.goto("/");
    const footer = page.locator("footer");
    await footer.getByLabel("Subscribe to our newsletter").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByText("Thank you! You're subscribed to our newsletter.")).toBeVisible();
    expect(await storedRows(email)).toHaveLength(1);
  });

  test("the contact form still sends", async ({ page }) => {
    const email = `contact.${unique()}@pwani.co.ke`;
    await page.goto("/contact");
    const form = await fillContactForm(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
    expect(await storedRows(email)).toHaveLength(1);
  });
});
