// `npm run deliveries`: the outbox as an operator sees it — what is still pending or has failed,
// and why — and the way to send again. Kept apart from the command's plumbing (scripts/deliveries.ts)
// so it can be tested against a real database.

import type { Client } from "@libsql/client";
import { parseCommandLine, UsageError } from "./command-line";

export type DeliveriesCommand =
  | { action: "list"; statuses: string[]; format: "table" | "json" }
  | { action: "retry"; id: string }
  | { action: "retry-failed" }
  | { action: "check" }
  | { action: "help" };

export type DeliveryListRow = {
  id: string;
  createdAt: string;
  recordType: string;
  recordId: string;
  version: number;
  destination: string;
  eventType: string;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
};

export const DELIVERIES_USAGE = `Usage: npm run deliveries -- [--status pending|failed|delivered|all] [--format table|json]
       npm run deliveries -- --retry <delivery id>
       npm run deliveries -- --retry-failed
       npm run deliveries -- --check

Lists lead deliveries that are pending or failed (default), newest first, with the reason of the
last failed attempt. --retry and --retry-failed put deliveries back in the queue's hands: the next
minute's sweep sends them, with a fresh set of attempts. --check validates the destinations'
variables (from the environment and .dev.vars) and says which destinations are on.`;

const STATUSES = ["pending", "failed", "delivered"];

export function parseDeliveriesArgs(argv: string[]): DeliveriesCommand {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      status: { type: "string", default: "pending,failed" },
      format: { type: "string", default: "table" },
      retry: { type: "string" },
      "retry-failed": { type: "boolean", default: false },
      check: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { action: "help" };
  if (values.check) return { action: "check" };
  if (values["retry-failed"]) return { action: "retry-failed" };
  if (values.retry !== undefined) {
    if (!/^[0-9a-f-]{36}$/i.test(values.retry)) throw new UsageError("--retry takes a delivery id (a UUID, as listed)");
    return { action: "retry", id: values.retry.toLowerCase() };
  }
  const statuses = values.status === "all" ? STATUSES : values.status.split(",");
  if (statuses.some((s) => !STATUSES.includes(s))) throw new UsageError(`--status must be ${STATUSES.join(", ")} or all`);
  if (values.format !== "table" && values.format !== "json") throw new UsageError("--format must be table or json");
  return { action: "list", statuses, format: values.format };
}

export async function fetchDeliveries(client: Client, statuses: readonly string[]): Promise<DeliveryListRow[]> {
  const { rows } = await client.execute({
    sql: `select id, created_at, record_type, record_id, record_version, destination, event_type, status, attempts, next_attempt_at, last_error
      from deliveries where status in (select value from json_each(?)) order by created_at desc, id limit 500`,
    args: [JSON.stringify(statuses)],
  });
  return rows.map((r) => ({
    id: String(r.id),
    createdAt: String(r.created_at),
    recordType: String(r.record_type),
    recordId: String(r.record_id),
    version: Number(r.record_version),
    destination: String(r.destination),
    eventType: String(r.event_type),
    status: String(r.status),
    attempts: Number(r.attempts),
    nextAttemptAt: String(r.next_attempt_at),
    lastError: r.last_error === null ? null : String(r.last_error),
  }));
}

/** Due long enough ago that the next sweep (which re-sends what is 2 minutes overdue) takes it. */
const overdue = (now: Date) => new Date(now.getTime() - 3 * 60_000).toISOString();

/**
 * Sends one delivery again (pending or failed, never one already delivered). Answers what happened,
 * in words for the operator.
 */
export async function retryDelivery(client: Client, id: string, now = new Date()): Promise<string> {
  const { rows } = await client.execute({
    sql: `update deliveries set status = 'pending', attempts = 0, lease_until = null, next_attempt_at = ?, updated_at = ?
      where id = ? and status != 'delivered' returning id`,
    args: [overdue(now), now.toISOString(), id],
  });
  if (rows.length) return `Delivery ${id} will be sent by the next sweep (within a minute).`;
  const { rows: existing } = await client.execute({ sql: "select status from deliveries where id = ?", args: [id] });
  return existing.length ? `Delivery ${id} was already delivered; nothing to send.` : `No delivery ${id}.`;
}

/** Sends every failed delivery again; answers how many. */
export async function retryFailedDeliveries(client: Client, now = new Date()): Promise<number> {
  const { rowsAffected } = await client.execute({
    sql: `update deliveries set status = 'pending', attempts = 0, lease_until = null, next_attempt_at = ?, updated_at = ? where status = 'failed'`,
    args: [overdue(now), now.toISOString()],
  });
  return rowsAffected;
}

/** Visitor-influenced error text (a receiver's answer) must not drive the operator's terminal. */
const CONTROL = /[\p{Cc}\p{Cf}]/gu;

export function formatDeliveries(rows: readonly DeliveryListRow[], format: "table" | "json"): string {
  if (format === "json") return JSON.stringify(rows, null, 2);
  if (rows.length === 0) return "No deliveries match.";
  return rows
    .map((r) =>
      [
        `${r.id}  ${r.createdAt.slice(0, 16).replace("T", " ")}  ${r.eventType} ${r.recordType} ${r.recordId} v${r.version} → ${r.destination}`,
        `  ${r.status}, ${r.attempts} attempt${r.attempts === 1 ? "" : "s"}${r.status === "pending" ? `, next ${r.nextAttemptAt.slice(0, 19).replace("T", " ")}` : ""}${
          r.lastError ? `: ${r.lastError.replace(CONTROL, "\uFFFD")}` : ""
        }`,
      ].join("\n"),
    )
    .join("\n");
}
