import * as v from "valibot";
import { faqQuestionSchema } from "./faq-question";

/**
 * The visitor's "Helpful?" vote on an FAQ answer (POST /api/chatbot-faq/feedback): the session
 * and the question exactly as they were sent to /api/chatbot-faq, and the vote. A later vote on
 * the same answer replaces the earlier one, so a mis-tap can be corrected.
 */
export const faqFeedbackSchema = v.object({
  sessionId: faqQuestionSchema.entries.sessionId,
  query: faqQuestionSchema.entries.query,
  helpful: v.boolean("helpful must be true or false"),
});

export type FaqFeedback = v.InferOutput<typeof faqFeedbackSchema>;

/** The answer to a recorded vote: the vote now stored. */
export type FaqFeedbackRecorded = { helpful: boolean };
