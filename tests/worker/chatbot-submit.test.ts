import { describe, expect, it } from "vitest";
import { BUDGETS, COMPANY_SIZES, INTENTS, NEEDS, ORG_TYPES, STACKS, URGENCIES } from "../../shared/allowed-values";
import type { LeadSubmissionInput } from "../../shared/lead-submission";
import { describeRecommendation } from "../../shared/recommendations";
import { newSessionKey } from "../../shared/session-key";
import { leadRows, salesLead, submitOk } from "./chat-lead-fixtures";
import { testDb } from "./worker-harness";

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
      sessionKey: newSessionKey(),
      intent,
      // Support needs the visitor's own words instead (support-requests.test.ts).
      ...(intent === "support" ? { requestMessage: "The VPN drops every hour." } : {}),
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
    expect(JSON.parse(String(rows[0]?.recommendations))).toEqual([describeRecommendation("microsoft-365-business-standard", "Legal")]);
  });

  it("accepts a missing phone and null answers for a support request", async () => {
    const lead = {
      sessionId: crypto.randomUUID(),
      sessionKey: newSessionKey(),
      intent: "support",
      requestMessage: "Outlook keeps asking for the password.",
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
