import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Each catalogue route: its h1 and the facts that must be visible on it. */
const pages: { path: string; h1: string | RegExp; facts: string[] }[] = [
  { path: "/industries", h1: "Technology Shaped for Your Industry", facts: ["300+", "SMEs served", "Next-generation technology"] },
  {
    path: "/products",
    h1: "Products Built for East African Organizations",
    facts: ["Starting at $1,200/month", "Starting at $15 per user/month", "+30% of license cost"],
  },
  { path: "/ai-services", h1: "AI That Protects, Monitors and Predicts", facts: ["Behavioural detection", "Core AI technologies"] },
  { path: "/data-analytics-platform", h1: "AI That Protects, Monitors and Predicts", facts: ["Behavioural detection"] },
  { path: "/solutions", h1: "One Partner for Every Layer of Your IT", facts: ["Threat detection & response", "SME & Startups"] },
  { path: "/solutions/cloud-and-licensing", h1: /Cloud Productivity/, facts: ["$99", "Up to 25 users", "$299", "Up to 100 users"] },
  {
    path: "/solutions/ai-and-messaging-automation",
    h1: /WhatsApp/,
    facts: ["$199", "Up to 1,000 conversations/month", "$499", "Up to 5,000 conversations/month"],
  },
  {
    path: "/solutions/web-design-as-a-service",
    h1: /Website/,
    facts: ["$1,500", "$3,500", "$7,500", "$18,000", "$42,000", "$90,000", "$299", "$599", "$1,299"],
  },
  {
    path: "/solutions/sme-digital-transformation",
    h1: /90 Days/,
    facts: ["$5,000", "$15,000", "$35,000", "Days 1–15", "Days 76–90", "40 hours of staff training"],
  },
  { path: "/solutions/security-and-compliance", h1: /Security and Compliance/, facts: ["$500", "$1,500"] },
  { path: "/solutions/data-and-analytics", h1: /Data/, facts: ["$500", "3 data sources"] },
  { path: "/products/microsoft-365", h1: /Microsoft 365/, facts: ["1000+", "$6", "$12.50", "$22", "Assessment", "Migration", "Training"] },
  { path: "/products/microsoft365", h1: /Microsoft 365/, facts: ["$12.50"] },
  { path: "/products/google-workspace", h1: /Google Workspace/, facts: ["800+", "99.8%", "$18", "5TB storage per user"] },
  {
    path: "/products/whatsapp-messaging-platform",
    h1: /WhatsApp/,
    facts: ["65%", "Fewer support calls", "$299", "10,000 messages/month", "Unlimited messages"],
  },
  {
    path: "/products/cloud-backup-and-recovery",
    h1: /Cloud Backup/,
    facts: ["99.99%", "15 min", "$49", "Daily backups, 30-day retention", "90-day retention"],
  },
  { path: "/industries/smes", h1: /Small-Business/, facts: ["SME Digital Transformation", "WhatsApp Messaging Platform"] },
  { path: "/industries/legal", h1: /Law Firms/, facts: ["Confidential email"] },
  { path: "/industries/banking", h1: /Banks/, facts: ["WhatsApp member service"] },
  { path: "/industries/healthcare", h1: /Clinics/, facts: ["Patient data protection"] },
  { path: "/industries/education", h1: /Schools/, facts: ["Campus Wi-Fi"] },
  { path: "/industries/manufacturing", h1: /Manufacturers/, facts: ["Production analytics"] },
  { path: "/industries/ngos", h1: /Donor/, facts: ["Non-profit licensing"] },
  { path: "/industries/government", h1: /Public Institutions/, facts: ["12 months", "24 months", "36 months"] },
];

test.describe("catalogue pages render their content", () => {
  for (const { path, h1, facts } of pages) {
    test(`${path}: h1 and key facts`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const main = page.locator("main");
      for (const fact of facts) await expect(main.getByText(fact, { exact: true }).first()).toBeVisible();
    });
  }
});

/** The tab named `name`, and the one visible tab panel. */
const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const panel = (page: Page) => page.getByRole("tabpanel");

