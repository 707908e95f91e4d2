import { describe, expect, it } from "vitest";
import { offices } from "../../content/company";
import { pricedOffers } from "../../content/priced-offers";
import type { FaqContext } from "../../shared/faq-conversation";
import { resolveQuestion } from "./conversation-context";
import { readMentions } from "./faq-mentions";

const offer = (id: string) => pricedOffers.find((o) => o.id === id)!;

/** Asks each question in turn, sending back the context the previous answer returned, as the chat does. */
function converse(page: string, questions: string[]) {
  let context: FaqContext = { page };
  return questions.map((question) => {
    const resolved = resolveQuestion(question, context);
    context = { ...resolved.context, page };
    return resolved;
  });
}

describe("readMentions", () => {
  it("reads offers, plans, offices, counts and periods", () => {
    const read = readMentions("How much is Microsoft 365 Business Standard for 40 staff per year in Kampala?");
    expect(read.offers.map((o) => o.id)).toEqual(["microsoft-365"]);
    expect(read.planWords).toEqual(["business standard"]);
    expect(read.office).toBe("Kampala");
    expect(read.count).toEqual({ n: 40, kind: "people" });
    expect(read.period).toBe("year");
  });

  it("reads terabytes and a country as its office", () => {
    expect(readMentions("backup of 2.5 TB").count).toEqual({ n: 2.5, kind: "tb" });
    expect(readMentions("do you have an office in Tanzania").office).toBe(offices.find((o) => o.country === "Tanzania")!.city);
  });

  it("takes the longer name where two overlap, and no plan from a common short word", () => {
    expect(readMentions("website care retainer").offers.map((o) => o.id)).toEqual(["web-design-retainers"]);
    expect(readMentions("we are 40 plus users").planWords).toEqual([]);
  });
});

describe("resolveQuestion", () => {
  it("reads a question on the page it is asked on", () => {
    const [r] = converse("/products/microsoft-365", ["How much would Business Standard cost for 40 staff per month?"]);
    expect(r!.offer?.id).toBe("microsoft-365");
    expect(r!.plan?.name).toBe("Business Standard");
    expect(r!.context).toMatchObject({
      offer: "microsoft-365",
      plan: "Business Standard",
      count: { n: 40, kind: "people" },
      period: "month",
    });
  });

  it("puts a follow-up's plan in place of the last one, keeping the offer and the count", () => {
    const [, r] = converse("/", ["How much is Microsoft 365 Business Basic for 40 users?", "and for Standard?"]);
    expect(r!.followUp).toBe(true);
    expect(r!.question).toBe("How much is Microsoft 365 Standard for 40 users?");
    expect(r!.offer?.id).toBe("microsoft-365");
    expect(r!.plan?.name).toBe("Business Standard");
    expect(r!.mentions.count).toEqual({ n: 40, kind: "people" });
  });

  it("resolves an office, a count and a period follow-up", () => {
    const [, kampala] = converse("/", ["What are the office hours in Nairobi?", "what about Kampala?"]);
    expect(kampala!.question).toBe("What are the office hours in Kampala?");
    expect(kampala!.context.office).toBe("Kampala");

    const [, users, year] = converse("/products/google-workspace", ["How much is Business Starter?", "for 40 users?", "and per year?"]);
    // The page's offer is written before the plan it places.
    expect(users!.question).toBe("How much is Google Workspace Business Starter for 40 users?");
    expect(users!.offer?.id).toBe("google-workspace");
    expect(year!.question).toBe("How much is Google Workspace Business Starter for 40 users per year?");
    expect(year!.mentions.period).toBe("year");
  });

  it("keeps an offer named with a plan it lacks, dropping the plan", () => {
    const [, r] = converse("/products/microsoft-365", ["How much is Business Premium for 10 users?", "what about Google Workspace?"]);
    expect(r!.offer?.id).toBe("google-workspace");
    expect(r!.plan).toBeUndefined();
  });

  it("leaves the choice open when a plan name fits two offers and nothing settles it", () => {
    const [r] = converse("/", ["How much is Business Standard for 40 users?"]);
    expect(r!.offer).toBeUndefined();
    expect(r!.named.map((o) => o.id).sort()).toEqual(["google-workspace", "microsoft-365"]);
  });

  it("settles a plan name only one offer has", () => {
    const [r] = converse("/", ["How much is Business Premium for 40 users?"]);
    expect(r!.offer).toBe(offer("microsoft-365"));
  });

  it("reads a new question on its page before the conversation, a follow-up in the conversation first", () => {
    const context: FaqContext = { page: "/products/google-workspace", offer: "microsoft-365", question: "How much is Business Basic?" };
    expect(resolveQuestion("How much for 12 users a month?", context).offer?.id).toBe("google-workspace");
    expect(resolveQuestion("for 12 users?", context).offer?.id).toBe("microsoft-365");
  });

  it("treats a long question as new even when it opens like a follow-up", () => {
    const context: FaqContext = { question: "What are the office hours in Nairobi?", office: "Nairobi" };
    const r = resolveQuestion("and do you also help law firms with the data protection act in Kampala and Nairobi?", context);
    expect(r.followUp).toBe(false);
    expect(r.question).toMatch(/^and do you also help law firms/);
  });

  it("writes the page's offer before a plan it places, but not before a plan only one offer has", () => {
    const analytics = resolveQuestion("does the enterprise one do real time data", { page: "/solutions/data-and-analytics" });
    expect(analytics.question).toBe("does the Data & Analytics enterprise one do real time data");
    expect(resolveQuestion("how much extra is premium support", { page: "/products" }).question).toBe("how much extra is premium support");
    // A plan named in full that one offer has is written with it on any page.
    expect(resolveQuestion("how much is business premium", { page: "/industries/legal" }).question).toBe(
      "how much is Microsoft 365 business premium",
    );
  });

  it("takes the asking sentence's offer when the context sentence names another", () => {
    const r = resolveQuestion(
      "We still run on personal Gmail accounts. Which transformation package suits our 30 staff and what does it cost?",
      undefined,
    );
    expect(r.offer?.id).toBe("sme-transformation");
  });
});
