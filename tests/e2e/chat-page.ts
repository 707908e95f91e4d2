import { type Client, createClient } from "@libsql/client";
import type { Page } from "@playwright/test";
import { e2eDatabaseUrl } from "./e2e-env";
import { expect } from "./fixtures";

// Helpers for the chat assistant's browser tests: driving the panel and reading the real database.

export const panel = (page: Page) => page.getByRole("dialog", { name: "Assistant" });
export const opener = (page: Page) => page.getByRole("button", { name: "Open chat" });

/**
 * The panel's module is fetched on the first open, from a server sharing two cores with two browsers,
 * so its first appearance gets longer than other assertions (under CI's load it once took over 5 s).
 */
export const PANEL_LOAD_TIMEOUT = 15_000;

export async function openChat(page: Page) {
  await opener(page).click();
  await expect(panel(page)).toBeVisible({ timeout: PANEL_LOAD_TIMEOUT });
}

/** Clicks an option button by its exact label (the allowed value itself). */
export async function choose(page: Page, label: string) {
  await panel(page).getByRole("button", { name: label, exact: true }).click();
}

/** An intent button on the chat's first step, by its label: its name is the label, then the line under it. */
export const intentButton = (page: Page, label: string) => panel(page).getByRole("button", { name: new RegExp(`^${label} `) });

export async function chooseIntent(page: Page, label: string) {
  await intentButton(page, label).click();
}

/** The support and general intents' "How can we help?" step: the message (optional for general), then Continue. */
export const requestMessage = (page: Page) => panel(page).getByLabel("Describe the problem or what you need");

export async function passRequestStep(page: Page, message?: string) {
  if (message) await requestMessage(page).fill(message);
  await panel(page).getByRole("button", { name: "Continue" }).click();
}

export const salesAnswers = {
  orgType: "Healthcare",
  size: "51–300",
  need: "Security/Compliance",
  stack: "Microsoft 365",
  urgency: "Now",
  budget: "Enterprise",
};

export async function answerQualification(page: Page, answers: Record<string, string> = salesAnswers) {
  await chooseIntent(page, "Sales");
  for (const value of Object.values(answers)) await choose(page, value);
}

export async function fillContact(page: Page, contact: { name: string; email: string; company: string; phone?: string }) {
  const form = panel(page);
  await form.getByLabel("Name").fill(contact.name);
  await form.getByLabel("Email").fill(contact.email);
  await form.getByLabel("Company").fill(contact.company);
  if (contact.phone) await form.getByLabel("Phone").fill(contact.phone);
}

/** The chat session id, as stored for reload survival. */
export async function chatSessionId(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("kilele.chat") ?? "{}").sessionId as string);
}

export async function chatSessionKey(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("kilele.chat") ?? "{}").sessionKey as string);
}

let client: Client | undefined;
export function database(): Client {
  client ??= createClient({ url: e2eDatabaseUrl() });
  return client;
}

/** A unique e-mail per test run, so rows never collide between tests. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@kilele-clinic.co.ke`;

/** The "Thank you!" notice (a toast on the page, outside the panel). */
export const successNotice = (page: Page) => page.getByRole("status").filter({ hasText: "We've received your information" });

type Contact = { name: string; email: string; company: string; phone?: string };

/**
 * A visitor lands on `path`, waits for the page's script to run, finishes the chat with a high-value
 * profile and sends it as a person would (after the spam check's 3 s); the stored lead's id. For
 * tests that do not wait for the page script on every page (the desk's pages have no script).
 */
export async function finishHighValueLead(page: Page, contact: Contact, path = "/"): Promise<string> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
  await openChat(page);
  await answerQualification(page);
  await panel(page).getByRole("button", { name: "Get my proposal" }).click();
  await fillContact(page, contact);
  await page.waitForTimeout(3_000);
  const answered = page.waitForResponse("**/api/chatbot-submit");
  await panel(page).getByRole("button", { name: "Submit" }).click();
  const body = (await (await answered).json()) as { leadId: string; isHighValue: boolean };
  expect(body.isHighValue).toBe(true);
  return body.leadId;
}
