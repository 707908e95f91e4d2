import * as v from "valibot";
import { EAT_OFFSET_MS } from "./eat-time";

// What sales log on a record (a call, an e-mail, a WhatsApp message, a meeting, with its outcome and
// an optional next step) and what Won records (the deal's value and the products sold). The desk's
// server validates its forms with these schemas; its pages build their controls from the same lists.

export const ACTIVITY_CHANNELS = ["call", "email", "whatsapp", "meeting"] as const;
export type ActivityChannel = (typeof ACTIVITY_CHANNELS)[number];

export const ACTIVITY_OUTCOMES = [
  "reached",
  "left-voicemail",
  "no-answer",
  "wrong-number",
  "email-sent",
  "message-sent",
  "replied",
  "bounced",
  "meeting-held",
  "no-show",
  "rescheduled",
] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

/** The outcomes that make sense for each channel, in the order the form offers them. */
export const CHANNEL_OUTCOMES: Record<ActivityChannel, readonly ActivityOutcome[]> = {
  call: ["reached", "left-voicemail", "no-answer", "wrong-number"],
  email: ["email-sent", "replied", "bounced"],
  whatsapp: ["message-sent", "replied", "no-answer", "wrong-number"],
  meeting: ["meeting-held", "no-show", "rescheduled"],
};

const NOTE_MAX = 2000;
const NEXT_STEP_MAX = 200;

/** "2026-12-02T10:00" as typed in a datetime-local field, read as East Africa Time: the instant, ISO-8601 UTC. */
export function eatInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  // 31 February and 25:00 are refused rather than rolled into the next month or day.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc - EAT_OFFSET_MS).toISOString();
}

/** POST …/activity: channel, outcome (one its channel has), an optional note, and an optional next step with its due time (both or neither). */
export const logActivitySchema = v.pipe(
  v.object({
    channel: v.picklist(ACTIVITY_CHANNELS, `channel must be one of: ${ACTIVITY_CHANNELS.join(", ")}`),
    outcome: v.picklist(ACTIVITY_OUTCOMES, "choose the outcome"),
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, `a note must be at most ${NOTE_MAX} characters`)), ""),
    nextStep: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(NEXT_STEP_MAX, `a next step must be at most ${NEXT_STEP_MAX} characters`)),
      "",
    ),
    due: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((value) => value === "" || eatInputToIso(value) !== null, "the due date and time must be a date and a time (EAT)"),
        v.transform((value) => (value === "" ? null : eatInputToIso(value))),
      ),
      "",
    ),
  }),
  v.check((input) => CHANNEL_OUTCOMES[input.channel].includes(input.outcome), "that outcome does not fit the channel"),
  v.check((input) => input.nextStep === "" || input.due !== null, "give the due date and time of the next step"),
  v.check((input) => input.due === null || input.nextStep !== "", "say what the next step is, or leave its due time empty"),
);
export type LoggedActivity = v.InferOutput<typeof logActivitySchema>;

/** The largest deal value the desk takes: a typo of a few extra digits is refused, not stored. */
const MAX_DEAL_USD = 100_000_000;

/** "12,400", "12400.5", "$12,400.00" → cents; null when it is no positive amount with at most two decimals. */
export function usdToCents(value: string): number | null {
  const plain = value.trim().replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = "0", fraction = ""] = plain.replaceAll(",", "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents > 0 && cents <= MAX_DEAL_USD * 100 ? cents : null;
}

/** "$12,400", "$12,400.50": cents only when there are some. */
export function formatUsdCents(cents: number): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * POST …/won: the deal's value in US dollars (required, positive, at most two decimals) and the
 * products sold, each one of `productIds` (the catalogue's, which the caller reads from content).
 */
export const wonSchemaFor = (productIds: readonly string[]) =>
  v.object({
    value: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.nonEmpty("give the deal value in US dollars"),
      v.check((value) => usdToCents(value) !== null, "the deal value must be a positive amount in US dollars, with at most two decimals"),
      v.transform((value) => usdToCents(value) as number),
    ),
    products: v.pipe(
      v.optional(v.array(v.picklist(productIds, "a product sold is not in the catalogue")), []),
      v.maxLength(productIds.length, "a product is named more than once"),
      v.transform((ids) => [...new Set(ids)]),
    ),
  });
/** What Won stores: the value in US cents and the catalogue ids sold. */
export type WonDeal = { valueCents: number; products: string[] };

const DUE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** "Tue 2 Dec 10:00": a due time in East Africa Time, as sales say it (the caller adds "EAT"). */
export function eatDueLabel(iso: string): string {
  const parts = DUE_FORMAT.formatToParts(new Date(Date.parse(iso) + EAT_OFFSET_MS));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("hour")}:${part("minute")}`;
}
