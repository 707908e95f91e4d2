import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BUDGETS, COMPANY_SIZES, INTENTS, NEEDS, ORG_TYPES, STACKS, URGENCIES } from "../../shared/allowed-values";
import type { LeadSubmissionInput, LeadSubmitResponse } from "../../shared/lead-submission";
import { DEAD_DATABASE_URL, errorOf, fetchWorker, jsonRequest, postJson, stalledDatabaseUrl, testDb, visitorAddress } from "./api-helpers";

const PATH = "/api/chatbot-submit";

/** A complete, valid sales lead with its own session and e-mail, so tests never collide. */
function salesLead(overrides: Partial<LeadSubmissionInput> = {}): LeadSubmissionInput {
  const sessionId = crypto.randomUUID();
  return {
    sessionId,
    intent: "sales",
    orgType: "Legal",
    companySize: "11–50",
    primaryNeed: "Email/Collaboration",
    currentStack: "Google Workspace",
    urgency: "30 days",
    budget: "Standard",
    contact: {
      name: "Grace Wanjiru",
      email: `grace.${sessionId.slice(0, 8)}@wanjiru-advocates.co.ke`,
      company: "Wanjiru & Associates",
      phone: "+254 722 000 111",
    },
    recommendations: [
      {
        id: "microsoft-365-business-standard",
        name: "Microsoft 365 Business Standard",
        url: "/products/microsoft-365",
        reason: "Desktop Office apps for a law firm.",
      },
    ],
    ...overrides,
  };
}

async function leadRows(sessionId: string) {
  const { rows } = await testDb.execute({ sql: "select * from leads where session_id = ?", args: [sessionId] });
  return rows;
}

async function submitOk(body: unknown): Promise<LeadSubmitResponse> {
  const res = await postJson(PATH, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as LeadSubmitResponse;
}

describe("POST /api/chatbot-submit accepts every allowed value", () => {
  const cases: [keyof LeadSubmissionInput, readonly string[], string][] = [
    ["orgType", ORG_TYPES, "org_type"],
    ["companySize", COMPANY_SIZES, "company_size"],
    ["primaryNeed", NEEDS, "primary_need"],
    ["currentStack", STACKS, "current_stack"],
    ["urgency", URGENCIES, "urgency"],
    ["budget", BUDGETS, "budget"],
  ];
  it.each(cases.flatMap(([field, values, column]) => values.map((value) => ({ field, value, column }))))(
    "$field = $value is stored as sent",
    async ({ field, value, column }) => {
      const lead = salesLead({ [field]: value });
      const { leadId } = await submitOk(lead);
      const [row] = await leadRows(lead.sessionId);
      expect(row?.id).toBe(leadId);
      expect(row?.[column]).toBe(value);
    },
  );

  it.each(INTENTS.filter((intent) => intent !== "sales"))("intent %s needs no qualification answers", async (intent) => {
    const lead = {
      sessionId: crypto.randomUUID(),
      intent,
      contact: { name: "Peter", email: "peter@example.org", company: "Kijani Foundation" },
    };
    const body = await submitOk(lead);
    expect(body).toEqual({ leadScore: 5, isHighValue: false, leadId: expect.any(String) });
    const [row] = await leadRows(lead.sessionId);
    expect(row).toMatchObject({ intent, org_type: null, company_size: null, budget: null, contact_phone: null, lead_score: 5 });
  });

  it("stores the contact trimmed, the recommendations, the breakdown and the consent in one row", async () => {
    const lead = salesLead({
      contact: { name: "  Amina Mushi ", email: " amina@bahari.co.tz ", company: " Bahari Medical ", phone: "" },
      consent: { marketing: true, noticeVersion: "2026-11" },
    });
    const body = await submitOk(lead);
    expect(body).toEqual({ leadScore: 15 + 15 + 15 + 8 + 0 + 5, isHighValue: false, leadId: expect.any(String) });
    const rows = await leadRows(lead.sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      contact_name: "Amina Mushi",
      contact_email: "amina@bahari.co.tz",
      contact_company: "Bahari Medical",
      contact_phone: null,
      lead_score: 58,
      is_high_value: 0,
      consent_marketing: 1,
      consent_notice_version: "2026-11",
    });
    expect(JSON.parse(String(rows[0]?.score_breakdown))).toEqual({
      size: 15,
      budget: 15,
      urgency: 15,
      orgType: 8,
      phone: 0,
      companyEmail: 5,
    });
    expect(JSON.parse(String(rows[0]?.recommendations))).toEqual(lead.recommendations);
  });

  it("accepts a missing phone and null answers for a support request", async () => {
    const lead = {
      sessionId: crypto.randomUUID(),
      intent: "support",
      orgType: null,
      budget: null,
      contact: { name: "Joseph", email: "joseph@umoja.or.ug", company: "Umoja SACCO" },
    };
    expect((await submitOk(lead)).leadScore).toBe(5);
  });
});

