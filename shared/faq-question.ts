import * as v from "valibot";
import { type FaqChoice, type FaqContext, faqContextSchema } from "./faq-conversation";

export const MAX_FAQ_QUERY_LENGTH = 500;

/** The chat's FAQ question: a blank question is never sent, nor accepted. */
export const faqQuestionSchema = v.object({
  query: v.pipe(
    v.string("query must be text"),
    v.trim(),
    v.nonEmpty("Type a question"),
    v.maxLength(MAX_FAQ_QUERY_LENGTH, `A question must be at most ${MAX_FAQ_QUERY_LENGTH} characters`),
  ),
  sessionId: v.pipe(v.string("sessionId must be text"), v.uuid("sessionId must be a UUID")),
  /** The page asked on and what the conversation settled (shared/faq-conversation.ts), for follow-ups. */
  context: v.optional(faqContextSchema),
});

export type FaqQuestion = v.InferOutput<typeof faqQuestionSchema>;

/** A corpus entry the answer came from, for a "read more" link. */
export type FaqSource = { id: string; question: string; url: string | null };

/**
 * POST /api/chatbot-faq answer. `resourceUrl` points to the page that says more; when no entry
 * matched it is "/contact". `sources` lists the matched entries, best first (absent on fallback).
 * `related` (only on a fallback, and only when something comes near) lists the closest entries of
 * up to two pages, surest first, for the chat to offer in full.
 */
export type FaqAnswer = {
  response: string;
  resourceUrl?: string;
  sources?: FaqSource[];
  related?: FaqRelated[];
  /** The context of the question as resolved, for the chat to send with the next one. */
  context?: FaqContext;
  /** An ask-back: the question fits these offers and nothing settled which; a tap asks it about one. */
  choices?: FaqChoice[];
  /** A computed estimate: where to ask for a quote that confirms it. */
  quoteUrl?: string;
};

/** An entry a fallback offers: its question, its answer and the page that says more. */
export type FaqRelated = { id: string; question: string; answer: string; url: string };

/** A corpus entry the knowledge-base search shows in full. */
export type FaqArticle = { id: string; question: string; answer: string; url: string };
