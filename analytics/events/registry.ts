import * as v from "valibot";
import { analyticsDataSchemas } from "./chat-events";
import { liveEndedV1, liveEventDataSchemas } from "./live-events";
import { meetingEventDataSchemas } from "./meeting-events";
import { pageViewDataSchema } from "./page-view";
import { serverEventDataSchemas } from "./server-events";

// Every event the log takes, by schema name (the event type) and version. A version never changes
// once events were stored under it: a new shape is a new version, with an upgrade from the one
// before, so rows stored under an old version stay readable as the current shape.

type SchemaVersion = {
  data: v.GenericSchema;
  /** Turns data of the version before this one into this version's shape. */
  upgrade?: (previous: unknown) => unknown;
};

/** Versions of one event, oldest first: version n is at index n - 1. */
type EventVersions = readonly [SchemaVersion, ...SchemaVersion[]];
export type EventRegistry = Readonly<Record<string, EventVersions>>;

const v1 = (data: v.GenericSchema): EventVersions => [{ data }];

export const eventRegistry: EventRegistry = {
  session_start: v1(analyticsDataSchemas.session_start),
  intent_selected: v1(analyticsDataSchemas.intent_selected),
  step_completed: v1(analyticsDataSchemas.step_completed),
  recommendations_generated: v1(analyticsDataSchemas.recommendations_generated),
  form_submitted: v1(analyticsDataSchemas.form_submitted),
  recommendation_clicked: v1(analyticsDataSchemas.recommendation_clicked),
  conversation_restarted: v1(analyticsDataSchemas.conversation_restarted),
  page_view: v1(pageViewDataSchema),
  lead_status_changed: v1(serverEventDataSchemas.lead_status_changed),
  lead_first_touch: v1(serverEventDataSchemas.lead_first_touch),
  live_requested: v1(liveEventDataSchemas.live_requested),
  live_answered: v1(liveEventDataSchemas.live_answered),
  live_missed: v1(liveEventDataSchemas.live_missed),
  // Version 2 says who ended it; before it only the team could.
  live_ended: [
    { data: liveEndedV1 },
    { data: liveEventDataSchemas.live_ended, upgrade: (previous) => ({ ...(previous as object), endedBy: "staff" }) },
  ],
  meeting_booked: v1(meetingEventDataSchemas.meeting_booked),
  meeting_rescheduled: v1(meetingEventDataSchemas.meeting_rescheduled),
  meeting_cancelled: v1(meetingEventDataSchemas.meeting_cancelled),
  meeting_held: v1(meetingEventDataSchemas.meeting_held),
  meeting_no_show: v1(meetingEventDataSchemas.meeting_no_show),
};

export const currentVersion = (registry: EventRegistry, name: string): number | undefined => registry[name]?.length;

export type CheckedData = { success: true; version: number; data: unknown } | { success: false; reason: string };

/**
 * Checks `data` against version `version` of event `name` (the current version when none is given)
 * and returns it as checked, with the version it passed.
 */
export function checkEventData(registry: EventRegistry, name: string, version: number | undefined, data: unknown): CheckedData {
  const versions = registry[name];
  if (!versions) return { success: false, reason: `unknown event type "${name}"` };
  const checked = version ?? versions.length;
  const schema = versions[checked - 1];
  if (!schema) return { success: false, reason: `${name} has no schema version ${checked} (known: 1–${versions.length})` };
  const parsed = v.safeParse(schema.data, data);
  if (!parsed.success) return { success: false, reason: `${name} v${checked}: ${v.summarize(parsed.issues)}` };
  return { success: true, version: checked, data: parsed.output };
}

/** Data stored under an older version, upgraded step by step to the current shape. */
export function readEventData(registry: EventRegistry, name: string, version: number, data: unknown): unknown {
  const versions = registry[name] ?? [];
  return versions.slice(version).reduce((previous, next) => (next.upgrade ? next.upgrade(previous) : previous), data);
}
