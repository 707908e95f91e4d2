import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LeadSubmissionInput } from "../../shared/lead-submission";
import { BUSY_RETRY_AFTER_SECONDS } from "../../shared/submit-retry";
import { leadRows, PATH, salesLead, submitOk } from "./chat-lead-fixtures";
import { DEAD_DATABASE_URL, errorOf, fetchWorker, jsonRequest, postJson, stalledDatabaseUrl, visitorAddress } from "./worker-harness";

describe("POST /api/chatbot-submit rejects bad input before the database", () => {
  const long = (n: number) => "x".repeat(n);
  const withContact = (contact: Record<string, unknown>) => (lead: LeadSubmissionInput) => ({
    ...lead,
    contact: { ...lead.contact, ...contact },
  });
  const without = (key: string) => (lead: LeadSubmissionInput) => Object.fromEntries(Object.entries(lead).filter(([k]) => k !== key));
  const set = (key: string, value: unknown) => (lead: LeadSubmissionInput) => ({ ...lead, [key]: value });

  it.each<[string, (lead: LeadSubmissionInput) => unknown, string, RegExp]>([
    ["missing session id", without("sessionId"), "sessionId", /^sessionId is required$/],
    ["missing intent", without("intent"), "intent", /^intent is required$/],
    ["missing contact", without("contact"), "contact", /^contact is required$/],
    ["missing email", (l) => ({ ...l, contact: { name: "A", company: "B" } }), "contact.email", /^contact.email is required$/],
    ["a sales lead without its budget", without("budget"), "intent", /every qualification answer/],
    ["an unknown intent", set("intent", "purchase"), "intent", /intent must be one of: sales, faq, support, general/],
    ["an unknown orgType", set("orgType", "Retail"), "orgType", /orgType must be one of/],
    ["a size with a hyphen instead of the en dash", set("companySize", "1-10"), "companySize", /companySize must be one of: 1–10/],
    ["an unknown need", set("primaryNeed", "Printers"), "primaryNeed", /primaryNeed must be one of/],
    ["an unknown stack", set("currentStack", "Lotus Notes"), "currentStack", /currentStack must be one of/],
    ["an unknown urgency", set("urgency", "Yesterday"), "urgency", /urgency must be one of/],
    ["an unknown budget", set("budget", "Unlimited"), "budget", /budget must be one of/],
    ["a bad email", withContact({ email: "grace@" }), "contact.email", /valid email/],
    ["a blank name", withContact({ name: "   " }), "contact.name", /Name is required/],
    ["a blank company", withContact({ company: "" }), "contact.company", /Company is required/],
    ["a name over 100 characters", withContact({ name: long(101) }), "contact.name", /at most 100/],
    ["a company over 150 characters", withContact({ company: long(151) }), "contact.company", /at most 150/],
    ["an email over 254 characters", withContact({ email: `${long(250)}@ab.co` }), "contact.email", /at most 254/],
    ["a phone that is not a number", withContact({ phone: "call me" }), "contact.phone", /valid phone/],
    ["a phone over 30 characters", withContact({ phone: `+254 ${"7".repeat(30)}` }), "contact.phone", /at most 30/],
    ["a number as orgType", set("orgType", 5), "orgType", /orgType must be one of/],
    ["a string as contact", set("contact", "grace@example.com"), "contact", /.+/],
    ["a number as name", withContact({ name: 42 }), "contact.name", /Name must be text/],
    ["recommendations that are not a list", set("recommendations", "microsoft-365"), "recommendations", /.+/],
    [
      "an unknown recommendation",
      set("recommendations", [{ id: "free-laptops", name: "x", url: "/", reason: "x" }]),
      "recommendations.0.id",
      /Unknown recommendation/,
    ],
    ["consent that is not a boolean", set("consent", { marketing: "yes", noticeVersion: "2026-11" }), "consent.marketing", /true or false/],
    ["a session id that is not a UUID", set("sessionId", "session-1"), "sessionId", /sessionId must be a UUID/],
    ["a number as session id", set("sessionId", 12345), "sessionId", /sessionId must be text/],
  ])("%s → 400 on %s", async (_label, mutate, path, message) => {
    const lead = salesLead();
    const res = await postJson(PATH, mutate(lead));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_body");
    expect(error.message).toBe("The request body is invalid.");
    expect(error.issues).toContainEqual({ path, message: expect.stringMatching(message) });
    expect(await leadRows(lead.sessionId)).toHaveLength(0);
  });

  it.each([
    ["an array", "[]"],
    ["null", "null"],
    ["a string", '"lead"'],
    ["a number", "42"],
  ])("%s as the body → 400 invalid_body on (body)", async (_label, raw) => {
    const res = await postJson(PATH, raw);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: "invalid_body",
      message: "The request body is invalid.",
      issues: [{ path: "(body)", message: "The body must be a JSON object" }],
    });
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const res = await postJson(PATH, '{"sessionId": "a", "contact": {');
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error).toEqual({ code: "bad_request", message: "Malformed JSON in request body" });
  });

  it.each([
    ["text/plain", { "content-type": "text/plain" }],
    ["a form", { "content-type": "application/x-www-form-urlencoded" }],
    ["no content type", { "content-type": "" }],
  ])("answers %s with 415", async (_label, headers) => {
    const lead = salesLead();
    const res = await postJson(PATH, lead, headers);
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe("unsupported_media_type");
    expect(await leadRows(lead.sessionId)).toHaveLength(0);
  });

  it("answers a body over 16 KiB with 413", async () => {
    const lead = salesLead();
    const res = await postJson(PATH, { ...lead, padding: "x".repeat(16 * 1024) });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: "payload_too_large", message: "The body must be at most 16384 bytes." });
    expect(await leadRows(lead.sessionId)).toHaveLength(0);
  });

  it("answers a streamed body over 16 KiB (no Content-Length) with 413", async () => {
    const lead = salesLead();
    const bytes = new TextEncoder().encode(JSON.stringify({ ...lead, padding: "x".repeat(20 * 1024) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    const res = await exports.default.fetch(`http://example.com${PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": visitorAddress() },
      body: stream,
    });
    expect(res.status).toBe(413);
    expect(await leadRows(lead.sessionId)).toHaveLength(0);
  });
});

describe("POST /api/chatbot-submit without its database", () => {
  it("answers 503 with the JSON error body and a Retry-After for the chat's repeat, and writes nothing", async () => {
    const lead = salesLead();
    const res = await fetchWorker(jsonRequest(PATH, lead), { TURSO_DATABASE_URL: DEAD_DATABASE_URL });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(await errorOf(res)).toEqual({ code: "database_unavailable", message: expect.stringMatching(/unavailable/i) });
    expect(await leadRows(lead.sessionId)).toHaveLength(0);
  });

  it("answers 503 when the database stops answering, instead of holding the request open", async () => {
    const lead = salesLead();
    const started = Date.now();
    const res = await fetchWorker(jsonRequest(PATH, lead), { TURSO_DATABASE_URL: stalledDatabaseUrl(), DB_TIMEOUT_MS: "300" });
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toEqual({ code: "database_unavailable", message: expect.stringMatching(/unavailable/i) });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await leadRows(lead.sessionId)).toHaveLength(0);
  });

  it("still answers a retry of that lead once the database is back, with one row", async () => {
    const lead = salesLead();
    expect((await fetchWorker(jsonRequest(PATH, lead), { TURSO_DATABASE_URL: DEAD_DATABASE_URL })).status).toBe(503);
    const { leadId } = await submitOk(lead);
    const rows = await leadRows(lead.sessionId);
    expect(rows.map((r) => r.id)).toEqual([leadId]);
  });
});
