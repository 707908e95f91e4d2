import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("resources, company and form pages: heading and a key fact each", () => {
  test("/resources: filter buttons with their fixed counts and three featured items", async ({ page }) => {
    await page.goto("/resources");
    await expect(h1(page)).toHaveText("Resources & Insights");
    const filters = page.getByRole("group", { name: "Filter by category" }).getByRole("button");
    await expect(filters).toHaveText([
      "All Resources (45)",
      "Blog Posts (18)",
      "Whitepapers (12)",
      "Case Studies (8)",
      "Documentation (6)",
      "Webinars (5)",
    ]);
    const featured = page.getByRole("region", { name: "Featured" }).getByRole("article");
    await expect(featured).toHaveCount(3);
    await expect(featured.getByRole("link", { name: /^Register/ })).toHaveCount(1);
    const firstCardTags = page.getByRole("list", { name: "Resources" }).getByRole("list", { name: "Tags" }).first().getByRole("listitem");
    await expect(firstCardTags).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "Get new resources in your inbox" }).getByRole("button", { name: "Subscribe" }),
    ).toBeVisible();
  });

  test("/resources/case-studies: two stories and the aggregate results", async ({ page }) => {
    await page.goto("/resources/case-studies");
    await expect(h1(page)).toHaveText("Client Success Stories");
    await expect(page.getByRole("article")).toHaveCount(2);
    const [lawFirm, cooperative] = [page.getByRole("article").nth(0), page.getByRole("article").nth(1)];
    await expect(lawFirm.getByText("25 lawyers", { exact: true })).toBeVisible();
    await expect(lawFirm.getByRole("link", { name: "Microsoft 365 Business Premium" })).toBeVisible();
    await expect(lawFirm.locator("dd")).toHaveText(["40%", "60%", "20%"]);
    await expect(cooperative.getByText("5,000 members", { exact: true })).toBeVisible();
    await expect(cooperative.locator("dd")).toHaveText(["65%", "90%", "50%"]);
    const aggregates = page.getByRole("region", { name: "Results across our clients" });
    for (const value of ["40%", "99.9%", "65%", "30%"]) await expect(aggregates.getByText(value, { exact: true })).toBeVisible();
  });

  test("/resources/guides: two guides with lead forms; the playbook is 45 pages", async ({ page }) => {
    await page.goto("/resources/guides");
    await expect(h1(page)).toHaveText("Free Guides");
    const playbook = page.getByRole("article", { name: "The SME Digital Transformation Playbook" });
    await expect(playbook.getByText("45 pages")).toBeVisible();
    await expect(page.getByRole("form")).toHaveCount(2);
    const form = playbook.getByRole("form");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    for (const label of ["Full Name", "Email Address", "Company Name"])
      await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    await expect(form.getByLabel("Phone Number (optional)")).not.toHaveAttribute("required", "");
  });

  test("/resources/knowledge-base: three accordion topics, all closed", async ({ page }) => {
    await page.goto("/resources/knowledge-base");
    await expect(h1(page)).toHaveText("Knowledge Base");
    const headers = page.getByRole("region", { name: "Topics" }).getByRole("button");
    await expect(headers).toHaveCount(3);
    for (const header of await headers.all()) await expect(header).toHaveAttribute("aria-expanded", "false");
  });

  test("/about: mission, 2012–2024 timeline, values, four leaders, certifications, three offices", async ({ page }) => {
    await page.goto("/about");
    await expect(h1(page)).toHaveText("About Kilele Technologies");
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    const timeline = page.getByRole("region", { name: "Our Journey" }).getByRole("listitem");
    await expect(timeline.first()).toContainText("2012");
    await expect(timeline.last()).toContainText("2024");
    await expect(page.getByRole("region", { name: "Our Core Values" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Leadership Team" }).getByRole("article")).toHaveCount(4);
    await expect(page.getByRole("region", { name: "Certifications & Partnerships" }).getByRole("listitem")).toHaveCount(6);
    const offices = page.getByRole("region", { name: "Our Offices" });
    await expect(offices.getByRole("heading", { level: 3 })).toHaveText([
      /Nairobi, Kenya\s*Headquarters/,
      "Kampala, Uganda",
      "Dar es Salaam, Tanzania",
    ]);
  });

  test("/contact: hero stats, four methods, headquarters, emergency, follow-us and regional offices", async ({ page }) => {
    await page.goto("/contact");
    await expect(h1(page)).toHaveText("Get in Touch");
    for (const value of ["4 hrs", "500+", "24/7", "3"])
      await expect(page.locator("dd", { hasText: new RegExp(`^${value.replace("+", "\\+")}$`) })).toBeVisible();
    const methods = page.getByRole("region", { name: "Ways to reach us" });
    await expect(methods.getByRole("heading", { level: 2 })).toHaveText(["Call Us", "Email Support", "Live Chat", "Schedule Meeting"]);
    await expect(methods.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+254700123456");
    await expect(methods.getByRole("link", { name: "Send Email" })).toHaveAttribute("href", "mailto:support@kilele.tech");
    await expect(methods.getByText("Mon–Fri 9AM–5PM EAT")).toBeVisible();
    await expect(methods.getByText("Slots available within 48 hours")).toBeVisible();

    const hq = page.getByRole("region", { name: "Headquarters" });
    await expect(hq.getByRole("link", { name: /^\+254/ })).toHaveCount(2);
    await expect(hq.getByRole("link", { name: /View on Google Maps/ })).toHaveAttribute("target", "_blank");
    await expect(
      page.getByRole("region", { name: "24/7 Emergency Support" }).getByRole("link", { name: "emergency@kilele.tech" }),
    ).toBeVisible();
    const follow = page.getByRole("region", { name: "Follow Us" }).getByRole("link");
    await expect(follow).toHaveText([/LinkedIn/, /Twitter/, /Facebook/, /YouTube/]);
    for (const link of await follow.all()) await expect(link).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("region", { name: "Regional Offices" }).getByRole("heading", { level: 3 })).toHaveText([
      "Kampala, Uganda",
      "Dar es Salaam, Tanzania",
    ]);

    const form = page.getByRole("form", { name: "Send Us a Message" });
    await expect(form.getByLabel("Message")).toHaveAttribute("rows", "6");
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    const options = form.getByLabel("Service Interest").locator("option");
    await expect(options).toHaveCount(9);
    await expect(options.first()).toHaveText("Select a service (optional)");
  });

  test("/privacy: the notice names the three data-protection laws and a privacy contact", async ({ page }) => {
    await page.goto("/privacy");
    await expect(h1(page)).toHaveText("Privacy Notice");
    for (const law of [
      "Kenya's Data Protection Act, 2019",
      "Uganda's Data Protection and Privacy Act, 2019",
      "Tanzania's Personal Data Protection Act, 2022",
    ]) {
      await expect(page.getByText(law, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/privacy@kilele\.tech/)).toBeVisible();
  });

  test("/privacy: retention periods, the spam check and each destination of lead data", async ({ page }) => {
    await page.goto("/privacy");
    const retention = page.getByRole("region", { name: "How long we keep it" });
    await expect(retention.getByRole("listitem").filter({ hasText: "deleted 24 months after we receive them" })).toHaveCount(5);
    await expect(
      retention.getByText(
        "Live chats with our team (your messages, our replies and the details you gave): deleted 24 months after we receive them.",
      ),
    ).toBeVisible();
    await expect(retention.getByRole("listitem").filter({ hasText: "deleted 13 months after we receive them" })).toHaveCount(2);
    await expect(retention.getByText("Newsletter sign-ups: kept until you unsubscribe or ask us to erase them.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "How we keep out spam" })).toBeVisible();
    const sharing = page.getByRole("region", { name: "Who receives it" });
    for (const destination of ["Cloudflare's email service", "signed webhook", "Slack", "HubSpot", "one confirmation email"]) {
      await expect(sharing.getByText(destination)).toBeVisible();
    }
    await expect(page.getByText(/within 30 days/)).toBeVisible();
  });
});

test.describe("resources filtering: category and search combined", () => {
  const titles = (page: Page) => page.getByRole("list", { name: "Resources" }).getByRole("heading", { level: 3 });

  test("category, search, both combined, the empty state and Clear Filters", async ({ page }) => {
    await page.goto("/resources");
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    const all = await titles(page).count();
    expect(all).toBeGreaterThan(10);
    const group = page.getByRole("group", { name: "Filter by category" });
    const search = page.getByRole("searchbox", { name: "Search resources" });

    await group.getByRole("button", { name: /^Blog Posts/ }).click();
    await expect(group.getByRole("button", { name: /^Blog Posts/ })).toHaveAttribute("aria-pressed", "true");
    await expect(titles(page)).toHaveText([
      "Business Basic, Standard or Premium: Choosing a Microsoft 365 Plan",
      "Five Signs Your Business Has Outgrown Shared Email Passwords",
      "WhatsApp Business App or WhatsApp Business Platform?",
      "Backups Are Not Recovery: Test Your Restore Plan",
      "Why Your Website Needs a Retainer, Not Another Rebuild",
    ]);

    // Category AND search: blog posts that mention WhatsApp.
    await search.fill("WHATSAPP");
    await expect(titles(page)).toHaveText(["WhatsApp Business App or WhatsApp Business Platform?"]);

    // Search alone, matched on a tag ("Data Protection") or the description.
    await group.getByRole("button", { name: /^All Resources/ }).click();
    await search.fill("data protection");
    await expect(titles(page)).toHaveText([
      "Data Protection in East Africa: Kenya, Uganda and Tanzania Compared",
      "Messaging Platform Security Overview",
    ]);
    await expect(page.getByText(/^Showing \d+ of \d+ resources$/)).toHaveText(`Showing 2 of ${all} resources`);
    await expect(page).toHaveURL(/\/resources\?q=data\+protection$/);

    // Documentation + a term no documentation item has → empty state; Clear Filters resets both.
    await group.getByRole("button", { name: /^Documentation/ }).click();
    await search.fill("retainer");
    await expect(page.getByText("No resources found")).toBeVisible();
    await expect(titles(page)).toHaveCount(0);
    // Every change happened in place, and the address followed it.
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page).toHaveURL(/\/resources\?q=retainer&category=documentation$/);
    await page.reload();
    await expect(page.getByText("No resources found")).toBeVisible();
    await expect(search).toHaveValue("retainer");
    await expect(group.getByRole("button", { name: /^Documentation/ })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(group.getByRole("button", { name: /^All Resources/ })).toHaveAttribute("aria-pressed", "true");
    await expect(titles(page)).toHaveCount(all);
    await expect(page.getByText("No resources found")).toBeHidden();
    await expect(page).toHaveURL(/\/resources$/);
  });

  test("every category button shows its own items (plural buttons match singular types)", async ({ page }) => {
    await page.goto("/resources");
    const group = page.getByRole("group", { name: "Filter by category" });
    await group.getByRole("button", { name: /^Documentation/ }).click();
    await expect(titles(page)).toHaveText(["Microsoft 365 Admin Quick-Start", "Messaging Platform Security Overview"]);
    for (const [name, type] of [
      [/^Whitepapers/, "Whitepaper"],
      [/^Case Studies/, "Case Study"],
      [/^Webinars/, "Webinar"],
    ] as const) {
      await group.getByRole("button", { name }).click();
      await expect(page.getByText("No resources found")).toBeHidden();
      await expect(titles(page).first()).toBeVisible();
      const items = page.getByRole("list", { name: "Resources" }).locator(":scope > li").filter({ visible: true });
      for (const text of await items.allInnerTexts()) expect(text.toLowerCase()).toContain(type.toLowerCase());
    }
  });
});

test.describe("resources filtering without JavaScript: a GET form the server answers", () => {
  test.use({ javaScriptEnabled: false });
  const titles = (page: Page) => page.getByRole("list", { name: "Resources" }).getByRole("heading", { level: 3 });

  test("?q= renders only the matching items; a category, Search, Enter and Clear Filters load the filtered page", async ({ page }) => {
    await page.goto("/resources?q=data+protection");
    const group = page.getByRole("group", { name: "Filter by category" });
    const search = page.getByRole("searchbox", { name: "Search resources" });
    await expect(titles(page)).toHaveText([
      "Data Protection in East Africa: Kenya, Uganda and Tanzania Compared",
      "Messaging Platform Security Overview",
    ]);
    await expect(page.getByText(/^Showing 2 of \d+ resources$/)).toBeVisible();
    await expect(search).toHaveValue("data protection");
    await expect(group.getByRole("button", { name: /^All Resources/ })).toHaveAttribute("aria-pressed", "true");

    // A category button submits the search with it: no blog post is about data protection.
    await group.getByRole("button", { name: /^Blog Posts/ }).click();
    await expect(page).toHaveURL(/\/resources\?q=data\+protection&category=blog$/);
    await expect(group.getByRole("button", { name: /^Blog Posts/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("No resources found")).toBeVisible();
    await expect(titles(page)).toHaveCount(0);

    // Search, and Enter in the box, keep the chosen category.
    await search.fill("WHATSAPP");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/resources\?q=WHATSAPP&category=blog$/);
    await expect(titles(page)).toHaveText(["WhatsApp Business App or WhatsApp Business Platform?"]);
    await search.fill("restore");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/resources\?q=restore&category=blog$/);
    await expect(titles(page)).toHaveText(["Backups Are Not Recovery: Test Your Restore Plan"]);

    await search.fill("retainer");
    await group.getByRole("button", { name: /^Documentation/ }).click();
    await expect(page.getByText("No resources found")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(search).toHaveValue("");
    await expect(group.getByRole("button", { name: /^All Resources/ })).toHaveAttribute("aria-pressed", "true");
    expect(await titles(page).count()).toBeGreaterThan(10);
  });
});

test.describe("knowledge base accordion (WAI-ARIA)", () => {
  test("one item open or none; clicking the open item closes it", async ({ page }) => {
    await page.goto("/resources/knowledge-base");
    const headers = page.getByRole("region", { name: "Topics" }).getByRole("button");
    const [plans, security, retainers] = [headers.nth(0), headers.nth(1), headers.nth(2)];

    await retainers.click();
    await expect(retainers).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("region", { name: /Web design retainers/ });
    await expect(panel).toContainText("Starter Retainer — $299/month");
    await expect(panel).toContainText("5 hours of changes per month, 48-hour email response.");
    await expect(panel).toContainText("12-month commitment");

    await plans.click();
    await expect(plans).toHaveAttribute("aria-expanded", "true");
    await expect(retainers).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("region", { name: /Microsoft 365 plans/ })).toContainText("Business Premium — $22 per user/month");

    await plans.click();
    for (const header of [plans, security, retainers]) await expect(header).toHaveAttribute("aria-expanded", "false");
  });

  test("Home, End and the arrow keys move focus between the headers", async ({ page }) => {
    await page.goto("/resources/knowledge-base");
    const headers = page.getByRole("region", { name: "Topics" }).getByRole("button");
    await headers.nth(0).focus();
    await page.keyboard.press("ArrowDown");
    await expect(headers.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(headers.nth(2)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(headers.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(headers.nth(2)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(headers.nth(0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(headers.nth(0)).toHaveAttribute("aria-expanded", "true");
  });

  test("the search box narrows the topics", async ({ page }) => {
    await page.goto("/resources/knowledge-base");
    await page.getByRole("searchbox", { name: "Search the knowledge base" }).fill("encrypt");
    await expect(page.getByRole("region", { name: "Topics" }).getByRole("button")).toHaveText([
      "How secure is WhatsApp messaging automation?",
    ]);
  });
});
