import { csvCell } from "../../shared/csv-cell";
import { deskRecordPath, type InboxFilter } from "../../shared/desk";
import type { InboxRow } from "../../shared/desk-views";
import type { Database } from "../db/client";
import { type InboxCursor, readInboxChunk } from "./inbox";

// The inbox's current filter as CSV. Rows are read a chunk at a time with a cursor and written as
// they come, so an export of any size holds one chunk in memory and starts downloading at once.

const CHUNK_ROWS = 500;

const COLUMNS: [header: string, cell: (row: InboxRow, origin: string) => string][] = [
  ["type", (row) => row.type],
  ["id", (row) => row.id],
  ["created_at", (row) => row.createdAt],
  ["name", (row) => row.name],
  ["company", (row) => row.company ?? ""],
  ["email", (row) => row.email],
  ["phone", (row) => row.phone ?? ""],
  ["status", (row) => row.status],
  ["owner", (row) => row.owner ?? ""],
  ["first_touch_at", (row) => row.firstTouchAt ?? ""],
  ["office", (row) => row.office],
  ["source", (row) => row.source],
  ["campaign", (row) => row.campaign ?? ""],
  ["score", (row) => (row.score === null ? "" : String(row.score))],
  ["high_value", (row) => (row.isHighValue ? "yes" : "no")],
  ["spam_reason", (row) => row.spamReason ?? ""],
  ["desk_url", (row, origin) => `${origin}${deskRecordPath(row.type, row.id)}`],
];

const line = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;

export function exportCsv(db: Database, filter: InboxFilter, me: string, origin: string): Response {
  const encoder = new TextEncoder();
  let after: InboxCursor | null = null;
  let started = false;
  const body = new ReadableStream<Uint8Array>(
    {
      // Called when the reader wants more: one chunk of rows per call, so a slow download reads slowly.
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(line(COLUMNS.map(([header]) => header))));
        }
        const rows = await readInboxChunk(db, filter, me, after, CHUNK_ROWS);
        if (rows.length > 0)
          controller.enqueue(encoder.encode(rows.map((row) => line(COLUMNS.map(([, cell]) => cell(row, origin)))).join("")));
        const last = rows.at(-1);
        if (rows.length < CHUNK_ROWS || !last) controller.close();
        else after = { createdAt: last.createdAt, id: last.id };
      },
    },
    { highWaterMark: 0 },
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="kilele-leads-${day}.csv"`,
    },
  });
}
