// The FAQ question log: what visitors ask, what it matched and whether the visitor found the answer
// helpful, for the corpus gaps report. It must hold no personal data and must accept every question.

import { and, desc, eq, gte, inArray, isNotNull } from "drizzle-orm";
import type { FaqFeedback } from "../../shared/faq-feedback";
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

/**
 * How long after asking a visitor may still rate the answer (they rate it while reading it). It
 * also keeps the vote's lookup on the created_at index rather than a scan of the whole log.
 */
export const FEEDBACK_WINDOW_MS = 24 * 3_600_000;

/**
 * The answer leaves before its log row is written (logFaqQuestion runs after it), so a quick vote
 * can arrive first: it looks for the row again after each of these waits (about 3 s in all) before
 * calling the question unknown.
 */
const ROW_WAITS_MS = [50, 100, 200, 400, 800, 1_500];

/**
 * Sets `helpful` on the session's latest answered log row for this question, replacing an earlier
 * vote. False when there is no such row from the last FEEDBACK_WINDOW_MS, even after waiting for
 * it: an unknown session or question, or one that got the fallback (a fallback is not rated; the
 * gaps report lists every one already).
 */
export async function recordFaqFeedback(db: Database, { sessionId, query, helpful }: FaqFeedback): Promise<boolean> {
  const question = loggableQuestion(query);
  for (const wait of [0, ...ROW_WAITS_MS]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    const latest = db
      .select({ id: faqQueries.id })
      .from(faqQueries)
      .where(
        and(
          gte(faqQueries.createdAt, new Date(Date.now() - FEEDBACK_WINDOW_MS).toISOString()),
          eq(faqQueries.sessionId, sessionId),
          eq(faqQueries.query, question),
          isNotNull(faqQueries.matchedEntryId),
        ),
      )
      .orderBy(desc(faqQueries.id))
      .limit(1);
    const updated = await retryWhenBusy(() =>
      db.update(faqQueries).set({ helpful }).where(inArray(faqQueries.id, latest)).returning({ id: faqQueries.id }),
    );
    if (updated.length > 0) return true;
  }
  return false;
}
