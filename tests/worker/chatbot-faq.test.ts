import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { faqCorpus, PAGE_FAQ_KEYWORDS } from "../../content/faq-corpus";
import { priceText } from "../../content/price-format";
import { microsoft365Page } from "../../content/product-pages";
import { googleWorkspacePlans, microsoft365Plans } from "../../content/product-plans";
import type { FaqAnswer } from "../../shared/faq-question";
import { MIN_CONFIDENCE } from "../../worker/faq/faq-index";
import { DEAD_DATABASE_URL, errorOf, fetchWorker, jsonRequest, postJson, testDb } from "./worker-harness";

const PATH = "/api/chatbot-faq";

const ask = (query: string, sessionId: string = crypto.randomUUID()) => postJson(PATH, { query, sessionId });

async function answerTo(query: string): Promise<FaqAnswer> {
  const res = await ask(query);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as FaqAnswer;
}

async function loggedQueries(sessionId: string) {
  const { rows } = await testDb.execute({ sql: "select * from faq_queries where session_id = ? order by id", args: [sessionId] });
  return rows;
}

/** Questions as visitors type them (not the corpus wording), each with the entry (or entries) that answer it. */
const VISITOR_QUESTIONS: [question: string, ...answeredBy: string[]][] = [
  ["how much is office 365 per user?", "microsoft-365-plans"],
  ["What's the difference between business standard and business premium?", "microsoft-365-plan-choice"],
  ["How long does it take to move our email to Microsoft 365?", "microsoft-365-migration-time"],
  ["Do you sell Google Workspace? what does it cost", "google-workspace-plans", "offer-google-workspace"],
  ["How much for a whatsapp bot for my shop?", "whatsapp-messaging-platform-plans"],
  ["Is it safe to let a bot answer our customers on WhatsApp? Is the data encrypted?", "whatsapp-security"],
  ["how long will you keep my backups", "backup-retention"],
  ["price of cloud backup per terabyte", "cloud-backup-and-recovery-plans"],
  ["Where is your office in Kampala?", "office-kampala"],
  ["are you open on saturdays", "opening-hours"],
  ["Can I cancel my website contract before the year ends?", "web-design-commitment"],
  ["We need someone to update our existing site every month, what are the options?", "web-design-retainers"],
  ["Is your company ISO certified?", "certifications"],
  ["what is the phone number for your sales team", "contact-details"],
  ["our server is down and it's sunday night, who do I call?", "emergency-support"],
  ["how long does it take to digitize a small company with you?", "sme-digital-transformation-method"],
  ["How fast do you reply if we log a critical ticket?", "support-response-times"],
  ["Do you work with county governments? how long are the contracts?", "government-contract-terms"],
  ["what does premium support cost", "premium-support-plan"],
  ["how much does whatsapp cost", "whatsapp-messaging-platform-plans"],
  ["premium support extra?", "premium-support-plan"],
  ["uptime", "support-uptime-sla"],
  ["sla?", "support-uptime-sla"],
  ["backup retension period", "backup-retention"],
  ["Is Google Workspace something you sell?", "offer-google-workspace"],
  ["our company has 150 staff, what does the transformation programme cost", "sme-digital-transformation-enterprise"],
  ["enterprise retainer for our website: price?", "web-design-as-a-service-enterprise-retainer"],
];

/** Questions the site has no answer to: they must get the fallback, not a wrong answer. */
const OFF_TOPIC = [
  "What's the weather in Nairobi today?",
  "Can you recommend a good restaurant?",
  "tell me a joke",
  "Who won the football match yesterday?",
  "How much does a plane ticket to Kampala cost?",
  "Do you offer internships for students?",
  "Do you sell SAP Business One?",
  "how much is microsoft 365 E3",
  "what time is it in london",
  "best phone to buy under 200 dollars",
  "Can I pay my electricity bill here?",
  "asdfgh qwerty",
  "pizza",
  "???",
];

