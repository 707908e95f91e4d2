import type { Client } from "@libsql/client";
import { piiLeaks } from "./abuse-pii";
import { RECORD_FAMILIES } from "./abuse-records";
import { type AcceptedRecord, HOSTILE_MARK, NORMAL_MARK, PROBE_MARK } from "./abuse-traffic";

// What the run left in the database. Hostile traffic may leave rows now: records held for review
// and analytics events with the personal data taken out. It may leave none outside that: no record
// that is not held, no delivery, nothing in any other table, no record without a mark.

/**
 * Tables not searched for the hostile mark: those a hostile request may write to (its held record, the
 * token's use, analytics, searched for personal data instead) and the outbox, counted on its own.
 */
const NOT_SEARCHED = new Set([
  "leads",
  "contact_messages",
  "form_token_uses",
  "analytics_events",
  "analytics_rejects",
  "analytics_funnel_sessions",
  "analytics_funnel_daily",
  "analytics_sink_positions",
  "deliveries",
]);
/** Tables whose every row comes from a request that carries its traffic's mark. */
const MARKED_TABLES = { leads: "contact_email", contact_messages: "email", faq_queries: "session_id" } as const;

const likeMark = (mark: string) => `${mark}%`;
const rows = async (db: Client, sql: string, args: string[] = []) => (await db.execute({ sql, args })).rows;

type HostileFamilyRows = { family: string; stored: number; held: number; reasons: Map<string, number> };

export type RowFigures = {
  hostileFamilies: HostileFamilyRows[];
  /** Hostile records stored without being held. */
  hostileNotHeld: number;
  /** Outbox rows for hostile records: a delivery was due. */
  hostileDeliveryRows: number;
  /** Rows with the hostile mark in tables no hostile request may write to. */
  hostileElsewhere: Map<string, number>;
  /** Records without any traffic's mark. */
  unmarkedRecords: number;
  /** Accepted normal records held for review, by reason. */
  normalHeld: Map<string, number>;
  /** Outbox rows of accepted normal records, by destination: delivered of all. */
  normalOutbox: Map<string, { delivered: number; rows: number }>;
  /** Personal data from the hostile payloads found in the event log (and in its rejects, which no sink reads). */
  logPii: string[];
  rejectsPii: string[];
  /** The accepted personal-data payloads whose (cleaned) event is in the log. */
  logPiiEvents: number;
};

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Records of the hostile mark, as `{ email, spam_reason }`, leads and every form's messages alike. */
async function hostileRecords(db: Client) {
  return [
    ...(await rows(db, "SELECT contact_email AS email, spam_reason FROM leads WHERE session_id LIKE ? OR contact_email LIKE ?", [
      likeMark(HOSTILE_MARK),
      likeMark(HOSTILE_MARK),
    ])),
    ...(await rows(db, "SELECT email, spam_reason FROM contact_messages WHERE email LIKE ?", [likeMark(HOSTILE_MARK)])),
  ];
}

async function tablesOf(db: Client): Promise<string[]> {
  const found = await rows(
    db,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'libsql_%'",
  );
  return found.map((r) => String(r.name)).filter((name) => !name.startsWith("__") && !NOT_SEARCHED.has(name));
}

async function markedRows(db: Client, table: string, mark: string): Promise<number> {
  const columns = (await rows(db, `PRAGMA table_info("${table}")`)).map((r) => String(r.name));
  const where = columns.map((c) => `CAST("${c}" AS TEXT) LIKE ?`).join(" OR ");
  return Number(
    (
      await rows(
        db,
        `SELECT count(*) AS n FROM "${table}" WHERE ${where}`,
        columns.map(() => `%${mark}%`),
      )
    )[0]!.n,
  );
}

/** The outbox rows of every record, with the record's e-mail address. */
async function outbox(db: Client) {
  return rows(
    db,
    `SELECT d.destination, d.status, l.contact_email AS email FROM deliveries d JOIN leads l ON l.id = d.record_id
     UNION ALL SELECT d.destination, d.status, c.email FROM deliveries d JOIN contact_messages c ON c.id = d.record_id`,
  );
}

/** How many of the events `eventIds` the log holds. */
export async function loggedEvents(db: Client, eventIds: Set<string>): Promise<number> {
  const sql = "SELECT count(*) AS n FROM analytics_events WHERE event_id IN (SELECT value FROM json_each(?))";
  return Number((await rows(db, sql, [JSON.stringify([...eventIds])]))[0]!.n);
}

export async function rowFigures(db: Client, accepted: AcceptedRecord[], piiAccepted: Set<string>): Promise<RowFigures> {
  const families = new Map<string, HostileFamilyRows>();
  let hostileNotHeld = 0;
  for (const record of await hostileRecords(db)) {
    const tag = String(record.email).split(".")[1] ?? "";
    const family = RECORD_FAMILIES[tag as keyof typeof RECORD_FAMILIES] ?? `other (${tag})`;
    const figures = families.get(family) ?? { family, stored: 0, held: 0, reasons: new Map() };
    families.set(family, figures);
    figures.stored++;
    if (record.spam_reason === null) hostileNotHeld++;
    else {
      figures.held++;
      count(figures.reasons, String(record.spam_reason));
    }
  }

  const allOutbox = await outbox(db);
  const acceptedEmails = new Set(accepted.map((r) => r.email));
  const normalOutbox = new Map<string, { delivered: number; rows: number }>();
  for (const row of allOutbox.filter((r) => acceptedEmails.has(String(r.email)))) {
    const figures = normalOutbox.get(String(row.destination)) ?? { delivered: 0, rows: 0 };
    normalOutbox.set(String(row.destination), figures);
    figures.rows++;
    if (row.status === "delivered") figures.delivered++;
  }

  const hostileElsewhere = new Map<string, number>();
  for (const table of await tablesOf(db)) {
    const n = await markedRows(db, table, HOSTILE_MARK);
    if (n) hostileElsewhere.set(table, n);
  }

  let unmarkedRecords = 0;
  for (const [table, column] of Object.entries(MARKED_TABLES)) {
    const marks = [NORMAL_MARK, HOSTILE_MARK, PROBE_MARK];
    const where = marks.map(() => `"${column}" NOT LIKE ?`).join(" AND ");
    unmarkedRecords += Number((await rows(db, `SELECT count(*) AS n FROM "${table}" WHERE ${where}`, marks.map(likeMark)))[0]!.n);
  }

  const normalHeld = new Map<string, number>();
  const held = [
    ...(await rows(db, "SELECT contact_email AS email, spam_reason FROM leads WHERE spam_reason IS NOT NULL")),
    ...(await rows(db, "SELECT email, spam_reason FROM contact_messages WHERE spam_reason IS NOT NULL")),
  ];
  for (const row of held) if (acceptedEmails.has(String(row.email))) count(normalHeld, String(row.spam_reason));

  const log = JSON.stringify((await rows(db, "SELECT * FROM analytics_events")).map((r) => Object.values(r)));
  const rejects = JSON.stringify((await rows(db, "SELECT * FROM analytics_rejects")).map((r) => Object.values(r)));
  return {
    hostileFamilies: [...families.values()].sort((a, b) => a.family.localeCompare(b.family)),
    hostileNotHeld,
    hostileDeliveryRows: allOutbox.filter((r) => String(r.email).startsWith(HOSTILE_MARK)).length,
    hostileElsewhere,
    unmarkedRecords,
    normalHeld,
    normalOutbox,
    logPii: piiLeaks(log),
    rejectsPii: piiLeaks(rejects),
    logPiiEvents: await loggedEvents(db, piiAccepted),
  };
}
