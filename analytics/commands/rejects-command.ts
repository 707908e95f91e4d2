import { desc, sql } from "drizzle-orm";
import type { LogDatabase } from "../log/log-database";
import type { RejectsReplay } from "../log/replay-rejects";
import { analyticsRejects } from "../log/tables";
import type { OutputFormat } from "./analytics-args";
import { count, printable, utcMinute } from "./terminal-text";

// `npm run analytics -- rejects`: what the log refused and why. A reject failed its schema, so its
// body may hold anything a client sent: it is shown only when asked for, cut short.

const BODY_SHOWN = 300;
const REASON_SHOWN = 300;

export type RejectRow = {
  messageId: string;
  failedAt: string;
  eventType: string | null;
  schemaVersion: number | null;
  reason: string;
  attempts: number;
  /** The first characters of the body, with --verbose only. */
  body?: string;
};

export type RejectsList = { total: number; rejects: RejectRow[] };

/** The newest `limit` rejects, and how many there are in all. */
export async function listRejects(db: LogDatabase, { limit, verbose }: { limit: number; verbose: boolean }): Promise<RejectsList> {
  const [[total], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)` }).from(analyticsRejects),
    db
      .select({
        messageId: analyticsRejects.messageId,
        failedAt: analyticsRejects.failedAt,
        eventType: analyticsRejects.eventType,
        schemaVersion: analyticsRejects.schemaVersion,
        reason: analyticsRejects.reason,
        attempts: analyticsRejects.attempts,
        body: sql<string>`substr(${analyticsRejects.body}, 1, ${BODY_SHOWN + 1})`,
      })
      .from(analyticsRejects)
      .orderBy(desc(analyticsRejects.failedAt), desc(analyticsRejects.messageId))
      .limit(limit),
  ]);
  return {
    total: Number(total?.n ?? 0),
    rejects: rows.map(({ body, ...row }) => ({
      ...row,
      reason: printable(row.reason, REASON_SHOWN),
      ...(verbose ? { body: printable(body, BODY_SHOWN) } : {}),
    })),
  };
}

const typeOf = (row: RejectRow) =>
  row.eventType === null ? "(no event type)" : `${printable(row.eventType)}${row.schemaVersion === null ? "" : ` v${row.schemaVersion}`}`;

export function formatRejects(list: RejectsList, format: OutputFormat): string {
  if (format === "json") return JSON.stringify(list, null, 2);
  if (list.total === 0) return "No rejects: the log took every event.";
  const lines = list.rejects.flatMap((row) => [
    `${row.messageId}  ${utcMinute(row.failedAt)}  ${typeOf(row)}  ${count(row.attempts, "attempt")}`,
    `  ${row.reason}`,
    ...(row.body === undefined ? [] : [`  body: ${row.body}`]),
  ]);
  const shown =
    list.rejects.length < list.total ? `${list.rejects.length} newest of ${count(list.total, "reject")}` : count(list.total, "reject");
  return [...lines, "", `${shown}. After a fix to the schema or the producer: npm run analytics -- rejects --replay`].join("\n");
}

export function formatRejectsReplay(replay: RejectsReplay): string {
  const lines = [`${count(replay.appended, "reject")} appended to the log (the sinks send them on their next run).`];
  if (replay.stillRejected.length) {
    lines.push(`${count(replay.stillRejected.length, "reject")} still rejected:`);
    for (const { messageId, reason } of replay.stillRejected) lines.push(`  ${messageId}: ${printable(reason, REASON_SHOWN)}`);
  }
  return lines.join("\n");
}
