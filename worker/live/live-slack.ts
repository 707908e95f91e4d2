import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Destination } from "../delivery/delivery-record";
import { LIVE_SLACK_EVENTS, type LiveSlackKind, type LiveSlackPayload } from "../delivery/live-slack-message";
import { insertNoticeDeliveries } from "../delivery/outbox";

// The outbox rows of live chat's Slack alerts, written in the same batch as the change they report:
// one per conversation and kind, ever (the event key), so a repeat writes nothing; the queue and the
// minute sweep send them and retry while Slack is down. Nothing is written unless Slack is configured.

const eventKey = (kind: LiveSlackKind) => `live-${kind}`;

function alertRows(
  db: Database,
  destinations: readonly Destination[],
  kind: LiveSlackKind,
  payload: LiveSlackPayload,
  record: ReturnType<typeof sql>,
  now: string,
) {
  if (!destinations.includes("slack")) return [];
  return insertNoticeDeliveries(db, {
    recordType: "live",
    eventType: LIVE_SLACK_EVENTS[kind],
    eventKey: eventKey(kind),
    payload,
    destinations: ["slack"],
    record,
    now,
  });
}

/** "Visitor waiting", for the batch that stores the new conversation `id`. */
export const waitingAlertRows = (db: Database, destinations: readonly Destination[], id: string, payload: LiveSlackPayload, now: string) =>
  alertRows(db, destinations, "waiting", payload, sql`(select id, 1 as version from live_conversations where id = ${id})`, now);

/**
 * "Answered by", for the batch that answers conversation `id`: written only by the answer that won
 * (its address and time are the stored ones) and only after a "Visitor waiting" alert.
 */
export const answeredAlertRows = (
  db: Database,
  destinations: readonly Destination[],
  answer: { id: string; email: string; at: string },
  payload: LiveSlackPayload,
) =>
  alertRows(
    db,
    destinations,
    "answered",
    payload,
    sql`(select id, 1 as version from live_conversations
      where id = ${answer.id} and status = 'active' and answered_by = ${answer.email} and answered_at = ${answer.at}
      and exists (select 1 from deliveries where record_id = ${answer.id} and event_key = ${eventKey("waiting")} and destination = 'slack'))`,
    answer.at,
  );
