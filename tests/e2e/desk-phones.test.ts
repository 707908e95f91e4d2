import { finishHighValueLead, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";

// A Kenyan number typed the local way in the chat: the desk shows it as typed, dials its E.164 form
// (a WhatsApp link that opens the chat) and finds the lead by another spelling of the number.

test.use({ waitForPageScript: false });

test("a phone typed 0722 555 014 gets a working WhatsApp link and is found by 0722555014", async ({ page }) => {
  test.setTimeout(90_000);
  const leadId = await finishHighValueLead(page, {
    name: "Otieno Phones",
    email: uniqueEmail("desk-phones"),
    company: "Ziwa Clinics",
    phone: "0722 555 014",
  });

  await page.goto(`/desk/leads/${leadId}`);
  await expect(page.getByRole("link", { name: "0722 555 014" })).toHaveAttribute("href", "tel:+254722555014");
  const reach = page.getByRole("navigation", { name: "Reach them" });
  await expect(reach.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/254722555014");
  await expect(reach.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+254722555014");

  await page.goto("/desk");
  await page.getByLabel("Search name, company, e-mail or phone").fill("0722555014");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=0722555014(&|$)/);
  await expect(page.locator(`tr[data-record-id="${leadId}"]`)).toBeVisible();
});
