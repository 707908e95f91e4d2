import { desc } from "drizzle-orm";
import type { LogDatabase } from "../log/log-database";
import { analyticsEvents } from "../log/tables";
import type { OutputFormat } from "./analytics-args";
import { columns, printable, utcSeconds } from "./terminal-text";

// `npm run analytics -- tail`: the newest events. Their data holds no personal data (every schema
// refuses it); the person's id and the country are left out, and the session is shortened to what
// tells a session's events apart on one screen.

const SESSION_SHOWN = 8;
const DATA_SHOWN = 160;

export type TailRow = {
  offset: number;
  receivedAt: string;
  eventType: string;
  schemaVersion: number;
  session: string;
  seq: number | null;
  data: unknown;
};

/** The newest `limit` events, oldest of them first, as a tail shows them. */
export async function tailEvents(db: LogDatabase, limit: number): Promise<TailRow[]> {
  const rows = await db
    .select({
      offset: analyticsEvents.logOffset,
      receivedAt: analyticsEvents.receivedAt,
      eventType: analyticsEvents.eventType,
      schemaVersion: analyticsEvents.schemaVersion,
      sessionId: analyticsEvents.sessionId,
      seq: analyticsEvents.seq,
      data: analyticsEvents.data,
    })
    .from(analyticsEvents)
    .orderBy(desc(analyticsEvents.logOffset))
    .limit(limit);
  return rows.reverse().map(({ sessionId, ...row }) => ({ ...row, session: `${sessionId.slice(0, SESSION_SHOWN)}…` }));
}

export function formatTail(rows: readonly TailRow[], format: OutputFormat): string {
  if (format === "json") return JSON.stringify(rows, null, 2);
  if (rows.length === 0) return "The log is empty.";
  return columns(
    [
      ["Offset", "Received (UTC)", "Event", "Session", "Seq", "Data"],
      ...rows.map((row) => [
        String(row.offset),
        utcSeconds(row.receivedAt),
        `${row.eventType} v${row.schemaVersion}`,
        row.session,
        row.seq === null ? "–" : String(row.seq),
        printable(JSON.stringify(row.data) ?? "", DATA_SHOWN),
      ]),
    ],
    [0, 4],
  ).join("\n");
}
