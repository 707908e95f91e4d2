import { describe, expect, it } from "vitest";
import type { FaqCorpusEntry } from "../../shared/faq-corpus-entry";
import type { FaqTopic } from "../../shared/faq-topic";
import { buildAskedModel, guessEntry, pageTerm } from "./faq-asked-model";
import { faqTerms } from "./faq-terms";

const entry = (id: string, question: string): FaqCorpusEntry => ({
  id,
  category: "page-faq",
  question,
  answer: `${question}.`,
  keywords: "",
  resourceUrl: "/",
});
const entries = [entry("documents", "Document intelligence"), entry("forecasts", "Demand forecasting"), entry("backup", "Cloud backup")];
const asked: Record<string, string[]> = {
  documents: ["read invoices automatically", "scan id cards into our system", "stop typing invoices by hand"],
  forecasts: ["predict next month sales", "how much stock to order", "forecast sales per branch"],
  backup: ["copy our files offsite", "restore deleted files", "keep copies of our server"],
};
const topicOf = (e: FaqCorpusEntry): FaqTopic => ({ subject: e.id, kind: "fact", asked: asked[e.id] });
const read = (text: string) =>
  text
    .toLowerCase()
    .split(/\W+/)
    .filter((word) => word.length > 2);
const model = buildAskedModel(entries, topicOf, read);

describe("the visitor-question model", () => {
  it("takes a question to the entry whose visitor questions share its words", () => {
    const guess = guessEntry(model, read("can you read our invoices and id cards"));
    expect(guess?.entryId).toBe("documents");
    expect(guess?.probability).toBeGreaterThan(0.8);
    expect(guess?.terms.has("invoices")).toBe(true);
    expect(guessEntry(model, read("predict sales"))?.entryId).toBe("forecasts");
  });

  it("is unsure between entries whose visitor questions share the question's words equally", () => {
    // "files" is in the backup questions, "invoices" in the document ones: neither wins clearly.
    const guess = guessEntry(model, read("invoices files"));
    expect(guess?.probability).toBeLessThan(0.8);
  });

  it("guesses nothing from words no visitor question holds", () => {
    expect(guessEntry(model, read("weather in mombasa"))).toBeNull();
  });
});

describe("the page a question is asked on", () => {
  const priced = (id: string, page: string): FaqCorpusEntry => ({ ...entry(id, `${id} prices`), resourceUrl: page });
  const pages = [priced("backup", "/products/backup"), priced("website", "/solutions/website")];
  const pagesAsked: Record<string, string[]> = { backup: ["how much is it per month"], website: ["how much is it per month"] };
  const pageModel = buildAskedModel(pages, (e) => ({ subject: e.id, kind: "fact", asked: pagesAsked[e.id] }), read);

  it("settles a question both entries' visitors ask alike, like a word of the question", () => {
    expect(guessEntry(pageModel, read("how much per month"))?.probability).toBeLessThan(0.6);
    const onBackup = guessEntry(pageModel, [...read("how much per month"), pageTerm("/products/backup")]);
    expect(onBackup?.entryId).toBe("backup");
    expect(onBackup?.probability).toBeGreaterThan(0.8);
    expect(guessEntry(pageModel, [...read("how much per month"), pageTerm("/solutions/website")])?.entryId).toBe("website");
  });

  it("is never a term a visitor's words are read as", () => {
    expect(faqTerms.queryTerms(`how much ${pageTerm("/products/backup")}`)).not.toContain(pageTerm("/products/backup"));
  });
});