describe("POST /api/chatbot-submit scores on the server", () => {
  it.each([
    [
      "the top profile",
      { orgType: "Banking & Finance", companySize: "300+", urgency: "Now", budget: "Enterprise" },
      "cfo@bank.co.ke",
      "+254 700 000 000",
      100,
      true,
    ],
    [
      "exactly 70",
      { orgType: "Government", companySize: "51–300", urgency: "30 days", budget: "Standard" },
      "ict@gmail.com",
      "+254 700 000 000",
      70,
      true,
    ],
    [
      "69 stays below",
      { orgType: "NGOs", companySize: "51–300", urgency: "30 days", budget: "Enterprise" },
      "ict@yahoo.com",
      "",
      69,
      false,
    ],
    [
      "the smallest sales lead",
      { orgType: "SMEs", companySize: "1–10", urgency: "90 days", budget: "Entry" },
      "me@hotmail.com",
      "",
      19,
      false,
    ],
  ] as const)("%s → %i", async (_label, answers, email, phone, score, highValue) => {
    const base = salesLead(answers);
    const lead = { ...base, contact: { ...base.contact, email, phone } };
    const body = await submitOk(lead);
    expect(body).toMatchObject({ leadScore: score, isHighValue: highValue });
    const [row] = await leadRows(lead.sessionId);
    expect(row).toMatchObject({ lead_score: score, is_high_value: highValue ? 1 : 0 });
  });

  it("ignores a score sent by the client", async () => {
    const lead = {
      ...salesLead({ orgType: "SMEs", companySize: "1–10", urgency: "90 days", budget: "Entry" }),
      leadScore: 100,
      isHighValue: true,
    };
    lead.contact = { ...lead.contact, email: "owner@gmail.com", phone: "" };
    expect(await submitOk(lead)).toMatchObject({ leadScore: 19, isHighValue: false });
    const [row] = await leadRows(lead.sessionId);
    expect(row).toMatchObject({ lead_score: 19, is_high_value: 0 });
  });
});

describe("POST /api/chatbot-submit is idempotent per chat session", () => {
  it("updates the same lead on resubmission: same id, one row, fresh score, created_at kept", async () => {
    const first = salesLead({ budget: "Entry", consent: { marketing: true, noticeVersion: "2026-11" } });
    const firstAnswer = await submitOk(first);
    const [before] = await leadRows(first.sessionId);
    await new Promise((r) => setTimeout(r, 5));

    const retry = {
      ...first,
      budget: "Enterprise" as const,
      consent: undefined,
      contact: { ...first.contact, company: "Wanjiru Advocates LLP" },
    };
    const retryAnswer = await submitOk(retry);

    expect(retryAnswer.leadId).toBe(firstAnswer.leadId);
    expect(retryAnswer.leadScore).toBe(firstAnswer.leadScore + 20);
    const rows = await leadRows(first.sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: firstAnswer.leadId,
      budget: "Enterprise",
      contact_company: "Wanjiru Advocates LLP",
      lead_score: retryAnswer.leadScore,
      created_at: before?.created_at,
      // A retry without a consent object keeps the consent already given.
      consent_marketing: 1,
      consent_notice_version: "2026-11",
    });
    expect(String(rows[0]?.updated_at) > String(before?.updated_at)).toBe(true);
  });

  it("stores every lead of a burst of concurrent submissions", async () => {
    const burst = Array.from({ length: 40 }, () => salesLead());
    const answers = await Promise.all(burst.map(submitOk));
    expect(new Set(answers.map((a) => a.leadId)).size).toBe(burst.length);
    const { rows } = await testDb.execute({
      sql: `select count(*) as n from leads where session_id in (select value from json_each(?))`,
      args: [JSON.stringify(burst.map((l) => l.sessionId))],
    });
    expect(rows[0]?.n).toBe(burst.length);
  });

  it("keeps one row when the same submission arrives twice at once", async () => {
    const lead = salesLead();
    const [a, b] = await Promise.all([submitOk(lead), submitOk(lead)]);
    expect(a.leadId).toBe(b.leadId);
    expect(await leadRows(lead.sessionId)).toHaveLength(1);
  });
});

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
    [
      "a recommendation linking off-site",
      set("recommendations", [{ id: "google-workspace", name: "x", url: "https://evil.example", reason: "x" }]),
      "recommendations.0.url",
      /site paths/,
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
  it("answers 503 with the JSON error body and writes nothing", async () => {
    const lead = salesLead();
    const res = await fetchWorker(jsonRequest(PATH, lead), { TURSO_DATABASE_URL: DEAD_DATABASE_URL });
    expect(res.status).toBe(503);
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
