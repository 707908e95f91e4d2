import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import type { LeadSubmissionInput } from "../../shared/lead-submission";
import { issueFormToken } from "../../worker/spam/form-token";
import { type DeliveryMessage, leadIdOf, playQueue, salesLead, submitLead } from "./delivery-path";
import { standInNamespace } from "./delivery-stand-in-client";
import { deskGet, shownRow } from "./desk-fixtures";
import { recordingEmail } from "./recording-email";
import { heldQueue, testDb } from "./worker-harness";

// Support is support: a chat lead with the support intent must say how we can help, is stored with
// the visitor's words and whether something is down, and reaches the desk, the alerts and the
// visitor's confirmation as a support request, never as a sale.

const FORM_TOKEN_SECRET = "support-requests-tests-form-token-secret";
const MESSAGE = "Our mail server <b>stopped</b> & nobody can send since 9:00";

function supportLead(overrides: Partial<LeadSubmissionInput> = {}): LeadSubmissionInput {
  return salesLead({
    intent: "support",
    orgType: null,
    companySize: null,
    primaryNeed: null,
    currentStack: null,
    urgency: null,
    budget: null,
    requestMessage: MESSAGE,
    downNow: true,
    ...overrides,
  });
}

/** Slack to the stand-in, the sales e-mail and the confirmation to recorders, a held queue. */
function destinations() {
  const ns = standInNamespace();
  const { held, queue } = heldQueue<DeliveryMessage>();
  const sales = recordingEmail(env.SALES_EMAIL);
  const visitor = recordingEmail(env.VISITOR_EMAIL);
  const bindings: Partial<Env> = {
    FORM_TOKEN_SECRET,
    LEADS_QUEUE: queue,
    SLACK_WEBHOOK_URL: ns.slackUrl,
    SALES_EMAIL_FROM: "alerts@kilele.test",
    SALES_EMAIL_TO: "sales@kilele.test",
    SALES_EMAIL: sales.binding,
    VISITOR_EMAIL_FROM: "hello@kilele.test",
    VISITOR_EMAIL: visitor.binding,
  };
  return { ns, held, sales: sales.sent, visitor: visitor.sent, bindings };
}

/** What a person's chat sends: the lead with the page's form token. */
const fromAPerson = async (lead: LeadSubmissionInput): Promise<LeadSubmissionInput> => ({
  ...lead,
  form_token: await issueFormToken(FORM_TOKEN_SECRET, new Date(Date.now() - 60_000)),
});

describe("a support request", () => {
  it("without a message is refused with 400 and stores nothing", async () => {
    const { bindings } = destinations();
    const { requestMessage: _, ...lead } = supportLead();
    const { res } = await submitLead(await fromAPerson(lead), bindings);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("A support request needs a message saying how we can help");
    const { rows } = await testDb.execute({ sql: "select 1 from leads where session_id = ?", args: [lead.sessionId] });
    expect(rows).toHaveLength(0);
  });

  it("is stored with the visitor's words and whether something is down", async () => {
    const { bindings } = destinations();
    const lead = supportLead({ requestMessage: `  ${MESSAGE}\u200b  ` });
    const leadId = await leadIdOf((await submitLead(await fromAPerson(lead), bindings)).res);
    const { rows } = await testDb.execute({ sql: "select intent, request_message, down_now from leads where id = ?", args: [leadId] });
    expect(rows[0]).toMatchObject({ intent: "support", request_message: MESSAGE, down_now: 1 });
  });

  it("is a support request on the desk's record page and inbox row, with its message and Down now, never High value", async () => {
    const { bindings } = destinations();
    const lead = supportLead({
      contact: { name: "Grace Njeri", email: "grace@njeri-law.co.ke", company: "Njeri Law", phone: "+254 722 000 999" },
    });
    const leadId = await leadIdOf((await submitLead(await fromAPerson(lead), bindings)).res);

    const { html: page } = await deskGet(deskRecordPath("lead", leadId));
    const text = page.replaceAll("<!-- -->", "");
    expect(text).toContain("Support request · ");
    expect(text).not.toContain("Chat lead · ");
    expect(text).toContain("Our mail server &lt;b&gt;stopped&lt;/b&gt; &amp; nobody can send since 9:00");
    expect(text).toContain(">Down now: yes</span>");
    expect(text).not.toContain(">High value</span>");

    const { html: inbox } = await deskGet("/desk?q=grace%40njeri-law.co.ke");
    const row = shownRow(inbox, leadId).replaceAll("<!-- -->", "");
    expect(row).toContain("Support request");
    expect(row).not.toContain("Chat lead");
    expect(row).toContain("Our mail server &lt;b&gt;stopped&lt;/b&gt;");
    expect(row).toContain(">Down now: yes</span>");
    expect(row).not.toContain(">High value</span>");
  });

  it("reaches Slack and the sales e-mail as a support request carrying the message, escaped", async () => {
    const { ns, held, sales, bindings } = destinations();
    await submitLead(await fromAPerson(supportLead()), bindings);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });

    const [slack] = await ns.requests("slack");
    const body = JSON.parse(slack!.body) as { text: string; blocks: { text?: { text: string } }[] };
    expect(body.text).toMatch(/^DOWN NOW: Support request: Joseph Okello/);
    expect(JSON.stringify(body.blocks)).toContain("Our mail server &lt;b&gt;stopped&lt;/b&gt; &amp; nobody can send since 9:00");

    expect(sales).toHaveLength(1);
    expect(sales[0]!.subject).toMatch(/^DOWN NOW: Support request: Joseph Okello/);
    expect(String(sales[0]!.text)).toContain(MESSAGE);
    expect(String(sales[0]!.html)).toContain("Our mail server &#60;b&#62;stopped&#60;/b&#62; &#38; nobody can send since 9:00");
  });

  it("gets the support wording in the visitor's confirmation e-mail, with the emergency line", async () => {
    const { held, visitor, bindings } = destinations();
    await submitLead(await fromAPerson(supportLead()), bindings);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });

    expect(visitor).toHaveLength(1);
    expect(visitor[0]!.subject).toBe("We have your support request: Kilele Technologies");
    const text = String(visitor[0]!.text);
    expect(text).toContain("Thank you for contacting Kilele Technologies support");
    expect(text).toContain("support team will get back to you");
    expect(text).toContain(`Your message: ${MESSAGE}`);
    expect(String(visitor[0]!.html)).toContain('href="tel:+254711999000"');
    expect(text).not.toMatch(/proposal/i);
  });
});
