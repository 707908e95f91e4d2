import * as v from "valibot";
import { OFFICE_IDS } from "../../shared/office-ids";

/**
 * Events the server writes about live conversations (worker/live/): a visitor asked for a person,
 * someone answered, nobody did before the visitor left, the conversation ended. Never any message
 * text, name or e-mail: the office and durations only.
 */
const seconds = v.pipe(v.number(), v.integer(), v.minValue(0));

export const liveEventDataSchemas = {
  live_requested: v.strictObject({ office: v.picklist(OFFICE_IDS) }),
  live_answered: v.strictObject({ office: v.picklist(OFFICE_IDS), waitSeconds: seconds }),
  live_missed: v.strictObject({ office: v.picklist(OFFICE_IDS), waitSeconds: seconds }),
  live_ended: v.strictObject({ office: v.picklist(OFFICE_IDS), durationSeconds: seconds, messages: seconds }),
} as const;
export type LiveEventType = keyof typeof liveEventDataSchemas;
