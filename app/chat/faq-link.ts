import type { FaqRelated } from "../../shared/faq-question";

/** An entry the fallback offers, as the chat keeps it: its question, its answer, and the page that says more. */
export type FaqLink = Omit<FaqRelated, "id">;

/** An offered entry read from the API or from storage, or null unless it has a question, an answer and a site path. */
export function toFaqLink(raw: unknown): FaqLink | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { question, answer, url } = raw as Record<string, unknown>;
  if (typeof question !== "string" || !question || typeof answer !== "string" || !answer) return null;
  if (typeof url !== "string" || !/^\/(?!\/)/.test(url)) return null;
  return { question, answer, url };
}
