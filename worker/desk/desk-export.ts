import { recordKinds } from "../../content/desk-export-copy";
import { csvCell, csvPhoneCell } from "../../shared/csv-cell";
import { deskRecordPath, type InboxFilter } from "../../shared/desk";
import type { InboxRow } from "../../shared/desk-views";
import { eatIsoTime, eatTime } from "../../shared/eat-time";
import type { Database } from "../db/client";
import { detailsKey, type ExportDetails, readExportDetails } from "./export-details";
import { readInboxChunk } from "./inbox";

// The inbox's current filter as CSV, in the desk's clock (EAT, written as ISO 8601 with +03:00) and
// with the substance: the chat's answers, the visitor's words, notes, the last activity and next
// step, how it ended and every attribution field. Rows are read a chunk at a time with a cursor and
// written as they come, so an export of any size holds one chunk in memory and starts at once.

const CHUNK_ROWS = 500;

type Row = { row: InboxRow; details: ExportDetails | undefined; origin: string };
/** A column: its header and its cell, already written (csvCell or csvPhoneCell). */
type Column = [header: string, cell: (row: Row) => string];

const time = (iso: string | null | undefined) => (iso ? eatIsoTime(iso) : "");
const text =
  (get: (row: Row) => string | null | undefined): ((row: Row) => string) =>
  (row) =>
    csvCell(get(row) ?? "");

const kindOf = (row: InboxRow) => recordKinds[row.support ? "support" : row.type];

/** Won's value, in dollars with cents: "12500.00". */
const dollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? "" : (cents / 100).toFixed(2));

const products = (json: string | null | undefined) => {
  if (!json) return "";
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.join("; ") : "";
};

const COLUMNS: Column[] = [
  ["kind", text(({ row }) => kindOf(row))],
  ["type", text(({ row }) => row.type)],
  ["id", text(({ row }) => row.id)],
  ["created_at", text(({ row }) => time(row.createdAt))],
  ["name", text(({ row }) => row.name)],
  ["company", text(({ row }) => row.company)],
  ["email", text(({ row }) => row.email)],
  // The number as dialled (E.164) when it was read, else as typed; the typed value beside it.
  ["phone", ({ row, details }) => csvPhoneCell(details?.phoneE164 ?? row.phone ?? "")],
  ["phone_as_typed", ({ row }) => csvPhoneCell(row.phone ?? "")],
  ["status", text(({ row }) => row.status)],
  ["owner", text(({ row }) => row.owner)],
  ["first_touch_at", text(({ row }) => time(row.firstTouchAt))],
  ["office", text(({ row }) => row.office)],
  ["score", text(({ row }) => (row.score === null ? "" : String(row.score)))],
  ["high_value", text(({ row }) => (row.isHighValue ? "yes" : "no"))],
  ["down_now", text(({ row }) => (row.downNow ? "yes" : ""))],
  ["org_type", text(({ details }) => details?.orgType)],
  ["company_size", text(({ details }) => details?.companySize)],
  ["need", text(({ details }) => details?.primaryNeed)],
  ["current_stack", text(({ details }) => details?.currentStack)],
  ["urgency", text(({ details }) => details?.urgency)],
  ["budget", text(({ details }) => details?.budget)],
  ["subject", text(({ details }) => details?.subject)],
  ["service_interest", text(({ details }) => details?.serviceInterest)],
  ["guide", text(({ details }) => details?.guideId)],
  ["message", text(({ details }) => details?.message)],
  ["last_activity_at", text(({ details }) => time(details?.lastActivity?.at))],
  [
    "last_activity",
    text(({ details }) => {
      const activity = details?.lastActivity;
      if (!activity) return "";
      const what = [activity.channel, activity.outcome].filter(Boolean).join(", ");
      return [what, activity.note].filter(Boolean).join(": ");
    }),
  ],
  ["next_step", text(({ details }) => details?.nextStep?.step)],
  ["next_step_due", text(({ details }) => time(details?.nextStep?.dueAt))],
  ["notes", text(({ details }) => details?.notes.map((n) => `${eatTime(n.at)} ${n.actor}: ${n.note}`).join("\n"))],
  ["lost_reason", text(({ details }) => details?.lostReason)],
  ["deal_value_usd", text(({ details }) => dollars(details?.wonValueCents))],
  ["products_won", text(({ details }) => products(details?.wonProducts))],
  ["source", text(({ row }) => row.source)],
  ["utm_source", text(({ details }) => details?.utmSource)],
  ["utm_medium", text(({ details }) => details?.utmMedium)],
  ["utm_campaign", text(({ details }) => details?.utmCampaign)],
  ["utm_term", text(({ details }) => details?.utmTerm)],
  ["utm_content", text(({ details }) => details?.utmContent)],
  ["gclid", text(({ details }) => details?.gclid)],
  ["fbclid", text(({ details }) => details?.fbclid)],
  ["msclkid", text(({ details }) => details?.msclkid)],
  ["referrer_host", text(({ details }) => details?.referrerHost)],
  ["landing_path", text(({ details }) => details?.landingPath)],
  ["spam_reason", text(({ row }) => row.spamReason)],
  ["desk_url", text(({ row, origin }) => `${origin}${deskRecordPath(row.type, row.id)}`)],
];

const EXPORT_HEADERS = COLUMNS.map(([header]) => header);

const line = (cells: string[]) => `${cells.join(",")}\r\n`;

export function exportCsv(db: Database, filter: InboxFilter, me: string, origin: string, now: Date): Response {
  const encoder = new TextEncoder();
  let next: Promise<InboxRow[]> | null = null;
  const body = new ReadableStream<Uint8Array>(
    {
      // Called when the reader wants more: one chunk of rows per call, so a slow download reads slowly.
      // The next chunk's rows are read while this chunk's details are, a round trip each on its own connection.
      async pull(controller) {
        if (!next) {
          controller.enqueue(encoder.encode(line(EXPORT_HEADERS.map(csvCell))));
          next = readInboxChunk(db, filter, me, null, CHUNK_ROWS);
        }
        const rows = await next;
        const last = rows.at(-1);
        const more = rows.length === CHUNK_ROWS && last !== undefined;
        if (more) {
          next = readInboxChunk(db, filter, me, { createdAt: last.createdAt, id: last.id }, CHUNK_ROWS);
          // Awaited by the next pull; a download given up before then must not leave its failure unhandled.
          next.catch(() => {});
        }
        if (rows.length > 0) {
          const details = await readExportDetails(db, rows);
          const lines = rows.map((row) => line(COLUMNS.map(([, cell]) => cell({ row, details: details.get(detailsKey(row)), origin }))));
          controller.enqueue(encoder.encode(lines.join("")));
        }
        if (!more) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  // The file is named for the day in the desk's clock.
  const day = eatIsoTime(now.toISOString()).slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="kilele-leads-${day}.csv"`,
    },
  });
}
