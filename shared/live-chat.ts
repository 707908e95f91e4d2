import * as v from "valibot";
import { withoutFormatCharacters } from "./display-text";
import { OFFICE_IDS } from "./office-ids";

// Live conversations between a visitor and the team: what each side sends, what it gets back, and
// the limits both are held to. The browser (app/chat/live/) and the Worker (worker/live/) share it.

export const LIVE_STATUSES = ["waiting", "active", "ended", "missed"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];
export const LIVE_SIDES = ["visitor", "staff", "system"] as const;
export type LiveSide = (typeof LIVE_SIDES)[number];

/** A message's longest text, in characters: a long question fits, a pasted document does not. */
export const LIVE_MESSAGE_MAX = 2000;
/** Per side and conversation: this many messages in the window, then refusals until it passes. */
export const LIVE_RATE = { messages: 10, windowMs: 10_000 } as const;
/** After this long without an answer the visitor is told so and offered a message or a meeting. */
export const LIVE_NOBODY_ANSWERED_MS = 3 * 60 * 1000;

/** Plain text: format characters gone, trimmed, never empty, at most LIVE_MESSAGE_MAX characters. */
export const liveText = v.pipe(
  v.string("write a message"),
  v.transform(withoutFormatCharacters),
  v.trim(),
  v.nonEmpty("write a message"),
  v.maxLength(LIVE_MESSAGE_MAX, `a message is at most ${LIVE_MESSAGE_MAX} characters`),
);

/** A side's own number for its message, from 1: the same number sent again is the same message. */
const seq = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000));

/** What a connected side sends over the WebSocket (or POSTs when polling). */
export const liveClientFrame = v.variant("type", [
  v.object({ type: v.literal("send"), seq, text: liveText }),
  v.object({ type: v.literal("typing") }),
]);
export type LiveClientFrame = v.InferOutput<typeof liveClientFrame>;

/** A message as both sides see it; `position` orders the conversation. */
export type LiveMessage = { position: number; side: LiveSide; seq: number; author: string; text: string; createdAt: string };

/** What the server sends to a connected side. */
export type LiveServerFrame =
  | { type: "message"; message: LiveMessage }
  | { type: "ack"; seq: number; position: number }
  | { type: "status"; status: LiveStatus; answeredBy: string | null }
  | { type: "typing"; side: LiveSide }
  | { type: "error"; code: "rate_limited" | "invalid" | "ended" | "not_answerer"; message: string; seq?: number };

/** What a send is answered with: stored (its position) or refused. */
export type LiveSendAnswer = Extract<LiveServerFrame, { type: "ack" | "error" }>;

/** The chat's request for a person: where the visitor is and what they told the chat so far. */
export const liveStartSchema = v.object({
  /** Unset: the office of the country the request comes from. */
  office: v.optional(v.picklist(OFFICE_IDS, "unknown office")),
  page: v.optional(v.pipe(v.string(), v.maxLength(300)), ""),
  sessionId: v.optional(v.pipe(v.string(), v.maxLength(100))),
  leadId: v.optional(v.pipe(v.string(), v.maxLength(100))),
  name: v.optional(v.pipe(v.string(), v.transform(withoutFormatCharacters), v.trim(), v.maxLength(100))),
  email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email("enter a valid e-mail address"))),
  /** The chat session's secret (after a lead): the conversation joins that session's lead. */
  sessionKey: v.optional(v.pipe(v.string(), v.maxLength(200))),
  context: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(LIVE_MESSAGE_MAX))), v.maxLength(40)), []),
});
export type LiveStartInput = v.InferInput<typeof liveStartSchema>;

/** Whether the chat offers a person now; otherwise when the team is back (ISO time), if ever within a week. */
export type LiveOffer = { offered: true } | { offered: false; backAt: string | null; reason: "closed" | "nobody_available" };

/** The offer as the chat gets it: with the office it is for (the visitor's, as their lead would be routed). */
export type LiveOfferAnswer = LiveOffer & { office: (typeof OFFICE_IDS)[number] };

/** The visitor ends the chat (or, once it has ended, asks only for the transcript). */
export const liveEndSchema = v.object({ transcript: v.optional(v.boolean("transcript is true or false"), false) });

/**
 * What ending answers: the conversation's status now and what became of the transcript e-mail
 * (`queued`: on its way, once however often it is asked; `no_email`: the chat has no address for the
 * visitor; `off`: the site sends visitors no e-mail).
 */
export type LiveEnded = { status: LiveStatus; transcript: "queued" | "no_email" | "off" | "not_asked" };

/** The answer to a started conversation: its id and the visitor's capability for it (kept in sessionStorage). */
export type LiveStarted = { id: string; token: string; status: LiveStatus };
