import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { HONEYPOT_FIELD } from "../../shared/form-guard";
import type { LeadSubmissionInput } from "../../shared/lead-submission";
import { issueFormToken } from "../../worker/spam/form-token";
import { type DeliveryMessage, deliveriesOf, leadIdOf, playQueue, post, salesLead, submitLead } from "./delivery-path";
import { deskPost, expectRedirect } from "./desk-fixtures";
import { recordingEmail } from "./recording-email";
import { heldQueue } from "./worker-harness";

// The confirmation e-mail to the visitor goes through the outbox like every destination: once per
// chat lead, to the address the visitor gave, never for a lead held as spam until a person
// releases it, and a failed send is tried again rather than lost.

const FORM_TOKEN_SECRET = "visitor-confirmation-tests-form-token-secret";
const SENDER = "hello@kilele.test";

/** The confirmation on (the local binding behind a recorder), a held queue; `failures` sends refused before the binding sends. */
function confirmationOn(failures = 0) {
  const { held, queue } = heldQueue<DeliveryMessage>();
  const { sent, binding } = recordingEmail(env.VISITOR_EMAIL, failures);
  const bindings: Partial<Env> = { VISITOR_EMAIL_FROM: SENDER, VISITOR_EMAIL: binding, FORM_TOKEN_SECRET, LEADS_QUEUE: queue };
  return { held, sent, bindings };
}

/** What a person's chat sends: the lead with the page's form token. */
async function fromAPerson(lead: LeadSubmissionInput): Promise<LeadSubmissionInput> {
  return { ...lead, form_token: await issueFormToken(FORM_TOKEN_SECRET, new Date(Date.now() - 60_000)) };
}

describe("the visitor's confirmation e-mail", () => {
  it("goes once to the visitor's address for a chat lead, and not again for a changed resubmission", async () => {
    const { held, sent, bindings } = confirmationOn();
    const lead = await fromAPerson(salesLead({ recommendations: [{ id: "microsoft-365-business-premium" }] }));
    const leadId = await leadIdOf((await submitLead(lead, bindings)).res);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from: { email: SENDER }, to: lead.contact.email, replyTo: "kampala@kilele.tech" });
    expect(String(sent[0]!.text)).toContain("Our Kampala office will contact you");
    expect(String(sent[0]!.html)).toContain('<a href="https://www.kilele.tech/products/microsoft-365">Microsoft 365 Business Premium</a>');

    // The visitor changes an answer: a new version goes to sales, no second confirmation to the visitor.
    const changed = await submitLead({ ...lead, urgency: "90 days" }, bindings);
    expect(changed.res.status).toBe(200);
    expect(held).toEqual([]);
    expect(sent).toHaveLength(1);
    expect((await deliveriesOf(leadId)).map((r) => [r.destination, r.record_version, r.event_type, r.status])).toEqual([
      ["confirmation", 1, "lead.created", "delivered"],
    ]);
  });

  it("is not sent for a contact message: it confirms chat leads only", async () => {
    const { held, bindings } = confirmationOn();
    const contact = await post(
      "/api/contact",
      JSON.stringify({ name: "Grace", email: "grace@wanjiru.co.ke", subject: "Quote", message: "Please call me." }),
      "application/json",
      bindings,
    );
    expect(contact.res.status).toBe(201);
    expect(held).toEqual([]);
  });

  it("is held back with a lead caught by the honeypot, and sent once when a person releases it as Not spam", async () => {
    const { held, sent, bindings } = confirmationOn();
    const lead = { ...(await fromAPerson(salesLead())), [HONEYPOT_FIELD]: "https://cheap-seo.example" };
    const leadId = await leadIdOf((await submitLead(lead, bindings)).res);
    expect(await deliveriesOf(leadId)).toEqual([]);
    expect(held).toEqual([]);

    const path = deskRecordPath("lead", leadId);
    expectRedirect((await deskPost(`${path}/not-spam`, {}, { bindings })).res, path, "released");
    expectRedirect((await deskPost(`${path}/not-spam`, {}, { bindings })).res, path, "not-spam-already");
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });

    expect(sent.map((message) => message.to)).toEqual([lead.contact.email]);
    expect((await deliveriesOf(leadId)).map((r) => [r.destination, r.status])).toEqual([["confirmation", "delivered"]]);
  });

  it("is sent with the first version that is delivered at all: a held lead the person then corrects", async () => {
    const { held, sent, bindings } = confirmationOn();
    const lead = await fromAPerson(salesLead());
    const leadId = await leadIdOf((await submitLead({ ...lead, [HONEYPOT_FIELD]: "autofilled" }, bindings)).res);
    expect(held).toEqual([]);

    expect((await submitLead({ ...lead, budget: "Standard" }, bindings)).res.status).toBe(200);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    expect(sent.map((message) => message.to)).toEqual([lead.contact.email]);
    expect((await deliveriesOf(leadId)).map((r) => [r.destination, r.record_version, r.event_type])).toEqual([
      ["confirmation", 2, "lead.updated"],
    ]);
  });

  it("is tried again when the binding fails, and sent once", async () => {
    const { held, sent, bindings } = confirmationOn(1);
    const leadId = await leadIdOf((await submitLead(await fromAPerson(salesLead()), bindings)).res);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0, rounds: 2 });

    expect(sent).toHaveLength(1);
    expect(await deliveriesOf(leadId)).toMatchObject([{ destination: "confirmation", status: "delivered", attempts: 2 }]);
  });
});