describe("the FAQ corpus in the database", () => {
  it("holds every corpus entry (at least 30), seeded by the database setup", async () => {
    expect(faqCorpus.length).toBeGreaterThanOrEqual(30);
    const { rows } = await testDb.execute("select id, answer from faq_entries order by id");
    expect(rows.map((r) => r.id)).toEqual(faqCorpus.map((e) => e.id).sort());
    const { rows: indexed } = await testDb.execute("select count(*) as n from faq_entries_fts");
    expect(indexed[0]?.n).toBe(faqCorpus.length);
  });

  it("gives every page FAQ keyword list to an entry that still exists", () => {
    const ids = new Set(faqCorpus.map((e) => e.id));
    expect(Object.keys(PAGE_FAQ_KEYWORDS).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe("POST /api/chatbot-faq answers visitors' questions", () => {
  it(`answers all ${VISITOR_QUESTIONS.length} realistic questions with the right entry`, async () => {
    const misses: string[] = [];
    for (const [question, ...answeredBy] of VISITOR_QUESTIONS) {
      const answer = await answerTo(question);
      const entry = faqCorpus.find((e) => e.id === answer.sources?.[0]?.id);
      if (!entry || !answeredBy.includes(entry.id)) {
        misses.push(`${question} → ${entry?.id ?? "fallback"} (want ${answeredBy.join(" or ")})`);
        continue;
      }
      expect(answer.response).toBe(entry.answer);
      expect(answer.resourceUrl).toBe(entry.resourceUrl);
      expect(answer.sources?.[0]).toEqual({ id: entry.id, question: entry.question, url: entry.resourceUrl });
    }
    expect(misses).toEqual([]);
  });

  it("quotes the site's own figures, formatted as the pages print them", async () => {
    const answer = await answerTo("How much does Microsoft 365 Business Premium cost per month?");
    const premium = microsoft365Plans.find((p) => p.id === "business-premium")!;
    expect(answer.response).toContain(`Business Premium plan: ${priceText(premium.price)}`);
    expect(answer.resourceUrl).toBe(microsoft365Page.path);
  });

  it("answers a question that fits plans of two products with one line of each, and both as sources", async () => {
    const answer = await answerTo("how much is the business standard plan");
    for (const plans of [microsoft365Plans, googleWorkspacePlans]) {
      expect(answer.response).toContain(priceText(plans.find((p) => p.name === "Business Standard")!.price));
    }
    expect(answer.sources?.map((s) => s.url).sort()).toEqual(["/products/google-workspace", "/products/microsoft-365"]);
  });

  it("answers how many customers with the figure the pages show", async () => {
    expect((await answerTo("how many customers do you have")).response).toContain("500+");
  });

  it.each([
    ["whatsapp", "whatsapp-messaging-platform-plans"],
    ["Nairobi", "office-nairobi"],
    ["ISO?", "certifications"],
    ["website", "web-design-as-a-service-packages"],
  ])("answers the one-word question %j", async (question, entryId) => {
    expect((await answerTo(question)).sources?.[0]?.id).toBe(entryId);
  });

  it("answers in the visitor's own words through the questions visitors ask, and logs how sure it was", async () => {
    const sessionId = crypto.randomUUID();
    const res = await fetchWorker(jsonRequest(PATH, { query: "can your AI read invoices and IDs so we stop typing them in", sessionId }));
    const answer = (await res.json()) as FaqAnswer;
    expect(answer.sources?.[0]?.id).toBe("technology-ai-services-document-intelligence");
    expect(answer.resourceUrl).toBe("/ai-services");
    const [row] = await loggedQueries(sessionId);
    expect(row?.matched_entry_id).toBe("technology-ai-services-document-intelligence");
    expect(Number(row?.rank)).toBeGreaterThanOrEqual(0.8);
    expect((await answerTo("can your AI read invoices from SAP so we stop typing them in")).resourceUrl).toBe("/contact");
  });

  it("answers with the FAQ the product page itself shows", async () => {
    const pageFaq = microsoft365Page.sections.find((s) => s.kind === "faq");
    const currency = pageFaq?.kind === "faq" ? pageFaq.items.find((i) => /currency/.test(i.question)) : undefined;
    const answer = await answerTo("can we pay in kenyan shillings?");
    expect(answer.response).toBe(currency?.answer);
    expect(answer.resourceUrl).toBe(microsoft365Page.path);
  });

  it("offers the closest entries of up to two pages with a fallback that comes near, and none otherwise", async () => {
    const near = await answerTo("how much is microsoft 365 E3");
    expect(near.resourceUrl).toBe("/contact");
    expect(near.sources).toBeUndefined();
    const plans = faqCorpus.find((e) => e.id === "microsoft-365-plans")!;
    expect(near.related?.[0]).toEqual({ id: plans.id, question: plans.question, answer: plans.answer, url: plans.resourceUrl });
    const pages = near.related?.map((r) => r.url) ?? [];
    expect(pages.length).toBeLessThanOrEqual(2);
    expect(new Set(pages).size).toBe(pages.length);
    for (const question of ["tell me a joke", "Do you sell SAP Business One?", "how many customers do you have"]) {
      expect((await answerTo(question)).related, question).toBeUndefined();
    }
  });

  it.each(OFF_TOPIC)("falls back to the contact page for %j", async (question) => {
    const answer = await answerTo(question);
    expect(answer.resourceUrl).toBe("/contact");
    expect(answer.response).toMatch(/contact page/);
    expect(answer.sources).toBeUndefined();
  });
});

describe("POST /api/chatbot-faq logs every question", () => {
  it("records the matched entry and how confident the match was", async () => {
    const sessionId = crypto.randomUUID();
    const res = await fetchWorker(jsonRequest(PATH, { query: "  are you open on saturdays ", sessionId }));
    expect(res.status).toBe(200);
    const [row] = await loggedQueries(sessionId);
    expect(row).toMatchObject({ query: "are you open on saturdays", matched_entry_id: "opening-hours" });
    expect(Number(row?.rank)).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
    expect(Number(row?.rank)).toBeLessThanOrEqual(1);
  });

  it("records an unanswered question with no entry, so marketing sees the gap", async () => {
    const sessionId = crypto.randomUUID();
    await fetchWorker(jsonRequest(PATH, { query: "Do you offer internships for students?", sessionId }));
    await fetchWorker(jsonRequest(PATH, { query: "tell me a joke", sessionId }));
    const rows = await loggedQueries(sessionId);
    expect(rows.map((r) => [r.query, r.matched_entry_id])).toEqual([
      ["Do you offer internships for students?", null],
      ["tell me a joke", null],
    ]);
  });
});

describe("POST /api/chatbot-faq never lets search syntax through", () => {
  it.each([
    '"',
    'office" OR "',
    "NEAR(price support, 2)",
    "price AND",
    "* ^ : ( ) { } [ ]",
    "question:price",
    "'); DROP TABLE faq_entries; --",
    "backup* OR -retention",
    "💾 backup 💾 retention",
    "Ofísi ya Nairobi iko wapi?",
  ])("answers %j with 200, never a 500", async (query) => {
    const res = await ask(query);
    expect(res.status).toBe(200);
    expect(((await res.json()) as FaqAnswer).response.length).toBeGreaterThan(0);
  });

  it("answers any text a visitor can type with 200", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 120, unit: "grapheme" }).filter((s) => s.trim().length > 0),
        async (query) => {
          const res = await ask(query);
          expect(res.status).toBe(200);
        },
      ),
      { numRuns: 40 },
    );
    const { rows } = await testDb.execute("select count(*) as n from faq_entries");
    expect(rows[0]?.n).toBe(faqCorpus.length);
  });
});

