import { describe, expect, it } from "vitest";
import { formatUsd } from "../../content/price-format";
import { microsoft365Plans } from "../../content/product-plans";
import type { FaqContext } from "../../shared/faq-conversation";
import type { FaqAnswer } from "../../shared/faq-question";
import { errorOf, postJson, testDb } from "./worker-harness";

// The FAQ API in a conversation: the context the chat sends resolves follow-ups, a price question
// with a count is computed from the listed prices or asked back, and the answer returns the context.

const PATH = "/api/chatbot-faq";

async function answerTo(query: string, context: FaqContext, sessionId: string = crypto.randomUUID()): Promise<FaqAnswer> {
  const res = await postJson(PATH, { query, sessionId, context });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as FaqAnswer;
}

const monthly = (name: string) => {
  const price = microsoft365Plans.find((plan) => plan.name === name)!.price;
  if (price === "custom") throw new Error(`${name} has no price`);
  return price.amountUsd;
};

describe("POST /api/chatbot-faq with the conversation's context", () => {
  it("totals Business Standard for 40 staff asked on the Microsoft 365 page, and returns the context", async () => {
    const answer = await answerTo("How much would Business Standard cost for 40 staff per month?", { page: "/products/microsoft-365" });
    expect(answer.response.split("\n")[0]).toContain(`${formatUsd(40 * monthly("Business Standard"))} per month`);
    expect(answer.resourceUrl).toBe("/products/microsoft-365");
    expect(answer.quoteUrl).toMatch(/^\/contact\?subject=quote-/);
    expect(answer.context).toMatchObject({ offer: "microsoft-365", plan: "Business Standard", count: { n: 40, kind: "people" } });
  });

  it("answers 'and for Standard?' from the context a Business Basic answer returned", async () => {
    const sessionId = crypto.randomUUID();
    const basic = await answerTo("How much is Business Basic for 40 users?", { page: "/products/microsoft-365" }, sessionId);
    const standard = await answerTo("and for Standard?", { ...basic.context, page: "/products/microsoft-365" }, sessionId);
    expect(standard.response).toContain(formatUsd(40 * monthly("Business Standard")));
    // The log keeps the question as it was answered (written after the answer left).
    const logged = async () =>
      (await testDb.execute({ sql: "select query from faq_queries where session_id = ? order by id", args: [sessionId] })).rows.map(
        (r) => r.query,
      );
    await expect.poll(logged).toEqual(["How much is Business Basic for 40 users?", standard.context?.question]);
    // The page's offer was written before the first question's plan; the follow-up replaces the plan.
    expect(standard.context?.question).toBe("How much is Microsoft 365 Standard for 40 users?");
  });

  it("asks back with buttons on the home page, and answers the original question for the offer chosen", async () => {
    const asked = await answerTo("How much for 40 users?", { page: "/" });
    expect(asked.choices?.map((c) => c.label)).toEqual(expect.arrayContaining(["Microsoft 365", "Google Workspace"]));
    expect(asked.sources).toBeUndefined();
    const tapped = await answerTo("How much for 40 users?", { ...asked.context, page: "/", offer: "microsoft-365" });
    expect(tapped.choices).toBeUndefined();
    expect(tapped.response).toContain(formatUsd(40 * monthly("Business Premium")));
  });

  it("resolves an office follow-up through the corpus search", async () => {
    const nairobi = await answerTo("Where is your office in Nairobi?", { page: "/" });
    const kampala = await answerTo("what about Kampala?", { ...nairobi.context, page: "/" });
    expect(kampala.context?.question).toBe("Where is your office in Kampala?");
    expect(kampala.sources?.[0]?.id).toBe("office-kampala");
  });

  it("falls back to the contact page for a figure with VAT", async () => {
    const answer = await answerTo("what is the VAT on 40 users of Business Standard?", { page: "/products/microsoft-365" });
    expect(answer.resourceUrl).toBe("/contact");
    expect(answer.response).not.toMatch(/\$/);
  });

  it.each<[string, unknown]>([
    ["a page that is not a site path", { page: "https://elsewhere.example/" }],
    ["an offer that is not an id", { offer: "<script>" }],
    ["a count out of range", { count: { n: -1, kind: "people" } }],
    ["a question over 500 characters", { question: "x".repeat(501) }],
  ])("refuses %s with 400", async (_label, context) => {
    const res = await postJson(PATH, { query: "and for Standard?", sessionId: crypto.randomUUID(), context });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("invalid_body");
  });
});
