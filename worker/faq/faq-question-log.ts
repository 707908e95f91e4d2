// The FAQ question log: what visitors ask and what it matched, for the corpus gaps report. It must
// hold no personal data and must accept every question.

import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import { faqQueries } from "../db/schema";

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** 7 to 15 digits with at most two spaces, dots, dashes or brackets between each: a phone number, not a price or a year. */
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d(?:[\s().-]{0,2}\d){6,14}(?![\p{L}\p{N}])/gu;

/**
 * The question as the log may keep it: well-formed text (libSQL refuses a lone UTF-16 surrogate,
 * which would lose the row) with e-mail addresses and phone numbers replaced.
 */
const loggableQuestion = (question: string) => question.toWellFormed().replace(EMAIL, "[email]").replace(PHONE, "[phone]");

export type FaqQuestionLogRow = {
  sessionId: string;
  question: string;
  matchedEntryId: string | null;
  /** Confidence of the nearest entry (0–1), or null when nothing came near. */
  confidence: number | null;
};

export function logFaqQuestion(db: Database, row: FaqQuestionLogRow): Promise<unknown> {
  return retryWhenBusy(() =>
    db.insert(faqQueries).values({
      sessionId: row.sessionId,
      query: loggableQuestion(row.question),
      matchedEntryId: row.matchedEntryId,
      rank: row.confidence,
    }),
  );
}
