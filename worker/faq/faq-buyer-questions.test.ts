// Questions a procurement officer asked on a phone that once fell back though the site answers them:
// each is answered with the fact the pages show.
import { describe, expect, it } from "vitest";
import { faqCorpus, faqTopics } from "../../content/faq-corpus";
import { answerFaq, buildFaqIndex } from "./faq-index";

const index = buildFaqIndex(faqCorpus, faqTopics);
const answerTo = (question: string) => {
  const verdict = answerFaq(index, question);
  expect(verdict.outcome, question).toBe("answered");
  return verdict.answers[0]!.entry;
};

describe("a buyer's questions the pages answer", () => {
  it("answers whether we help a law firm comply with Kenya's Data Protection Act, naming the Legal page's compliance work", () => {
    const entry = answerTo("Can you help a law firm comply with the Kenya Data Protection Act 2019?");
    expect(entry.id).toBe("data-protection-compliance");
    expect(entry.answer).toContain("Kenya's Data Protection Act, 2019");
    expect(entry.answer).toContain("Legal: Compliance, policies and registers for data protection law");
  });

  it("answers experience with law firms with the law-firm client and its case study results", () => {
    for (const question of ["Do you have experience with law firms?", "any experience with advocates?"]) {
      const entry = answerTo(question);
      expect(entry.id).toBe("client-wanjiru-advocates");
      expect(entry.answer).toContain("Wanjiru Advocates is one of our clients");
      expect(entry.answer).toContain("A 25-lawyer firm moves to Microsoft 365 in one weekend");
    }
  });

  it("answers how long a migration of 40 mailboxes takes, the two pages agreeing on 2–4 weeks", () => {
    expect(answerTo("how long does migration take for 40 mailboxes").answer).toContain("2–4 weeks");
  });

  it("still falls back when two pages tie with different figures", () => {
    expect(answerFaq(index, "how long does setup take").outcome).not.toBe("answered");
  });
});

describe("choosing among close matches", () => {
  it("answers with a card that holds every word and scores far above the rest, not its section", () => {
    expect(answerTo("self healing monitoring?").id).toBe("ai-monitoring-ai-self-healing-actions");
  });

  it("falls back when the chosen match lacks a product the question names and another page's match has it", () => {
    const verdict = answerFaq(index, "are the microsoft licences included in your package fee", { page: "/solutions/cloud-and-licensing" });
    expect(verdict.outcome).toBe("ambiguous");
    expect(verdict.answers).toEqual([]);
  });

  it("answers live chat's hours with the opening hours", () => {
    expect(answerTo("Live Chat").id).toBe("opening-hours");
  });
});
