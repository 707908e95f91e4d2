import { type SQL, sql } from "drizzle-orm";
import { appendSelectedEvent, type SelectedEvent } from "../../analytics/log/append";
import { officeHours, responseTargetFor } from "../../content/response-targets";
import { businessMinutesBetween } from "../../shared/business-clock";
import type { LeadStatus } from "../../shared/desk";
import type { OfficeId } from "../../shared/office-ids";
import type { Database } from "../db/client";
import type { DeliveryRecord, Destination } from "../delivery/delivery-record";
import { createdDeliveryIds, enqueueDeliveries, insertNoticeDeliveries } from "../delivery/outbox";
import { wakeSinks } from "../queue/analytics-sinks";
import { recordContent } from "./desk-record";

// What a status change sets off besides the timeline: analytics events (the funnel runs on to won,
// by campaign) and, with HubSpot on, the contact's lead status. Both are written by statements in
// the change's own batch under the change's own condition, so they exist exactly when the change
// does: the events are appended to the analytics log there (its sinks take them to PostHog), and
// after the batch the sinks are woken and the deliveries go to the leads queue.

/** What the changes of one request produced, to hand to the queues once its batches are written. */
export type FollowUps = { destinations: readonly Destination[]; appendedEvents: number; deliveryIds: string[] };

export const followUpsFor = (destinations: readonly Destination[]): FollowUps => ({ destinations, appendedEvents: 0, deliveryIds: [] });

/** The record's row as a status change sees it before writing: where it came from and when. */
export type RecordFacts = { createdAt: string; office: OfficeId; status: LeadStatus; isHighValue: boolean; content: DeliveryRecord };

type Target = { table: SQL; match: SQL; type: "lead" | "contact" | "guide" };

/** The event's session: a lead's chat session; a message or guide request has none, so its own id. */
const sessionColumn = (target: Target) => sql.raw(target.type === "lead" ? "session_id" : "id");

/** The visitor's PostHog id, when their chat events carried one, so the server's events join their person. */
const distinctIdOf = (target: Target) =>
  sql`(select distinct_id from analytics_events as chat
    where chat.session_id = ${target.table}.${sessionColumn(target)} and chat.distinct_id is not null limit 1)`;

/** One server event appended to the log, written only when `condition` holds for the record (before the change's UPDATE). */
function insertEvent(db: Database, target: Target, condition: SQL, eventType: string, data: SelectedEvent["data"], at: string) {
  return appendSelectedEvent(db, {
    eventType,
    at,
    sessionId: sessionColumn(target),
    distinctId: distinctIdOf(target),
    data,
    country: sql.raw("country"),
    from: sql`${target.table} where ${target.match} and ${condition}`,
  });
}

/**
 * The first-touch event at `at`, written only while the record is untouched (and `condition` holds):
 * the first move out of "new", or the first activity logged on it (worker/desk/activities.ts).
 */
export function firstTouchEvent(db: Database, target: Target, condition: SQL, facts: RecordFacts, at: string) {
  const targetMinutes = responseTargetFor(facts).businessMinutes;
  const minutes = businessMinutesBetween(facts.createdAt, at, officeHours(facts.office));
  return insertEvent(
    db,
    target,
    sql`${condition} and first_touch_at is null`,
    "lead_first_touch",
    {
      recordType: target.type,
      office: sql.raw("office"),
      businessMinutes: Math.round(minutes * 10) / 10,
      targetMinutes,
      withinTarget: minutes <= targetMinutes,
    },
    at,
  );
}

export type StatusMove = { to: LeadStatus; actor: string; lostReason: string | null; at: string };

/**
 * The statements a move to `to` adds to its batch: the status event (with the status it leaves, read
 * by the statement itself), the first-touch event when the record is still untouched, and the
 * HubSpot status sync. `collect` turns the batch's results for them into queue work.
 */
export function statusFollowUps(db: Database, target: Target, condition: SQL, facts: RecordFacts, move: StatusMove, followUps: FollowUps) {
  const statusEvent = insertEvent(
    db,
    target,
    condition,
    "lead_status_changed",
    {
      recordType: target.type,
      from: sql.raw("status"),
      to: move.to,
      office: sql.raw("office"),
      // Campaign text is given, not read, so the log's writer cuts any personal data out of it.
      source: facts.content.attribution.source,
      utm_campaign: facts.content.attribution.utm_campaign ?? null,
    },
    move.at,
  );
  const firstTouch = firstTouchEvent(db, target, sql`${condition} and status = 'new' and ${move.to} <> 'new'`, facts, move.at);
  const hubspot = followUps.destinations.includes("hubspot")
    ? insertNoticeDeliveries(db, {
        recordType: target.type,
        eventType: "record.status_changed",
        eventKey: `status:${crypto.randomUUID()}`,
        payload: {
          ...recordContent(facts.content),
          notice: { kind: "status", from: facts.status, to: move.to, actor: move.actor, lostReason: move.lostReason, at: move.at },
        },
        destinations: ["hubspot"],
        record: sql`(select id, ${sql.raw(target.type === "lead" ? "version" : "1 as version")} from ${target.table} where ${target.match} and ${condition})`,
        now: move.at,
      })
    : [];
  const statements = [statusEvent, firstTouch, ...hubspot] as const;
  /** Reads the results of `statements` (in order) into `followUps`. */
  const collect = (results: readonly unknown[]) => {
    const [status, touch, ...deliveries] = results as [unknown[], unknown[], ...unknown[]];
    followUps.appendedEvents += status.length + touch.length;
    followUps.deliveryIds.push(...createdDeliveryIds(deliveries));
  };
  return { statements, collect };
}

/** Hands what the changes produced to the queues, after the answer; a lost send loses nothing stored. */
export function dispatchFollowUps(env: Env, waitUntil: (promise: Promise<unknown>) => void, followUps: FollowUps): void {
  enqueueDeliveries(env, waitUntil, followUps.deliveryIds);
  if (followUps.appendedEvents === 0) return;
  // The events are in the log already; this only saves the sinks waiting for the minute Cron.
  waitUntil(
    wakeSinks(env)({ kind: "wake-sinks" }, 0).catch((error: unknown) =>
      console.warn("could not wake the analytics sinks; the Cron will", error),
    ),
  );
}
