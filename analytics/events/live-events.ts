import * as v from "valibot";
import { OFFICE_IDS } from "../../shared/office-ids";

/**
 * Events the server writes about live conversations (worker/live/): a visitor asked for a person,
 * someone answered, nobody did before the visitor left, the conversation ended. Never any message
 * text, name or e-mail: the office and durations only.
 */
const seconds = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Who ended a conversation: the visitor (End chat) or the team (End on the desk). */
export const LIVE_ENDERS = ["visitor", "staff"] as const;

/** live_ended's first version, from before the visitor could end a conversation (only the team did). */
export const liveEndedV1 = v.strictObject({ office: v.picklist(OFFICE_IDS), durationSeconds: seconds, messages: seconds });

export const liveEventDataSchemas = {
  live_requested: v.strictObject({ office: v.picklist(OFFICE_IDS) }),
  live_answered: v.strictObject({ office: v.picklist(OFFICE_IDS), waitSeconds: seconds }),
  live_missed: v.strictObject({ office: v.picklist(OFFICE_IDS), waitSeconds: seconds }),
  live_ended: v.strictObject({ ...liveEndedV1.entries, endedBy: v.picklist(LIVE_ENDERS) }),
} as const;
export type LiveEventType = keyof typeof liveEventDataSchemas;
