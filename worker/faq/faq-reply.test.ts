// The chat's whole reply to a first question on a page: an estimate where the listed prices settle it,
// the corpus search where the question asks about something else.
import { describe, expect, it } from "vitest";
import { faqCorpus, faqTopics } from "../../content/faq-corpus";
import { buildFaqIndex } from "./faq-index";
import { replyToFaq } from "./faq-reply";

const index = buildFaqIndex(faqCorpus, faqTopics);
const WEDNESDAY_MORNING = new Date("2026-11-25T07:00:00Z");
const reply = (page: string, question: string) => replyToFaq(index, question, { page }, WEDNESDAY_MORNING);

describe("the chat's reply to a first question", () => {
  it("computes a total from listed prices, the context sentence's place notwithstanding", () => {
    const { kind, answer } = reply(
      "/products/microsoft-365",
      "We are a 30 person law firm in Kampala and need device management and advanced security on laptops. What's the per-user monthly cost of the Microsoft 365 plan that has that?",
    );
    expect(kind).toBe("computed");
    expect(answer.response).toContain("$22");
    expect(reply("/products/cloud-backup-and-recovery", "professional backup 5TB monthly cost").answer.response).toContain("$495");
  });

  it("computes a total whatever town or company the buyer names", () => {
    for (const question of [
      "How much would Business Standard cost for our 40 staff in Mombasa?",
      "our Eldoret branch has 12 users, business basic total?",
      "How much is Business Premium for 25 users per month, billed to Kijani Ltd?",
    ]) {
      expect(reply("/products/microsoft-365", question).kind, question).toBe("computed");
    }
  });

  it("computes nothing for a product we do not list, so the search falls back", () => {
    for (const question of [
      "We are a 40-person insurance broker and already pay for Microsoft 365 Business Premium. How much would Microsoft 365 E5 cost per user through you?",
      "We already have Microsoft 365 Business Premium for 50 users. What does Microsoft Copilot cost per user through you?",
      "Our office has 30 laptops running Windows 10. How much do you charge to upgrade each one to Windows 11?",
    ]) {
      expect(reply("/", question).kind, question).toBe("fallback");
    }
  });

  it("leaves a discount, a yes-or-no about billing and invoicing in shillings to the search", () => {
    expect(reply("/", "what discount do we get if we pay m365 for the whole year upfront").kind).toBe("fallback");
    const yearly = reply("/products/microsoft-365", "do u bill m365 yearly");
    expect(yearly.kind).toBe("entry");
    expect(yearly.answer.response).toContain("annually");
    const shillings = reply(
      "/products/microsoft-365",
      "We're a 9-person accounting firm in Kampala and our finance team would rather not pay in dollars. Can you invoice our Microsoft 365 licences in Ugandan shillings?",
    );
    expect(shillings.kind).toBe("entry");
    expect(shillings.answer.response).toContain("UGX");
  });

  it("answers the offer the asking sentence names, not one the context mentions", () => {
    const { kind, answer } = reply(
      "/solutions/sme-digital-transformation",
      "We're a family-owned distributor in Mwanza with about 30 employees, still running on personal Gmail accounts and spreadsheets. Which transformation package suits us and what does it cost?",
    );
    expect(kind).not.toBe("ask");
    expect(answer.response).toContain("$15,000");
  });

  it("answers from the page asked on when another page's entry is as sure", () => {
    const laws = reply("/solutions/security-and-compliance", "which laws do u cover");
    expect(laws.kind).toBe("entry");
    expect(laws.answer.response).toContain("PDPA 2022");
    expect(reply("/", "which laws do u cover").kind).toBe("fallback");
  });

  it("answers from the visitors' questions when the search's best matches agree, but no amount an entry does not state", () => {
    const encryption = reply("/products/cloud-backup-and-recovery", "bakup encryption standard");
    expect(encryption.kind).toBe("entry");
    expect(encryption.answer.response).toContain("AES-256");
    expect(reply("/", "how much is google workspace for education").kind).toBe("fallback");
    expect(reply("/", "what percentage discount do NGOs get on google workspace").kind).toBe("fallback");
  });

  it("answers from the page asked on where the visitors' questions point to it, else falls back on a disputed match", () => {
    const quote = reply("/solutions/cloud-and-licensing", "how quickly do you send a retainer quote for licensing");
    expect(quote.matchedEntryId).toBe("start-cloud-and-licensing");
    expect(quote.answer.response).toContain("within one business day");
    const assessment = reply("/solutions/security-and-compliance", "assessment takes how long");
    expect(assessment.answer.response).toContain("two weeks");
    expect(assessment.matchedEntryId).toBe("start-security-and-compliance");
    // Asked on the home page, the web design retainers match weakly and the visitors' questions point
    // to the licensing page: neither is given.
    expect(reply("/", "how quickly do you send a retainer quote for licensing").kind).toBe("fallback");
  });

  it("gives the emergency line for its number, asked plainly or with the outage first", () => {
    for (const question of [
      "what's the emergency number",
      "We're an existing client and our email server just went down at 11pm on a Sunday. What number do I call right now?",
    ]) {
      expect(reply("/contact", question).answer.response, question).toContain("+254 711 999 000");
    }
  });

  it("falls back on the price of an add-on no page lists, rather than giving the plan's price", () => {
    for (const [page, question] of [
      ["/products/whatsapp-messaging-platform", "how much is an extra agent seat on whatsapp professional beyond 5"],
      ["/solutions/web-design-as-a-service", "cost of extra retainer hours if we go over our 15"],
    ] as const) {
      expect(reply(page, question).kind, question).toBe("fallback");
    }
    expect(reply("/products/whatsapp-messaging-platform", "how many agent seats on whatsapp professional").kind).toBe("entry");
  });
});