test.describe("tabs", () => {
  test("/industries: clicking a tab selects it and shows its panel", async ({ page }) => {
    await page.goto("/industries");
    await page.waitForLoadState("networkidle");
    await expect(tab(page, "SMEs")).toHaveAttribute("aria-selected", "true");
    await tab(page, "Healthcare").click();
    // Once the page is interactive, a tab switches in place instead of loading ?tab=.
    await expect(page).toHaveURL(/\/industries$/);
    await expect(tab(page, "Healthcare")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "SMEs")).toHaveAttribute("aria-selected", "false");
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page)).toContainText("60+");
    await expect(panel(page)).toContainText("Patient data protection");
    await expect(panel(page).getByRole("link", { name: /Explore the full industry page/ })).toHaveAttribute(
      "href",
      "/industries/healthcare",
    );
  });

  test("/products: arrow keys, Home and End move focus and select (roving tabindex)", async ({ page }) => {
    await page.goto("/products");
    const security = tab(page, "Security");
    await expect(security).toHaveAttribute("tabindex", "0");
    await expect(tab(page, "Cloud")).toHaveAttribute("tabindex", "-1");
    await security.focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Infrastructure")).toBeFocused();
    await expect(tab(page, "Infrastructure")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Infrastructure")).toHaveAttribute("tabindex", "0");
    await expect(security).toHaveAttribute("tabindex", "-1");
    await expect(panel(page)).toContainText("Managed Network Operations");
    await page.keyboard.press("End");
    await expect(tab(page, "Backup")).toBeFocused();
    await expect(panel(page)).toContainText("Disaster Recovery as a Service");
    await page.keyboard.press("ArrowRight");
    await expect(security).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "Backup")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(security).toHaveAttribute("aria-selected", "true");
    await expect(panel(page)).toContainText("Identity Shield");
    // Tab leaves the tab list for the panel instead of visiting every tab.
    await page.keyboard.press("Tab");
    await expect(panel(page)).toBeFocused();
  });

  test("/products: Most Popular on the first product of each category, Recommended on Premium Support", async ({ page }) => {
    await page.goto("/products");
    for (const name of ["Security", "Data"]) {
      await tab(page, name).click();
      const first = panel(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) })
        .first();
      await expect(first.getByText("Most Popular")).toBeVisible();
      await expect(panel(page).getByText("Most Popular")).toHaveCount(1);
    }
    const support = page.getByRole("region", { name: "Support plans" });
    const premium = support.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Premium Support" }) });
    await expect(premium.getByText("Recommended")).toBeVisible();
    await expect(premium.getByText("+30% of license cost")).toBeVisible();
    await expect(support.getByText("Included", { exact: true })).toBeVisible();
    await expect(support.getByText("Custom pricing", { exact: true })).toBeVisible();
  });

  test("/products: Get Quote goes to the contact form labelled with the product; Learn More to its page", async ({ page }) => {
    await page.goto("/products");
    await tab(page, "Backup").click();
    await expect(panel(page).getByRole("link", { name: "Learn More about Server Backup" })).toHaveAttribute(
      "href",
      "/products/cloud-backup-and-recovery",
    );
    await panel(page).getByRole("link", { name: "Get Quote" }).first().click();
    await expect(page).toHaveURL(/\/contact\?subject=quote-disaster-recovery$/);
  });

  test("/ai-services: each tab shows its overview, features, capabilities and use cases", async ({ page }) => {
    await page.goto("/ai-services");
    await expect(tab(page, "Security AI")).toHaveAttribute("aria-selected", "true");
    await tab(page, "Predictive Analytics").click();
    await expect(tab(page, "Predictive Analytics")).toHaveAttribute("aria-selected", "true");
    const shown = panel(page);
    await expect(shown.getByRole("heading", { name: "Predictive Analytics" })).toBeVisible();
    await expect(shown.getByText("Demand forecasting")).toBeVisible();
    await expect(shown.getByRole("heading", { name: "Capabilities" })).toBeVisible();
    await expect(shown.getByText("Reducing loan defaults for SACCOs")).toBeVisible();
  });

  test("/solutions defaults to security; choosing Backup shows its services and benefits", async ({ page }) => {
    await page.goto("/solutions");
    await expect(tab(page, "AI-Powered Security")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page)).toContainText("Threat detection & response");
    await tab(page, "Backup & Disaster Recovery").click();
    await expect(tab(page, "AI-Powered Security")).toHaveAttribute("aria-selected", "false");
    await expect(panel(page)).toContainText("Recovery testing");
    await expect(panel(page)).toContainText("Recover files and systems in minutes");
    await expect(page.getByRole("region", { name: "Solutions for every industry" }).getByRole("heading", { level: 3 })).toHaveText([
      "Banking & Finance",
      "Healthcare",
      "Manufacturing",
      "Education",
      "Government",
      "SME & Startups",
    ]);
  });

  test("a ?tab= link opens that tab", async ({ page }) => {
    await page.goto("/solutions?tab=software");
    await expect(tab(page, "Enterprise Software")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page)).toContainText("Document management");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("tab pages show the default tab, and a tab is a link that opens its panel", async ({ page }) => {
    await page.goto("/solutions");
    await expect(panel(page)).toContainText("Threat detection & response");
    await tab(page, "Cloud & Virtualization").click();
    await expect(page).toHaveURL(/\/solutions\?tab=cloud$/);
    await expect(tab(page, "Cloud & Virtualization")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page)).toContainText("Productivity suites");
  });

  test("the server renders the tab ?tab= names: selected, in the Tab order, its panel the only one shown", async ({ page }) => {
    await page.goto("/products?tab=backup");
    await expect(tab(page, "Backup")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Backup")).toHaveAttribute("tabindex", "0");
    await expect(tab(page, "Security")).toHaveAttribute("aria-selected", "false");
    await expect(tab(page, "Security")).toHaveAttribute("tabindex", "-1");
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page)).toContainText("Disaster Recovery as a Service");
    await expect(page.getByRole("heading", { name: "Identity Shield" })).toHaveCount(0);
    // Every other panel is in the page, hidden, so the script can switch to it in place.
    await expect(page.locator('[role="tabpanel"][hidden]')).toHaveCount(5);
    await tab(page, "Security").click();
    await expect(page).toHaveURL(/\/products\?tab=security$/);
    await expect(panel(page)).toContainText("Identity Shield");
  });

  test("an unknown ?tab= shows the default tab", async ({ page }) => {
    await page.goto("/solutions?tab=nonsense");
    await expect(tab(page, "AI-Powered Security")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page)).toContainText("Threat detection & response");
    await page.goto("/ai-services?tab=nonsense");
    await expect(tab(page, "Security AI")).toHaveAttribute("aria-selected", "true");
  });

  test("FAQ answers open without JavaScript", async ({ page }) => {
    await page.goto("/products/microsoft-365");
    await expect(page.getByText(/we copy mailboxes before switching/i)).toBeHidden();
    await page.getByText("Will we lose email during the migration?").click();
    await expect(page.getByText(/we copy mailboxes before switching/i)).toBeVisible();
  });
});

