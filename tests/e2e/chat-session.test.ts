import {
  answerQualification,
  chatSessionId,
  chatSessionKey,
  choose,
  chooseIntent,
  database,
  fillContact,
  intentButton,
  openChat,
  opener,
  PANEL_LOAD_TIMEOUT,
  panel,
  passRequestStep,
  uniqueEmail,
} from "./chat-page";
import { expect, test } from "./fixtures";

/** The chat panel's island (app/chat/chat-island.tsx), a chunk of its own in the production build. */
const ISLAND_CHUNK = /\/assets\/chat-island-[\w-]+\.js$/;

// The chat assistant against the real server: production build in workerd, real API, real sqld.

test.describe("chat assistant: restarting, failures, timing and resuming", () => {
  test("Start Over clears answers, question and answer, returns to intent and records conversation_restarted", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await chooseIntent(page, "FAQ");
    await panel(page).getByLabel("Your question").fill("How much is Google Workspace?");
    await panel(page).getByRole("button", { name: "Ask Question" }).click();
    await expect(panel(page).getByText("How much is Google Workspace?")).toBeVisible();
    await panel(page).getByLabel("Your question").fill("half-typed");

    const restarted = page.waitForRequest(
      (r) => r.url().includes("/api/chatbot-analytics") && r.postDataJSON().eventType === "conversation_restarted",
    );
    await panel(page).getByRole("button", { name: "Start Over" }).click();
    expect((await restarted).postDataJSON()).toMatchObject({
      eventType: "conversation_restarted",
      sessionId: await chatSessionId(page),
      data: { fromStep: "faq" },
    });
    await expect(intentButton(page, "Sales")).toBeFocused();
    await expect(panel(page).getByRole("button", { name: "Start Over" })).toHaveCount(0);

    await chooseIntent(page, "FAQ");
    await expect(panel(page).getByLabel("Your question")).toHaveValue("");
    await expect(panel(page).getByText("How much is Google Workspace?")).toHaveCount(0);

    await panel(page).getByRole("button", { name: "Start Over" }).click();
    await chooseIntent(page, "Sales");
    await choose(page, "NGOs");
    await choose(page, "11–50");
    await panel(page).getByRole("button", { name: "Start Over" }).click();
    await chooseIntent(page, "Sales");
    await expect(panel(page).getByText("What type of organisation are you?")).toBeVisible();
    await expect(panel(page).getByText("How many people work in your organisation?")).toHaveCount(0);
    await expect(panel(page).getByText("11–50")).toHaveCount(0);
  });

  test("submit failure (request blocked): Error notice, the form stays filled, a retry succeeds", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await answerQualification(page);
    await panel(page).getByRole("button", { name: "Get my proposal" }).click();
    const email = uniqueEmail("retry");
    await fillContact(page, { name: "Baraka Juma", email, company: "Juma Legal", phone: "0722 123 456" });

    await page.route("**/api/chatbot-submit", (route) => route.abort());
    await panel(page).getByRole("button", { name: "Submit" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Error");
    await expect(alert).toContainText("Failed to submit. Please try again or contact us directly.");
    await expect(panel(page).getByLabel("Name")).toHaveValue("Baraka Juma");
    await expect(panel(page).getByLabel("Email")).toHaveValue(email);
    await expect(panel(page).getByLabel("Company")).toHaveValue("Juma Legal");
    await expect(panel(page).getByLabel("Phone")).toHaveValue("0722 123 456");
    await expect(panel(page).getByRole("button", { name: "Submit" })).toBeEnabled();

    await page.unroute("**/api/chatbot-submit");
    await panel(page).getByRole("button", { name: "Submit" }).click();
    await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(alert).toHaveText("");
    const { rows } = await database().execute({ sql: "SELECT count(*) AS n FROM leads WHERE contact_email = ?", args: [email] });
    expect(rows[0]!.n).toBe(1);
  });

  test("the success screen closes and resets at 5000 ms exactly (controlled clock)", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await openChat(page);
    await chooseIntent(page, "General enquiry");
    await passRequestStep(page);
    await fillContact(page, { name: "Saa Tano", email: uniqueEmail("clock"), company: "Saa Ltd" });
    await page.clock.pauseAt(Date.now() + 1000);
    await panel(page).getByRole("button", { name: "Submit" }).click();
    await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await page.clock.runFor(4_900);
    await expect(panel(page)).toBeVisible();
    await page.clock.runFor(100);
    await expect(panel(page)).toBeHidden();
    await expect(opener(page)).toBeFocused();
    await page.clock.resume();
    await openChat(page);
    await expect(intentButton(page, "General enquiry")).toBeVisible();
    await expect(panel(page).getByLabel("Name")).toHaveCount(0);
  });

  test("a second lead from the same page has its own session and key and the fresh form token the first answer carried; no key leaves in analytics", async ({
    page,
  }) => {
    const others: string[] = [];
    page.on("request", (r) => /\/api\/(chatbot-analytics|chatbot-faq)/.test(r.url()) && others.push(r.postData() ?? ""));
    await page.goto("/");
    const pageToken = await page.locator('meta[name="form-token"]').getAttribute("content");
    const sendLead = async (name: string) => {
      await openChat(page);
      await chooseIntent(page, "General enquiry");
      await passRequestStep(page);
      await fillContact(page, { name, email: uniqueEmail("second-lead"), company: "Pili Ltd" });
      const submitted = page.waitForRequest("**/api/chatbot-submit");
      const answered = page.waitForResponse("**/api/chatbot-submit");
      await panel(page).getByRole("button", { name: "Submit" }).click();
      const payload = (await submitted).postDataJSON() as { sessionId: string; sessionKey: string; form_token: string };
      const response = await answered;
      expect(response.status()).toBe(200);
      await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
      return { payload, freshToken: await response.headerValue("form-token") };
    };

    const first = await sendLead("Kwanza");
    expect(first.payload.form_token).toBe(pageToken);
    expect(first.payload.sessionKey).toMatch(/^[\w-]{22}$/);
    expect(first.freshToken).toBeTruthy();
    await expect(panel(page)).toBeHidden({ timeout: 10_000 });

    const second = await sendLead("Pili");
    expect(second.payload.form_token).toBe(first.freshToken);
    expect(second.payload.sessionId).not.toBe(first.payload.sessionId);
    expect(second.payload.sessionKey).not.toBe(first.payload.sessionKey);
    const { rows } = await database().execute({
      sql: "SELECT contact_name, spam_reason FROM leads WHERE session_id IN (?, ?) ORDER BY contact_name",
      args: [first.payload.sessionId, second.payload.sessionId],
    });
    expect(rows.map((row) => ({ ...row }))).toEqual([
      { contact_name: "Kwanza", spam_reason: null },
      { contact_name: "Pili", spam_reason: null },
    ]);
    expect(others.length).toBeGreaterThan(0);
    for (const body of others) {
      expect(body).not.toContain(first.payload.sessionKey);
      expect(body).not.toContain(second.payload.sessionKey);
    }
  });

  test("the submit button is disabled while the request is in flight", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await chooseIntent(page, "General enquiry");
    await passRequestStep(page);
    await fillContact(page, { name: "Neema", email: uniqueEmail("inflight"), company: "Neema Co" });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/chatbot-submit", async (route) => {
      await held;
      await route.continue();
    });
    await panel(page).getByRole("button", { name: "Submit" }).click();
    await expect(panel(page).getByRole("button", { name: "Submitting…" })).toBeDisabled();
    release();
    await expect(panel(page).getByRole("heading", { name: "Thank you!" })).toBeVisible();
  });

  test("an analytics failure changes nothing for the visitor", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && logged.push(msg.text()));
    await page.route("**/api/chatbot-analytics", (route) => route.abort());
    await page.goto("/");
    await openChat(page);
    await answerQualification(page);
    await expect(panel(page).getByRole("button", { name: "Get my proposal" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("");
    await expect.poll(() => logged.some((line) => line.includes("Chat analytics event not recorded"))).toBe(true);
  });

  test("a reload or a page change in the middle of the flow resumes it", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await chooseIntent(page, "Sales");
    await choose(page, "Manufacturing");
    await choose(page, "300+");
    const sessionId = await chatSessionId(page);
    const sessionKey = await chatSessionKey(page);
    expect(sessionKey).toMatch(/^[\w-]{22}$/);

    await page.reload();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText("What is your main need right now?")).toBeVisible();
    await expect(panel(page).getByText("Manufacturing")).toBeVisible();
    await expect(panel(page).getByText("300+")).toBeVisible();
    expect(await chatSessionId(page)).toBe(sessionId);
    // The session's key is kept with it: a lead sent after the reload is still this chat's.
    expect(await chatSessionKey(page)).toBe(sessionKey);

    await choose(page, "Data & Analytics");
    await page.goto("/this-page-does-not-exist");
    await expect(panel(page).getByText("What do you use today for email and documents?")).toBeVisible();
    await choose(page, "On-prem");
    await choose(page, "90 days");
    await choose(page, "Standard");
    await expect(panel(page).getByRole("listitem").filter({ hasText: "Data & Analytics Solutions" })).toBeVisible();

    // Closed stays closed across a reload.
    await panel(page).getByRole("button", { name: "Close chat" }).click();
    await page.reload();
    await expect(opener(page)).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await openChat(page);
    await expect(panel(page).getByRole("button", { name: "Get my proposal" })).toBeVisible();
  });

  test("the panel's code is fetched on intent (the pointer over the opener), not with the page", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (r) => ISLAND_CHUNK.test(r.url()) && fetched.push(r.url()));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    const requested = page.waitForRequest(ISLAND_CHUNK);
    await opener(page).hover();
    await requested;
    await expect(panel(page)).toHaveCount(0);
    await expect(opener(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("while the panel's code loads after a click, a status says so; then the panel opens with focus in it", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ISLAND_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await opener(page).click();
    const loading = page.getByRole("status").filter({ hasText: "Loading the assistant…" });
    await expect(loading).toBeVisible();
    await expect(opener(page)).toHaveAttribute("aria-expanded", "true");
    release();
    await expect(panel(page)).toBeVisible({ timeout: PANEL_LOAD_TIMEOUT });
    await expect(intentButton(page, "Sales")).toBeFocused();
    await expect(loading).toHaveCount(0);
  });

  test("a page's chat call to action opens the assistant", async ({ page }) => {
    await page.goto("/solutions/cloud-and-licensing");
    await page.getByRole("region", { name: "Let us manage your cloud licences" }).getByRole("button", { name: "Chat with us" }).click();
    await expect(panel(page)).toBeVisible({ timeout: PANEL_LOAD_TIMEOUT });
    await expect(intentButton(page, "Sales")).toBeFocused();
    await expect(opener(page)).toHaveAttribute("aria-expanded", "true");
  });

  test("Continue on WhatsApp carries a summary of the choices and no contact details", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await answerQualification(page);
    const href = await panel(page)
      .getByRole("link", { name: /Continue on WhatsApp/ })
      .getAttribute("href");
    const text = new URL(href!).searchParams.get("text")!;
    expect(text).toContain("Organisation: Healthcare");
    expect(text).toContain("Team size: 51–300");
    expect(text).toContain("Microsoft 365 Business Premium");
    await panel(page).getByRole("button", { name: "Get my proposal" }).click();
    await fillContact(page, { name: "Secret Name", email: "secret@example.com", company: "Secret Co" });
    const contactHref = await panel(page)
      .getByRole("link", { name: /Continue on WhatsApp/ })
      .getAttribute("href");
    expect(decodeURIComponent(contactHref!)).not.toMatch(/Secret|secret@/);
  });
});