describe("POST /api/chatbot-faq rejects bad input before the database", () => {
  const sessionId = crypto.randomUUID();
  it.each<[string, unknown, string, RegExp]>([
    ["a missing query", { sessionId }, "query", /^query is required$/],
    ["a blank query", { query: "   ", sessionId }, "query", /Type a question/],
    ["a query over 500 characters", { query: "backup ".repeat(72), sessionId }, "query", /at most 500/],
    ["a number as query", { query: 42, sessionId }, "query", /query must be text/],
    ["a missing session id", { query: "backup prices" }, "sessionId", /^sessionId is required$/],
    ["a session id that is not a UUID", { query: "backup prices", sessionId: "abc" }, "sessionId", /must be a UUID/],
    ["an array as the body", [{ query: "backup prices", sessionId }], "(body)", /JSON object/],
    ["null as the body", null, "(body)", /JSON object/],
  ])("%s → 400", async (_label, body, path, message) => {
    const res = await postJson(PATH, body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_body");
    expect(error.issues).toContainEqual({ path, message: expect.stringMatching(message) });
  });

  it("answers malformed JSON with 400", async () => {
    const res = await postJson(PATH, '{"query": "backup');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "bad_request", message: "Malformed JSON in request body" });
  });

  it("answers a non-JSON content type with 415", async () => {
    const res = await postJson(PATH, { query: "backup prices", sessionId }, { "content-type": "text/plain" });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe("unsupported_media_type");
  });

  it("answers a body over 16 KiB with 413", async () => {
    const res = await postJson(PATH, { query: "backup prices", sessionId, padding: "x".repeat(17 * 1024) });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe("payload_too_large");
  });

  it("logged none of the rejected requests", async () => {
    expect(await loggedQueries(sessionId)).toHaveLength(0);
  });
});

describe("POST /api/chatbot-faq without its database", () => {
  it("answers 503 with the JSON error body", async () => {
    const res = await fetchWorker(jsonRequest(PATH, { query: "backup prices", sessionId: crypto.randomUUID() }), {
      TURSO_DATABASE_URL: DEAD_DATABASE_URL,
    });
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toEqual({ code: "database_unavailable", message: expect.stringMatching(/unavailable/i) });
  });
});