test.describe("aliases and actions", () => {
  test("/products/microsoft365 and /data-analytics-platform render the same page as their twins", async ({ page }) => {
    for (const [alias, original] of [
      ["/products/microsoft365", "/products/microsoft-365"],
      ["/data-analytics-platform", "/ai-services"],
    ] as const) {
      await page.goto(original);
      const h1 = await page.getByRole("heading", { level: 1 }).textContent();
      const main = await page.locator("main").textContent();
      await page.goto(alias);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1!);
      expect(await page.locator("main").textContent()).toBe(main);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://www.kilele.tech${original}`);
    }
  });

  test("Microsoft 365: Book Consultation books a meeting; Start Free Trial goes to the contact form with a subject", async ({ page }) => {
    await page.goto("/products/microsoft-365");
    const cta = page.getByRole("region", { name: "Ready to move to Microsoft 365?" });
    await expect(cta.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/meet");
    await cta.getByRole("link", { name: "Start Free Trial" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=microsoft-365-free-trial$/);
  });

  test("industries CTA: consultation to /contact, industry brief to the guides", async ({ page }) => {
    await page.goto("/industries");
    const cta = page.getByRole("region", { name: "Let's talk about your industry" });
    await expect(cta.getByRole("link", { name: "Schedule Industry Consultation" })).toHaveAttribute(
      "href",
      "/contact?subject=industry-consultation",
    );
    await expect(cta.getByRole("link", { name: "Download Industry Brief" })).toHaveAttribute("href", "/resources/guides");
  });

  test("a chat button opens the assistant", async ({ page }) => {
    await page.goto("/solutions/cloud-and-licensing");
    await page.getByRole("region", { name: "Let us manage your cloud licences" }).getByRole("button", { name: "Chat with us" }).click();
    await expect(page.getByRole("dialog", { name: "Assistant" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Retainer Quote" }).first()).toHaveAttribute("href", /^\/contact/);
  });
});
