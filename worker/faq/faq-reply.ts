// The chat's whole answer to one FAQ question: the conversation's part first (a computed estimate, an
// ask-back, a fact the pages do not state), else the corpus search on the question as resolved, else
// the fallback with what comes closest. One function for the API route and for `npm run faq:eval`,
// so the evaluation scores what a visitor is shown.
import { company } from "../../content/company";
import type { FaqContext } from "../../shared/faq-conversation";
import type { FaqAnswer, FaqRelated, FaqSource } from "../../shared/faq-question";
import { answerWithConversation } from "./faq-conversation-answer";
import { estimateAnswers } from "./faq-estimate-scope";
import { answerFaq, type FaqCandidate, type FaqIndex } from "./faq-index";
import { withTurnaround } from "./faq-turnaround";
import type { FaqVerdict } from "./faq-types";

const FALLBACK: FaqAnswer = {
  response:
    `I don't have a ready answer to that one, but our team does. Send us your question on the contact page, ` +
    `email ${company.salesEmail} or call ${company.phone}, and we'll reply within 4 business hours.`,
  resourceUrl: "/contact",
};

/** How the chat replied: with corpus entries, computed from listed prices, by asking back, or not at all. */
type FaqReplyKind = "entry" | "computed" | "ask" | "not-listed" | "fallback";

export type FaqReply = {
  answer: FaqAnswer;
  kind: FaqReplyKind;
  /** The question for the log: the visitor's own, or a follow-up written out in full. */
  question: string;
  /** The corpus entry answered with, and the search's confidence in its nearest entry. */
  matchedEntryId: string | null;
  confidence: number | null;
  /** Why the search answered or not (weak, ambiguous …), whatever the reply. */
  searchOutcome: FaqVerdict["outcome"];
};

const source = ({ entry }: FaqCandidate): FaqSource => ({ id: entry.id, question: entry.question, url: entry.resourceUrl });
const offered = (c: FaqCandidate): FaqRelated => ({ ...source(c), answer: c.entry.answer, url: c.entry.resourceUrl });

export function replyToFaq(index: FaqIndex, asked: string, context: FaqContext | undefined, now: Date): FaqReply {
  const conversation = answerWithConversation(asked, context);
  const question = conversation.question;
  const { answers, nearest, related, outcome } = answerFaq(index, question, { page: context?.page });
  const [best] = answers;
  const logged = {
    question: conversation.logged,
    matchedEntryId: best?.entry.id ?? null,
    confidence: nearest?.confidence ?? null,
    searchOutcome: outcome,
  };
  const next = { context: conversation.context };
  const inScope = conversation.kind !== "computed" || estimateAnswers(index, question, conversation.answer?.resourceUrl ?? "");
  if (conversation.answer && conversation.kind && inScope)
    return { ...logged, kind: conversation.kind, answer: { ...conversation.answer, ...next } };
  if (!best)
    return { ...logged, kind: "fallback", answer: { ...FALLBACK, ...(related.length ? { related: related.map(offered) } : {}), ...next } };
  return {
    ...logged,
    kind: "entry",
    answer: {
      response: withTurnaround(best.entry.answer, question, conversation.context.office, now),
      resourceUrl: best.entry.resourceUrl,
      sources: answers.map(source),
      ...next,
    },
  };
}
