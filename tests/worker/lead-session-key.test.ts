import { describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import type { LeadSubmissionInput } from "../../shared/lead-submission";
import { newSessionKey } from "../../shared/session-key";
import { issueFormToken } from "../../worker/spam/form-token";
import { webhookSecret } from "./delivery-fixtures";
import { type DeliveryMessage, deliveriesOf, destinationsAt, salesLead } from "./delivery-path";
import { standInNamespace } from "./delivery-stand-in-client";
import { activityOf, deskGet, deskPost, storeLead, workRow } from "./desk-fixtures";
import { errorOf, heldQueue, postToWorker, testDb } from "./worker-harness";

// A chat lead belongs to the chat that made it: the session id travels in analytics and alerts, so
// only the chat's secret session key may write the lead again. Another key (or none) changes nothing;
// the right key makes a new version that sales see on the timeline, and never moves a lead someone
// works into spam.

const FORM_TOKEN_SECRET = "desk-tests-form-token-secret";

function destinations() {
  const { held, queue } = heldQueue<DeliveryMessage>();
  return { held, bindings: { ...destinationsAt(standInNamespace(), webhookSecret()), LEADS_QUEUE: queue } };
}

/** Posts a lead as a visitor's page would (with a fresh form token); the response. */
async function submit(lead: unknown, bindings: Partial<Env>) {
  const form_token = await issueFormToken(FORM_TOKEN_SECRET, new Date(Date.now() - 60_000));
  const body = JSON.stringify({ ...(lead as object), form_token });
  return postToWorker("/api/chatbot-submit", body, "application/json", { FORM_TOKEN_SECRET, ...bindings });
}

async function leadRow(id: string) {
  const { rows } = await testDb.execute({
    sql: "select contact_email, contact_phone, contact_name, version, spam_reason, updated_at, session_key_hash from leads where id = ?",
    args: [id],
  });
  expect(rows).toHaveLength(1);
  return { ...rows[0] };
}

const withPhone = (lead: LeadSubmissionInput, phone: string): LeadSubmissionInput => ({ ...lead, contact: { ...lead.contact, phone } });

describe("a chat lead belongs to the chat that made it", () => {
  it("a second submit for the session from another key answers 409 session_conflict and changes nothing: row, deliveries, desk", async () => {
    const { held, bindings } = destinations();
    const lead = salesLead();
    const id = await storeLead(lead, { bindings });
    const before = await leadRow(id);
    const deliveriesBefore = await deliveriesOf(id);
    expect(deliveriesBefore.length).toBeGreaterThan(0);
    held.length = 0;

    const forged = {
      ...lead,
      sessionKey: newSessionKey(),
      contact: { ...lead.contact, email: "attacker@evil.example", phone: "+254 799 999 999" },
    };
    const res = await submit(forged, bindings);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: "session_conflict", message: expect.any(String) });

    expect(await leadRow(id)).toEqual(before);
    expect(await deliveriesOf(id)).toEqual(deliveriesBefore);
    expect(held).toEqual([]);
    expect(await activityOf(id)).toEqual([]);
  });

  it("a lead stored before leads had a key cannot be claimed by any key", async () => {
    const { held, bindings } = destinations();
    const lead = salesLead();
    const id = await storeLead(lead, { bindings });
    await testDb.execute({ sql: "update leads set session_key_hash = null where id = ?", args: [id] });
    const before = await leadRow(id);
    held.length = 0;

    const res = await submit(withPhone(lead, "+256 700 123 456"), bindings);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("session_conflict");
    expect(await leadRow(id)).toEqual(before);
    expect(held).toEqual([]);
  });

  it("a submit without a session key is refused with 400 naming it, and stores nothing", async () => {
    const { sessionKey: _, ...keyless } = salesLead();
    const res = await submit(keyless, destinations().bindings);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues).toEqual([expect.objectContaining({ path: "sessionKey" })]);
    const { rows } = await testDb.execute({ sql: "select count(*) as n from leads where session_id = ?", args: [keyless.sessionId] });
    expect(rows[0]?.n).toBe(0);
  });

  it("the right key with a changed phone makes version 2, a lead.updated delivery and a timeline entry with old → new", async () => {
    const { held, bindings } = destinations();
    const lead = salesLead();
    const id = await storeLead(lead, { bindings });

    // An identical retry (a lost answer) is no new version and no entry.
    expect((await submit(lead, bindings)).status).toBe(200);
    expect((await leadRow(id)).version).toBe(1);
    expect(await activityOf(id)).toEqual([]);
    held.length = 0;

    const res = await submit(withPhone(lead, "+256 700 123 456"), bindings);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { leadId: string }).leadId).toBe(id);
    expect(await leadRow(id)).toMatchObject({ version: 2, contact_phone: "+256 700 123 456", contact_email: lead.contact.email });

    const updated = (await deliveriesOf(id)).filter((d) => d.record_version === 2);
    expect(updated.map((d) => [d.destination, d.event_type])).toEqual([
      ["hubspot", "lead.updated"],
      ["slack", "lead.updated"],
      ["webhook", "lead.updated"],
    ]);
    expect(held).toHaveLength(3);

    expect(await activityOf(id)).toEqual([
      { kind: "resubmitted", actor: "visitor", from_value: "1", to_value: "2", note: "Phone: +256 772 000 111 → +256 700 123 456" },
    ]);
    const { html } = await deskGet(deskRecordPath("lead", id));
    expect(html).toContain("Sent again by the visitor");
    expect(html).toContain("version 1 → 2");
    expect(html).toContain("Phone: +256 772 000 111 → +256 700 123 456");
  });

  it("the timeline entry names every changed answer and contact detail", async () => {
    const { bindings } = destinations();
    const lead = salesLead();
    const id = await storeLead(lead, { bindings });
    const changed = { ...lead, budget: "Standard" as const, contact: { ...lead.contact, name: "Joseph O. Okello", phone: "" } };
    expect((await submit(changed, bindings)).status).toBe(200);
    const [entry] = await activityOf(id);
    expect(entry?.note?.split("\n")).toEqual([
      "Budget: Enterprise → Standard",
      "Name: Joseph Okello → Joseph O. Okello",
      "Phone: +256 772 000 111 → —",
    ]);
  });

  it("a honeypot resubmission with the right key does not move a claimed lead to spam, and delivers nothing", async () => {
    const { held, bindings } = destinations();
    const lead = salesLead();
    const id = await storeLead(lead, { bindings });
    expect((await deskPost(`${deskRecordPath("lead", id)}/claim`)).res.status).toBe(303);
    const claimed = await workRow(id);
    held.length = 0;

    const res = await submit({ ...withPhone(lead, "+256 700 123 456"), website: "https://spam.example" }, bindings);
    expect(res.status).toBe(200);
    expect(await workRow(id)).toEqual(claimed);
    expect(claimed).toMatchObject({ spam_reason: null, status: "attempting" });
    expect((await leadRow(id)).version).toBe(2);
    expect((await deliveriesOf(id)).filter((d) => d.record_version === 2)).toEqual([]);
    expect(held).toEqual([]);
  });

  it("a honeypot resubmission of a lead nobody has touched still holds it for review", async () => {
    const { bindings } = destinations();
    const lead = salesLead();
    const id = await storeLead(lead, { bindings });
    expect((await submit({ ...lead, website: "https://spam.example" }, bindings)).status).toBe(200);
    expect((await workRow(id)).spam_reason).toBe("honeypot filled");
  });

  it("the key never reaches a delivery's payload nor the analytics log; the lead keeps only its hash", async () => {
    const { bindings } = destinations();
    const lead = salesLead();
    const id = await storeLead(lead, { bindings });
    expect((await submit(withPhone(lead, "+256 700 123 456"), bindings)).status).toBe(200);
    await deskPost(`${deskRecordPath("lead", id)}/claim`, {}, { bindings });

    const { rows: payloads } = await testDb.execute({ sql: "select payload from deliveries where record_id = ?", args: [id] });
    expect(payloads.length).toBeGreaterThanOrEqual(6);
    for (const { payload } of payloads) {
      expect(String(payload)).not.toContain(lead.sessionKey);
      expect(JSON.parse(String(payload))).not.toHaveProperty("sessionKey");
    }
    const { rows: events } = await testDb.execute({
      sql: "select count(*) as n from analytics_events where session_id = ?1 and event_type = 'lead_first_touch'",
      args: [lead.sessionId],
    });
    expect(events[0]?.n).toBe(1);
    const { rows: leaks } = await testDb.execute({
      sql: "select count(*) as n from analytics_events where instr(data, ?1) or instr(session_id, ?1)",
      args: [lead.sessionKey],
    });
    expect(leaks[0]?.n).toBe(0);
    const { session_key_hash } = await leadRow(id);
    expect(session_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session_key_hash).not.toContain(lead.sessionKey);
  });
});
