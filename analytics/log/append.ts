import { type SQL, sql } from "drizzle-orm";
import { withoutPersonalData } from "../events/personal-data";
import { currentVersion, eventRegistry } from "../events/registry";
import type { LogDatabase } from "./log-database";
import { analyticsEvents } from "./tables";

// The log's one writer. Appending is idempotent: the event id is unique, so a message the queue
// redelivers, or a browser's retry of the same event, is appended once and keeps its first offset.

/** An event whose data passed its schema, ready to append. */
export type LogEntry = {
  eventId: string;
  sessionId: string;
  visitId?: string | undefined;
  seq?: number | undefined;
  distinctId?: string | undefined;
  eventType: string;
  schemaVersion: number;
  data: unknown;
  occurredAt: string;
  receivedAt: string;
  country: string | null;
};

export function appendEvents(db: LogDatabase, entries: readonly LogEntry[]) {
  return db
    .insert(analyticsEvents)
    .values(
      entries.map((entry) => ({ ...entry, visitId: entry.visitId ?? null, seq: entry.seq ?? null, distinctId: entry.distinctId ?? null })),
    )
    .onConflictDoNothing({ target: analyticsEvents.eventId });
}

/** A value of a server event's data: read by the statement from the record (SQL), or given. */
type EventValue = SQL | string | number | boolean | null;

/** A server event whose session, person, data and country are read from a record by the statement itself. */
export type SelectedEvent = {
  eventType: string;
  at: string;
  sessionId: SQL;
  distinctId: SQL;
  /**
   * Key by key. What the statement reads (SQL) is a column of fixed options or numbers; text is
   * given, and has any e-mail address or phone number cut out as every other event's text has.
   */
  data: Readonly<Record<string, EventValue>>;
  country: SQL;
  /** The row(s) to read from and the condition under which the event exists: `<table> where <condition>`. */
  from: SQL;
};

function jsonValue(value: EventValue): SQL {
  if (value === null) return sql`null`;
  if (typeof value === "boolean") return sql`json(${value ? "true" : "false"})`;
  if (typeof value === "string") return sql`${withoutPersonalData(value)}`;
  if (typeof value === "number") return sql`${value}`;
  return value;
}

const jsonObject = (data: SelectedEvent["data"]) =>
  sql`json_object(${sql.join(
    Object.entries(data).map(([key, value]) => sql`${key}, ${jsonValue(value)}`),
    sql`, `,
  )})`;

/**
 * Appends a server event built by INSERT … SELECT, so it is written exactly when `from` finds the
 * record in the state the change expects (the desk's status changes: the event belongs to the
 * change's own batch). Stamped with the current schema version; its data is built from typed
 * columns and given values (tests check the rows against the registry). Returns the appended row's offset.
 */
export function appendSelectedEvent(db: LogDatabase, event: SelectedEvent) {
  const version = currentVersion(eventRegistry, event.eventType);
  if (version === undefined) throw new Error(`no schema for the server event ${event.eventType}`);
  return db.all<{ log_offset: number }>(
    sql`insert into analytics_events (event_id, session_id, distinct_id, event_type, schema_version, data, occurred_at, received_at, country)
      select ${crypto.randomUUID()}, ${event.sessionId}, ${event.distinctId}, ${event.eventType}, ${version}, ${jsonObject(event.data)}, ${event.at}, ${event.at}, ${event.country}
      from ${event.from}
      on conflict do nothing
      returning log_offset`,
  );
}
