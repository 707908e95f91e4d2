import * as v from "valibot";
import { BUDGETS, COMPANY_SIZES, NEEDS, ORG_TYPES, STACKS, URGENCIES } from "../../shared/allowed-values";
import { leadSubmissionSchema } from "../../shared/lead-submission";
import { newSessionKey } from "../../shared/session-key";
import type { SpentTokens } from "./abuse-tokens";

// What every part of the abuse benchmark's traffic shares: how a request and a visit are described,
// the marks that tell whose a stored row or a delivery is, the senders' addresses and valid bodies.

/** One request to send; `family` names the traffic it belongs to in the report ("normal" for visitors). */
export type TrafficRequest = {
  family: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  /** Made when sent, since tokens are known only by then; a stream is sent chunked, without Content-Length. */
  body?: string | (() => string | ReadableStream<Uint8Array>);
};

/** What a request got: its status, or no answer within the time limit ("hang") or at all ("error"). */
export type Answer = { status: number | "hang" | "error"; headers: Headers; text: string };
type Send = (request: TrafficRequest) => Promise<Answer>;
/** One sender's requests in order, later ones built from earlier answers (a page, then its form). */
export type Visit = (send: Send) => Promise<void>;

/** A normal visitor's record the API accepted: it must reach every destination once. */
export type AcceptedRecord = { family: string; kind: "lead" | "contact"; email: string };

/** What the traffic reads and records while it runs. */
export type TrafficContext = {
  /** The product's origin, which a page view's url must have. */
  origin: string;
  /** A Turnstile token as the widget would get it for `action`: valid once. */
  turnstileToken: (action: string) => string;
  spent: SpentTokens;
  accepted: AcceptedRecord[];
  /** Event ids of the personal-data payloads the API accepted, to find them in the log and in PostHog. */
  piiAccepted: Set<string>;
};

export const single =
  (request: TrafficRequest): Visit =>
  async (send) =>
    void (await send(request));

/**
 * Session ids and e-mails of each kind of traffic start with these, so stored rows and deliveries
 * tell whose they are. A probe is a normal-looking visitor whose text carries hostile markup: it is
 * delivered, and what it delivers is checked.
 */
export const NORMAL_MARK = "0000aaaa";
export const HOSTILE_MARK = "0000bbbb";
export const PROBE_MARK = "0000cccc";

export const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const byte = () => Math.floor(Math.random() * 256);
const hex = () => Math.floor(Math.random() * 0x10000).toString(16);
export const markedUuid = (mark: string) => `${mark}${crypto.randomUUID().slice(8)}`;
/** `<mark>.<tag>.<8 hex>@example.co.ke`: the tag names the family, so a stored row says which sent it. */
export const markedEmail = (mark: string, tag: string) => `${mark}.${tag}.${crypto.randomUUID().slice(0, 8)}@example.co.ke`;

/** Many visitors (198.18.0.0/15, reserved for benchmarks), each request its own. */
export const visitor = () => `198.18.${byte()}.${byte()}`;
/** Hostile senders that are not flooding: 203.0.113.0/24. */
export const stranger = () => `203.0.113.${byte()}`;
/** One flooding IPv4 address, and one flooding IPv6 /64 that rotates through its addresses. */
export const FLOOD_IPV4 = "203.0.113.66";
const FLOOD_IPV6_PREFIX = "2001:db8:abad:1";
export const floodIpv6 = () => `${FLOOD_IPV6_PREFIX}:${hex()}:${hex()}:${hex()}:${hex()}`;

export const JSON_TYPE = { "content-type": "application/json" };
export const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };

export function validLead(mark: string, index: number, tag = "lead") {
  return v.parse(leadSubmissionSchema, {
    sessionId: markedUuid(mark),
    sessionKey: newSessionKey(),
    intent: "sales",
    orgType: pick(ORG_TYPES),
    companySize: pick(COMPANY_SIZES),
    primaryNeed: pick(NEEDS),
    currentStack: pick(STACKS),
    urgency: pick(URGENCIES),
    budget: pick(BUDGETS),
    contact: { name: `Bench Visitor ${index}`, email: markedEmail(mark, tag), company: "Bench Ltd", phone: "+254 700 000000" },
    recommendations: [],
  });
}

export const contactMessage = (mark: string, tag = "contact") => ({
  name: "Bench Visitor",
  email: markedEmail(mark, tag),
  company: "",
  phone: "",
  subject: "Microsoft 365 quote",
  message: "We are 30 staff and want to move from Gmail.",
  serviceInterest: "",
});
