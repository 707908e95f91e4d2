import * as v from "valibot";
import { type LIVE_ENDERS, type LiveEventType, liveEventDataSchemas } from "../../analytics/events/live-events";
import { currentVersion, eventRegistry } from "../../analytics/events/registry";
import { appendEvents } from "../../analytics/log/append";
import { secondsBetween } from "../../shared/live-wait";
import type { Database } from "../db/client";
import type { LiveConversationRow } from "../db/schema";

// Live chat's events in the log (the minute Cron takes them on to PostHog): written after the change
// they report has been stored, in the conversation's chat session when it has one.

type Ender = (typeof LIVE_ENDERS)[number];

function liveEventData(type: LiveEventType, conversation: LiveConversationRow, at: string, messages: number, endedBy: Ender) {
  const office = conversation.office;
  switch (type) {
    case "live_requested":
      return { office };
    case "live_answered":
    case "live_missed":
      return { office, waitSeconds: secondsBetween(conversation.createdAt, at) };
    case "live_ended":
      return { office, durationSeconds: secondsBetween(conversation.answeredAt ?? conversation.createdAt, at), messages, endedBy };
  }
}

/** `endedBy` (live_ended only): the team, unless the visitor's End chat ended it. */
export async function appendLiveEvent(
  db: Database,
  type: LiveEventType,
  conversation: LiveConversationRow,
  at: Date,
  messages = 0,
  endedBy: Ender = "staff",
) {
  const iso = at.toISOString();
  const data = v.parse(liveEventDataSchemas[type], liveEventData(type, conversation, iso, messages, endedBy));
  await appendEvents(db, [
    {
      eventId: crypto.randomUUID(),
      sessionId: conversation.sessionId ?? conversation.id,
      eventType: type,
      schemaVersion: currentVersion(eventRegistry, type) ?? 1,
      data,
      occurredAt: iso,
      receivedAt: iso,
      country: null,
    },
  ]);
}
