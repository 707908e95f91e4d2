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

/**
 * Answered questions whose log row this isolate is still writing, by session and question, with how
 * many writes of each are under way. Only flags: a promise one request started must not be awaited
 * by another in workerd.
 */
const rowsBeingWritten = new Map<string, number>();
const rowKey = (sessionId: string, question: string) => `${sessionId}\n${question}`;

function countWrite(key: string, change: 1 | -1): void {
  const count = (rowsBeingWritten.get(key) ?? 0) + change;
  if (count > 0) rowsBeingWritten.set(key, count);
  else rowsBeingWritten.delete(key);
}

/** Writes the question's log row; call it before the answer leaves, so a vote that follows knows the row is coming. */
export function logFaqQuestion(db: Database, row: FaqQuestionLogRow): Promise<unknown> {
  const query = loggableQuestion(row.question);
  // A fallback is never rated, so no vote waits for its row.
  const key = row.matchedEntryId === null ? null : rowKey(row.sessionId, query);
  if (key) countWrite(key, 1);
  return retryWhenBusy(() =>
    db.insert(faqQueries).values({
      sessionId: row.sessionId,
      query,
      matchedEntryId: row.matchedEntryId,
      rank: row.confidence,
    }),
  ).finally(() => {
    if (key) countWrite(key, -1);
  });
}

/**
 * How long after asking a visitor may still rate the answer (they rate it while reading it). It
 * also keeps the vote's lookup on the created_at index rather than a scan of the whole log.
 */
export const FEEDBACK_WINDOW_MS = 24 * 3_600_000;

/**
 * The answer leaves before its log row is written, so a quick vote can arrive first: while this
 * isolate is still writing that row, the vote waits for it, at most this long. A vote for a row
 * this isolate is not writing is answered at once, so made-up votes hold no request open. Only the
 * isolate that answered knows its row is coming; a vote that overtakes the row in another isolate
 * would need a person to rate the answer within the milliseconds its write takes.
 */
const ROW_WAIT_MS = 3_000;
const ROW_POLL_MS = 20;

/** Sets `helpful` on the session's latest answered log row for this question; false when there is none. */
async function rateLatest(db: Database, sessionId: string, question: string, helpful: boolean): Promise<boolean> {
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
  return updated.length > 0;
}

/**
 * Sets `helpful` on the session's latest answered log row for this question, replacing an earlier
 * vote. False when there is no such row from the last FEEDBACK_WINDOW_MS and none being written:
 * an unknown session or question, or one that got the fallback (a fallback is not rated; the gaps
 * report lists every one already).
 */
export async function recordFaqFeedback(db: Database, { sessionId, query, helpful }: FaqFeedback): Promise<boolean> {
  const question = loggableQuestion(query);
  const key = rowKey(sessionId, question);
  const deadline = Date.now() + ROW_WAIT_MS;
  for (;;) {
    // Read before looking: a write that ends after this flag was read is seen by the next look.
    const beingWritten = rowsBeingWritten.has(key);
    if (await rateLatest(db, sessionId, question, helpful)) return true;
    if (!beingWritten || Date.now() >= deadline) return false;
    while (rowsBeingWritten.has(key) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, ROW_POLL_MS));
  }
}
