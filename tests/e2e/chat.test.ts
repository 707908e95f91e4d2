import {
  answerQualification,
  chatSessionId,
  choose,
  chooseIntent,
  database,
  fillContact,
  intentButton,
  openChat,
  opener,
  panel,
  salesAnswers,
  successNotice,
  uniqueEmail,
} from "./chat-page";
import { expect, test } from "./fixtures";

// The chat assistant against the real server: production build in workerd, real API, real sqld.

test.describe("chat assistant", () => {
  test("full sales walk: qualification, recommendations, lead stored, notice, success, auto-close after 5 s", async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    await openChat(page);
    await expect(panel(page).getByRole("heading", { name: "Assistant" })).toBeVisible();
    await expect(panel(page)).toHaveCSS("max-height", "500px");
    await expect(panel(page).getByRole("button", { name: "Start Over" })).toHaveCount(0);

    await chooseIntent(page, "Sales");
    await expect(panel(page).getByText("What type of organisation are you?")).toBeVisible();
    for (const label of ["SMEs", "Legal", "Banking & Finance", "Healthcare", "Education", "Manufacturing", "NGOs", "Government"]) {
      await expect(panel(page).getByRole("button", { name: label, exact: true })).toBeVisible();
    }
    for (const [step, value] of Object.entries(salesAnswers)) {
      if (step === "size") await expect(panel(page).getByRole("button", { name: "1–10", exact: true })).toBeVisible();
      await choose(page, value);
    }

    const recommendations = panel(page)
      .getByRole("list", { name: "Based on your answers, here is what we recommend:" })
      .getByRole("listitem");
    await expect(recommendations).toHaveCount(3);
    await expect(recommendations.nth(0)).toContainText("Microsoft 365 Business Premium");
    await expect(recommendations.nth(1)).toContainText("WhatsApp Messaging Platform");
    await expect(recommendations.nth(2)).toContainText("Cloud Backup & Recovery");
    await expect(recommendations.nth(2)).toContainText(/patient records/i);

    const popup = context.waitForEvent("page");
    await recommendations.nth(0).getByRole("button", { name: /^View/ }).click();
    const productPage = await popup;
    await expect(productPage).toHaveURL(/\/products\/microsoft-365$/);
    await productPage.close();

    await panel(page).getByRole("button", { name: "Get my proposal" }).click();
    await expect(panel(page).getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
    const email = uniqueEmail("amina");
    await fillContact(page, { name: "Amina Odhiambo", email, company: "Uzima Clinic", phone: "+254 722 000 111" });
    const submitted = page.waitForRequest("**/api/chatbot-submit");
    await panel(page).getByRole("button", { name: "Submit" }).click();
    const payload = (await submitted).postDataJSON();

    await expect(successNotice(page)).toHaveText("Thank you!We've received your information. Lead score: 93 (High Priority)");
    const success = panel(page);
    await expect(success.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    const successShownAt = Date.now();
    await expect(success).toContainText("within 24 hours with a customised proposal");
    await expect(success).toContainText("Check your email");
    await expect(success).toContainText("consultation");
    await expect(success.getByRole("link", { name: /Chat with us on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(success.getByRole("button", { name: "Start Over" })).toHaveCount(0);

    expect(payload).toMatchObject({
      intent: "sales",
      orgType: "Healthcare",
      companySize: "51–300",
      primaryNeed: "Security/Compliance",
      currentStack: "Microsoft 365",
      urgency: "Now",
      budget: "Enterprise",
      contact: { name: "Amina Odhiambo", email, company: "Uzima Clinic", phone: "+254 722 000 111" },
      consent: { marketing: false },
    });
    const { rows } = await database().execute({ sql: "SELECT * FROM leads WHERE session_id = ?", args: [payload.sessionId] });
    expect(rows).toHaveLength(1);
    const lead = rows[0]!;
    expect(lead).toMatchObject({
      intent: "sales",
      org_type: "Healthcare",
      company_size: "51–300",
      primary_need: "Security/Compliance",
      current_stack: "Microsoft 365",
      urgency: "Now",
      budget: "Enterprise",
      contact_name: "Amina Odhiambo",
      contact_email: email,
      contact_company: "Uzima Clinic",
      lead_score: 93,
      is_high_value: 1,
      consent_marketing: 0,
    });
    expect(lead.consent_notice_version).toBeTruthy();
    expect(JSON.parse(String(lead.recommendations)).map((r: { id: string }) => r.id)).toEqual([
      "microsoft-365-business-premium",
      "whatsapp-messaging-platform",
      "cloud-backup-recovery",
    ]);

    // The chat's analytics events reach the analytics table through the real queue.
    await expect
      .poll(
        async () => {
          const events = await database().execute({
            sql: "SELECT event_type, data FROM analytics_events WHERE session_id = ? ORDER BY occurred_at",
            args: [payload.sessionId],
          });
          return events.rows.map((r) => r.event_type).sort();
        },
        { timeout: 30_000 },
      )
      .toEqual(
        [
          "session_start",
          "intent_selected",
          ...Array(6).fill("step_completed"),
          "recommendations_generated",
          "recommendation_clicked",
          "form_submitted",
        ].sort(),
      );

    // After 5 seconds on success the chat closes and resets.
    await expect(panel(page)).toBeHidden({ timeout: 10_000 });
    expect(Date.now() - successShownAt).toBeGreaterThanOrEqual(4_000);
    await expect(opener(page)).toHaveAttribute("aria-expanded", "false");
    await openChat(page);
    await expect(intentButton(page, "Sales")).toBeVisible();
    expect(await chatSessionId(page)).not.toBe(payload.sessionId);
  });

  test("support intent goes straight to the contact form and submits without qualification", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await chooseIntent(page, "Support");
    await expect(panel(page).getByLabel("Name")).toBeFocused();
    const email = uniqueEmail("support");
    await fillContact(page, { name: "Peter Mwangi", email, company: "Mwangi Traders" });
    await panel(page)
      .getByRole("checkbox", { name: /news and offers/ })
      .check();
    const answered = page.waitForResponse("**/api/chatbot-submit");
    await panel(page).getByRole("button", { name: "Submit" }).click();
    const body = await (await answered).json();
    await expect(successNotice(page)).toContainText(`Lead score: ${body.leadScore}`);
    const { rows } = await database().execute({
      sql: "SELECT intent, org_type, consent_marketing FROM leads WHERE contact_email = ?",
      args: [email],
    });
    expect(rows).toEqual([expect.objectContaining({ intent: "support", org_type: null, consent_marketing: 1 })]);
  });

  test("contact form: required fields and e-mail format are checked before sending", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await chooseIntent(page, "General enquiry");
    let sent = false;
    page.on("request", (r) => {
      if (r.url().includes("/api/chatbot-submit")) sent = true;
    });
    await panel(page).getByRole("button", { name: "Submit" }).click();
    await expect(panel(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(panel(page).getByLabel("Name")).toBeFocused();
    await expect(panel(page)).toContainText("Company is required");
    await fillContact(page, { name: "Zawadi", email: "zawadi-at-example", company: "Zawadi Ltd" });
    await panel(page).getByRole("button", { name: "Submit" }).click();
    await expect(panel(page)).toContainText("Enter a valid email address");
    await expect(panel(page).getByLabel("Email")).toBeFocused();
    expect(sent).toBe(false);
  });

  test("FAQ walk: Ask Question disabled while blank or loading, the answer and its link shown", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await chooseIntent(page, "FAQ");
    const question = panel(page).getByLabel("Your question");
    const ask = panel(page).getByRole("button", { name: "Ask Question" });
    await expect(question).toBeFocused();
    await expect(ask).toBeDisabled();
    await question.fill("    ");
    await expect(ask).toBeDisabled();
    await question.fill("What are your office hours in Nairobi?");
    await expect(ask).toBeEnabled();

    // Hold the answer to see the loading state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/chatbot-faq", async (route) => {
      await held;
      await route.continue();
    });
    const requested = page.waitForRequest("**/api/chatbot-faq");
    const answered = page.waitForResponse("**/api/chatbot-faq");
    await ask.click();
    expect((await requested).postDataJSON()).toEqual({
      query: "What are your office hours in Nairobi?",
      sessionId: await chatSessionId(page),
    });
    await expect(ask).toBeDisabled();
    await expect(panel(page)).toContainText("Looking that up…");
    release();
    const body = await (await answered).json();

    await expect(panel(page)).toContainText(body.response.slice(0, 60));
    await expect(panel(page).getByText("What are your office hours in Nairobi?")).toBeVisible();
    if (body.resourceUrl) {
      await expect(panel(page).getByRole("link", { name: /Learn more/ })).toHaveAttribute("href", body.resourceUrl);
    }
    await expect(question).toHaveValue("");
    const { rows } = await database().execute({
      sql: "SELECT query FROM faq_queries WHERE session_id = ?",
      args: [await chatSessionId(page)],
    });
    expect(rows.map((r) => r.query)).toEqual(["What are your office hours in Nairobi?"]);
  });

  test("FAQ failure: the assistant apologises and links to /contact in a new tab", async ({ page }) => {
    await page.route("**/api/chatbot-faq", (route) => route.abort());
    await page.goto("/");
    await openChat(page);
    await chooseIntent(page, "FAQ");
    await panel(page).getByLabel("Your question").fill("Do you support Linux servers?");
    await panel(page).getByRole("button", { name: "Ask Question" }).click();
    await expect(panel(page)).toContainText("I'm experiencing technical difficulties. Please contact our support team directly.");
    const link = panel(page).getByRole("link", { name: /Contact us/ });
    await expect(link).toHaveAttribute("href", "/contact");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(panel(page).getByLabel("Your question")).toHaveValue("Do you support Linux servers?");
  });

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

  test("the submit button is disabled while the request is in flight", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await chooseIntent(page, "General enquiry");
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

    await page.reload();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText("What is your main need right now?")).toBeVisible();
    await expect(panel(page).getByText("Manufacturing")).toBeVisible();
    await expect(panel(page).getByText("300+")).toBeVisible();
    expect(await chatSessionId(page)).toBe(sessionId);

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

  test("other pages open the assistant through the open-chat event", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("kilele:open-chat")));
    await expect(panel(page)).toBeVisible();
    await expect(intentButton(page, "Sales")).toBeFocused();
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
