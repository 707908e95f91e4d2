import * as v from "valibot";

// Where a visit came from: the campaign parameters of its first page, the referring site and the
// landing path. The browser keeps them for the visit and sends them with every form and lead; the
// server stores them in columns. Both sides validate with these schemas, so a value the browser
// keeps is a value the server accepts.

/** Campaign and click-id parameters read from the landing page's query string. */
export const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "msclkid",
] as const;

export const ATTRIBUTION_KEYS = [...CAMPAIGN_PARAMS, "referrer_host", "landing_path"] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/** No control characters and none of the characters that open markup. */
const PRINTABLE = /^[^\p{Cc}\p{Cf}<>"`\\]+$/u;

const campaignText = (key: string) =>
  v.pipe(
    v.string(`${key} must be text`),
    v.trim(),
    v.nonEmpty(`${key} must not be empty`),
    v.maxLength(200, `${key} must be at most 200 characters`),
    v.regex(PRINTABLE, `${key} holds characters that are not allowed`),
  );

/** Click ids are opaque tokens of letters, digits, "-", "_" and ".". */
const clickId = (key: string) =>
  v.pipe(v.string(`${key} must be text`), v.regex(/^[\w.-]{1,512}$/, `${key} must be letters, digits, "-", "_" or "."`));

export const attributionEntries = {
  utm_source: v.optional(campaignText("utm_source")),
  utm_medium: v.optional(campaignText("utm_medium")),
  utm_campaign: v.optional(campaignText("utm_campaign")),
  utm_term: v.optional(campaignText("utm_term")),
  utm_content: v.optional(campaignText("utm_content")),
  gclid: v.optional(clickId("gclid")),
  fbclid: v.optional(clickId("fbclid")),
  msclkid: v.optional(clickId("msclkid")),
  /** The referring site's host name only: never its path or query. */
  referrer_host: v.optional(
    v.pipe(
      v.string("referrer_host must be text"),
      v.toLowerCase(),
      v.maxLength(253, "referrer_host must be at most 253 characters"),
      v.regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, "referrer_host must be a host name"),
    ),
  ),
  /** The first page of the visit: a site path without query or fragment. */
  landing_path: v.optional(
    v.pipe(
      v.string("landing_path must be text"),
      v.maxLength(300, "landing_path must be at most 300 characters"),
      v.regex(/^\/[^\s?#\p{Cc}]*$/u, "landing_path must be a site path"),
    ),
  ),
} satisfies Record<AttributionKey, v.GenericSchema>;

export const attributionSchema = v.object(attributionEntries);
export type Attribution = v.InferOutput<typeof attributionSchema>;

/**
 * The one-word source that sales and the funnel group by: the campaign's utm_source, else the
 * referring host, else "direct".
 */
export function attributionSource(attribution: Attribution | undefined): string {
  return attribution?.utm_source ?? attribution?.referrer_host ?? "direct";
}

/** Only the attribution keys of a flat object (a form's fields), without empty values. */
export function pickAttribution(fields: Partial<Record<string, unknown>>): Attribution {
  return Object.fromEntries(ATTRIBUTION_KEYS.flatMap((key) => (fields[key] ? [[key, fields[key]]] : []))) as Attribution;
}
