import { GUIDE_IDS } from "../../shared/contact-options";
import { FORM_TOKEN_FIELD, TURNSTILE_FIELD } from "../../shared/form-guard";
import { markupLead, markupMessage } from "./abuse-markup";
import { PII_CAMPAIGN } from "./abuse-pii";
import type { SpentToken } from "./abuse-tokens";
import {
  contactMessage,
  FLOOD_IPV4,
  FORM_TYPE,
  floodIpv6,
  HOSTILE_MARK,
  JSON_TYPE,
  markedEmail,
  stranger,
  type TrafficContext,
  type TrafficRequest,
  validLead,
} from "./abuse-traffic";

// Hostile requests that are valid records in every field: each carries a form token a normal
// visitor has already used, and its own valid Turnstile token (as from a solving service), so only
// "a token makes one record" stands between it and sales. Every one must be stored held, never delivered.

/** The e-mail tag of each family here, which the stored rows are grouped by. */
export const RECORD_FAMILIES = {
  replay: "token replay",
  flood4: "lead flood (one IPv4)",
  flood6: "lead flood (one IPv6 /64)",
  markup: "Slack markup (held)",
} as const;
type Tag = keyof typeof RECORD_FAMILIES;

const email = (tag: Tag) => markedEmail(HOSTILE_MARK, tag);

/** The guard fields a browser adds: a spent form token (none when no visitor has spent one yet) and a fresh Turnstile token. */
function guard(ctx: TrafficContext, spent: SpentToken | undefined, action: string) {
  return { ...(spent ? { [FORM_TOKEN_FIELD]: spent.token } : {}), [TURNSTILE_FIELD]: ctx.turnstileToken(action) };
}

function json(tag: Tag, path: string, ip: string, body: () => unknown): TrafficRequest {
  return {
    family: RECORD_FAMILIES[tag],
    method: "POST",
    path,
    headers: { "cf-connecting-ip": ip, ...JSON_TYPE },
    body: () => JSON.stringify(body()),
  };
}

function form(tag: Tag, path: string, body: () => Record<string, string>): TrafficRequest {
  return {
    family: RECORD_FAMILIES[tag],
    method: "POST",
    path,
    headers: { "cf-connecting-ip": stranger(), ...FORM_TYPE },
    body: () => new URLSearchParams(body()).toString(),
  };
}

/**
 * A spent token replayed for another record: another chat session, another e-mail, another kind
 * (a chat's token for a message and back), and through the HTML forms.
 */
export function tokenReplay(index: number, ctx: TrafficContext): TrafficRequest {
  const lead = () => ({ ...validLead(HOSTILE_MARK, index, "replay"), attribution: { utm_campaign: PII_CAMPAIGN } });
  switch (index % 6) {
    case 0:
      return json("replay", "/api/chatbot-submit", stranger(), () => ({ ...lead(), ...guard(ctx, ctx.spent.pick("lead"), "chat") }));
    case 1:
      return json("replay", "/api/contact", stranger(), () => ({
        ...contactMessage(HOSTILE_MARK, "replay"),
        ...guard(ctx, ctx.spent.pick("contact"), "contact"),
      }));
    case 2:
      return json("replay", "/api/chatbot-submit", stranger(), () => ({ ...lead(), ...guard(ctx, ctx.spent.pick("contact"), "chat") }));
    case 3:
      return json("replay", "/api/contact", stranger(), () => ({
        ...contactMessage(HOSTILE_MARK, "replay"),
        ...guard(ctx, ctx.spent.pick("lead"), "contact"),
      }));
    case 4:
      return form("replay", "/contact", () => ({ ...contactMessage(HOSTILE_MARK, "replay"), ...guard(ctx, ctx.spent.pick(), "contact") }));
    default:
      return index % 12 === 5
        ? form("replay", "/newsletter", () => ({ email: email("replay"), ...guard(ctx, ctx.spent.pick(), "newsletter") }))
        : form("replay", "/resources/guides", () => ({
            guideId: GUIDE_IDS[index % GUIDE_IDS.length]!,
            name: "Bench Stranger",
            email: email("replay"),
            company: "Stranger Ltd",
            ...guard(ctx, ctx.spent.pick(), "guide"),
          }));
  }
}

/** The one spent token a flood reuses for every lead. */
let floodToken: SpentToken | undefined;

/** A chat lead in a burst from one IPv4 address, or from one IPv6 /64 rotating through its addresses, all with one token. */
export function leadFlood(index: number, ipv6: boolean, ctx: TrafficContext): TrafficRequest {
  const tag = ipv6 ? "flood6" : "flood4";
  return json(tag, "/api/chatbot-submit", ipv6 ? floodIpv6() : FLOOD_IPV4, () => {
    floodToken ??= ctx.spent.pick("lead");
    return { ...validLead(HOSTILE_MARK, index, tag), ...guard(ctx, floodToken, "chat") };
  });
}

/** Slack markup in a chat lead or a contact message, each with a replayed token. */
export function markupHeld(index: number, ctx: TrafficContext): TrafficRequest {
  return index % 2
    ? json("markup", "/api/chatbot-submit", stranger(), () => ({
        ...markupLead(HOSTILE_MARK, index, "markup"),
        ...guard(ctx, ctx.spent.pick(), "chat"),
      }))
    : json("markup", "/api/contact", stranger(), () => ({
        ...markupMessage(HOSTILE_MARK, "markup"),
        ...guard(ctx, ctx.spent.pick(), "contact"),
      }));
}
