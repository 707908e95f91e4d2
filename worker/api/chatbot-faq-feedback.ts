import { Hono } from "hono";
import { type FaqFeedbackRecorded, faqFeedbackSchema } from "../../shared/faq-feedback";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { FEEDBACK_WINDOW_MS, recordFaqFeedback } from "../faq/faq-question-log";
import { ApiError } from "./errors";
import { limitBody, requireJson, validJson } from "./request-guards";

/** The chat's "Helpful? Yes / No" under an FAQ answer, stored on that question's log row. */
export const chatbotFaqFeedback = new Hono<AppBindings>().post("/", requireJson, limitBody, validJson(faqFeedbackSchema), async (c) => {
  const feedback = c.req.valid("json");
  if (!(await recordFaqFeedback(createDatabase(c.env), feedback))) {
    throw new ApiError(
      404,
      "question_not_found",
      `This chat session got no answer to that question in the last ${FEEDBACK_WINDOW_MS / 3_600_000} hours, so there is nothing to rate.`,
    );
  }
  return c.json({ helpful: feedback.helpful } satisfies FaqFeedbackRecorded);
});
