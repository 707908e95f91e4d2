import type { Page } from "@playwright/test";
import { openChat, opener, PANEL_LOAD_TIMEOUT, panel } from "./chat-page";
import { expect, test } from "./fixtures";

// Every chat opener: the round one on every page, and the labelled ones pages carry. Without
// JavaScript there is no chat, so each is a link to the contact form that says why; with it, each
// opens the chat under the name it always had.

const pages = [
  { path: "/", labelled: [] },
  { path: "/products/whatsapp-messaging-platform", labelled: ["Chat with us", "Chat with us"] },
  { path: "/contact", labelled: ["Start Chat"] },
];

const REASON = "Chat needs JavaScript — send us a message instead";
const NOTE = "(chat needs JavaScript — send us a message instead)";
const WHY = /JavaScript/;
const CONTACT_FORM = /\/contact\?subject=chat#contact-form$/;

const roundOpenerLink = (page: Page) => page.getByRole("link", { name: REASON, exact: true });

async function expectContactForm(page: Page) {
  await expect(page).toHaveURL(CONTACT_FORM);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Subject")).toHaveValue("A question for your team");
}

test.describe("chat openers without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, labelled } of pages) {
    test(`${path}: every chat opener is a link to the contact form that says why`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("button", { name: /chat/i })).toHaveCount(0);

      await expect(roundOpenerLink(page)).toHaveAttribute("href", CONTACT_FORM);
      await expect(roundOpenerLink(page)).toHaveAttribute("title", REASON);

      const links = page.getByRole("link", { name: labelled[0] ?? "none", exact: true });
      await expect(links).toHaveCount(labelled.length);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("href", CONTACT_FORM);
        await expect(link).toHaveText(`${labelled[0]} ${NOTE}`, { useInnerText: true });
      }

      await (labelled.length > 0 ? links.first() : roundOpenerLink(page)).click();
      await expectContactForm(page);
    });
  }

  test("the round opener leads to the contact form", async ({ page }) => {
    await page.goto("/products/whatsapp-messaging-platform");
    await roundOpenerLink(page).click();
    await expectContactForm(page);
  });
});

test.describe("chat openers with JavaScript", () => {
  for (const { path, labelled } of pages) {
    test(`${path}: every chat opener opens the chat under its own name`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("link", { name: WHY })).toHaveCount(0);
      await expect(page.getByText(NOTE)).toHaveCount(0);
      await expect(opener(page)).toHaveAttribute("aria-expanded", "false");
      await expect(opener(page)).not.toHaveAttribute("title");

      const buttons = page.getByRole("button", { name: labelled[0] ?? "none", exact: true });
      await expect(buttons).toHaveCount(labelled.length);
      if (labelled.length > 0) {
        await buttons.last().click();
        await expect(panel(page)).toBeVisible({ timeout: PANEL_LOAD_TIMEOUT });
      } else {
        await openChat(page);
      }
      await expect(opener(page)).toHaveAccessibleName("Open chat");
      await expect(opener(page)).toHaveAttribute("aria-expanded", "true");
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
    });
  }
});
