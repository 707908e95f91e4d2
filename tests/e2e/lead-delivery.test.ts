import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { Webhook } from "standardwebhooks";
import { newSessionKey } from "../../shared/session-key";
import { answerQualification, database, fillContact, openChat, panel, uniqueEmail } from "./chat-page";
import { E2E_DATA_DIR, E2E_STAND_IN_PORT, E2E_WEBHOOK_SECRET } from "./e2e-env";
import { expect, test } from "./fixtures";

// A campaign visit, end to end: the visitor lands with UTM parameters, moves on, asks the chat for a
// proposal and sends the contact form; the campaign is then in sales' list, in the signed webhook
// that reaches the CRM, and in the analytics table.

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");

type Recorded = { body: string; headers: Record<string, string>; status: number | null };
/** Every record kind carries id and attribution; sign-ups have no contact block. */
type DeliveredEvent = {
  type: string;
  data: { id: string; contact?: { email: string }; attribution: { source: string; utm_campaign?: string } };
};

/**
 * The webhooks the stand-in accepted for this test's records, verified as a receiver would
 * (standardwebhooks). Only those are verified: the stand-in keeps the whole run's requests, and a
 * receiver refuses a signature timestamp older than five minutes.
 */
async function deliveredEvents(ours: (event: DeliveredEvent) => boolean): Promise<DeliveredEvent[]> {
  const requests = (await (await fetch(`http://127.0.0.1:${E2E_STAND_IN_PORT}/ns/e2e/__requests`)).json()) as Recorded[];
  return requests
    .filter((r) => r.status !== null && r.status < 300 && ours(JSON.parse(r.body) as DeliveredEvent))
    .map((r) => new Webhook(E2E_WEBHOOK_SECRET).verify(r.body, r.headers) as DeliveredEvent);
}

test("a campaign's source reaches the leads list, the webhook and the analytics row", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/?utm_source=linkedin&utm_medium=paid-social&utm_campaign=q4-managed-it", { referer: "https://www.linkedin.com/feed/" });
  await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);

  const sessionStart = page.waitForRequest(
    (r) => r.url().endsWith("/api/chatbot-analytics") && r.postDataJSON()?.eventType === "session_start",
  );
  await openChat(page);
  const { sessionId } = (await sessionStart).postDataJSON() as { sessionId: string };
  await answerQualification(page);
  await panel(page).getByRole("button", { name: "Get my proposal" }).click();
  const email = uniqueEmail("campaign");
  await fillContact(page, { name: "Amina Odhiambo", email, company: "Uzima Clinic", phone: "+256 772 000 111" });
  // A person spends at least the spam check's 3 s between the page arriving and sending a form.
  await page.waitForTimeout(3_000);
  const answered = page.waitForResponse("**/api/chatbot-submit");
  await panel(page).getByRole("button", { name: "Submit" }).click();
  const { leadId } = (await (await answered).json()) as { leadId: string };

  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("Full Name").fill("Amina Odhiambo");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Subject").fill("Managed IT for three clinics");
  await form.getByLabel("Message").fill("Following up on the chat.");
  await page.waitForTimeout(3_000);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();

  const { stdout } = await run("npx", ["tsx", "scripts/leads.ts", "--format", "json", "--source", "linkedin"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  const lead = (JSON.parse(stdout) as { id: string; source: string; office: string; attribution: Record<string, string | null> }[]).find(
    (l) => l.id === leadId,
  );
  expect(lead).toMatchObject({
    source: "linkedin",
    office: "kampala",
    attribution: {
      utm_source: "linkedin",
      utm_medium: "paid-social",
      utm_campaign: "q4-managed-it",
      referrer_host: "www.linkedin.com",
      landing_path: "/",
    },
  });

  await expect
    .poll(
      async () =>
        (await deliveredEvents((e) => e.data.id === leadId || e.data.contact?.email === email)).map((e) => [
          e.type,
          e.data.attribution.source,
          e.data.attribution.utm_campaign,
        ]),
      { timeout: 30_000 },
    )
    .toEqual(
      expect.arrayContaining([
        ["lead.created", "linkedin", "q4-managed-it"],
        ["contact.created", "linkedin", "q4-managed-it"],
      ]),
    );

  await expect
    .poll(
      async () => {
        const { rows } = await database().execute({
          sql: "SELECT data FROM analytics_events WHERE session_id = ? AND event_type = 'session_start'",
          args: [sessionId],
        });
        return rows.map((row) => JSON.parse(String(row.data)).utm_source);
      },
      { timeout: 30_000 },
    )
    .toEqual(["linkedin"]);
});

test.describe("the spam check", () => {
  test("a scripted lead without the page's token is answered as usual but reaches neither sales' list nor the webhook", async ({
    request,
  }) => {
    const sessionId = crypto.randomUUID();
    const email = uniqueEmail("scripted");
    const res = await request.post("/api/chatbot-submit", {
      data: {
        sessionId,
        sessionKey: newSessionKey(),
        intent: "sales",
        orgType: "Government",
        companySize: "300+",
        primaryNeed: "Security/Compliance",
        currentStack: "Microsoft 365",
        urgency: "Now",
        budget: "Enterprise",
        contact: { name: "Bot", email, company: "Bots Ltd", phone: "+254 700 000 000" },
      },
    });
    expect(res.status()).toBe(200);
    const { leadId } = (await res.json()) as { leadId: string };

    const leads = async (...flags: string[]) =>
      JSON.parse(
        (
          await run("npx", ["tsx", "scripts/leads.ts", "--format", "json", ...flags], {
            cwd: root,
            env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
          })
        ).stdout,
      ) as { id: string; spamReason: string | null }[];
    expect((await leads()).map((l) => l.id)).not.toContain(leadId);
    expect((await leads("--include-spam")).find((l) => l.id === leadId)).toMatchObject({ spamReason: "no form token" });
    const { rows } = await database().execute({ sql: "SELECT count(*) AS n FROM deliveries WHERE record_id = ?", args: [leadId] });
    expect(rows[0]!.n).toBe(0);
    expect(await deliveredEvents((e) => e.data.id === leadId)).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a person's contact message posted as a plain HTML form is not flagged", async ({ page }) => {
      await page.goto("/contact");
      const email = uniqueEmail("no-js");
      const form = page.getByRole("form", { name: "Send Us a Message" });
      await form.getByLabel("Full Name").fill("Baraka Mwita");
      await form.getByLabel("Email Address").fill(email);
      await form.getByLabel("Subject").fill("Printer fleet");
      await form.getByLabel("Message").fill("Can you manage 40 printers?");
      await page.waitForTimeout(3_000);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
      const { rows } = await database().execute({ sql: "SELECT spam_reason FROM contact_messages WHERE email = ?", args: [email] });
      expect(rows).toEqual([expect.objectContaining({ spam_reason: null })]);
    });
  });
});
