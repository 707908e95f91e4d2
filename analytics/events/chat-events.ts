import * as v from "valibot";
import { CHAT_STEPS, INTENTS, QUALIFICATION_STEPS, RECOMMENDATION_IDS } from "../../shared/allowed-values";
import { type Attribution, type AttributionKey, attributionEntries, type CAMPAIGN_PARAMS } from "../../shared/attribution";
import { freeText, opaqueText } from "./personal-data";

// Chat analytics events, one schema each. Data objects are strict and every value is a
// fixed option, a number or a time: an unexpected key (a name or an email, say) is refused, and no
// free text can smuggle one in, so analytics never carries personal data. The one exception is the
// visit's attribution on session_start: campaign text chosen by whoever wrote the link, checked as
// the forms check it, with any e-mail address or phone number cut out (personal-data.ts).

export const MAX_EVENT_DATA_BYTES = 4 * 1024;

const completed = <S extends keyof typeof QUALIFICATION_STEPS>(step: S) =>
  v.strictObject({
    step: v.literal(step),
    value: v.picklist(QUALIFICATION_STEPS[step], `value must be one of the ${step} options`),
  });

const stepCompleted = v.variant("step", [
  completed("orgType"),
  completed("size"),
  completed("need"),
  completed("stack"),
  completed("urgency"),
  completed("budget"),
]);

/**
 * The visit's attribution under PostHog's own property names, so PostHog's source and campaign
 * breakdowns apply to the mirrored events as they do to its own page views.
 */
const SESSION_ATTRIBUTION_PROPERTIES = {
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  utm_term: "utm_term",
  utm_content: "utm_content",
  gclid: "gclid",
  fbclid: "fbclid",
  msclkid: "msclkid",
  referrer_host: "$referring_domain",
  landing_path: "landing_path",
} as const satisfies Record<AttributionKey, string>;

type SessionAttributionProperty = (typeof SESSION_ATTRIBUTION_PROPERTIES)[AttributionKey];

/** Campaign text loses any e-mail address or phone number; a click id holding one is left out. */
export const analyticsCampaignEntries = {
  utm_source: v.optional(freeText(v.unwrap(attributionEntries.utm_source))),
  utm_medium: v.optional(freeText(v.unwrap(attributionEntries.utm_medium))),
  utm_campaign: v.optional(freeText(v.unwrap(attributionEntries.utm_campaign))),
  utm_term: v.optional(freeText(v.unwrap(attributionEntries.utm_term))),
  utm_content: v.optional(freeText(v.unwrap(attributionEntries.utm_content))),
  gclid: v.optional(opaqueText(v.unwrap(attributionEntries.gclid))),
  fbclid: v.optional(opaqueText(v.unwrap(attributionEntries.fbclid))),
  msclkid: v.optional(opaqueText(v.unwrap(attributionEntries.msclkid))),
} satisfies Record<(typeof CAMPAIGN_PARAMS)[number], v.GenericSchema>;

/** The referring host is left out when it holds personal data; the landing path loses it. */
const sessionAttributionEntries = {
  ...analyticsCampaignEntries,
  $referring_domain: v.optional(opaqueText(v.unwrap(attributionEntries.referrer_host))),
  landing_path: v.optional(freeText(v.unwrap(attributionEntries.landing_path))),
} satisfies Record<SessionAttributionProperty, v.GenericSchema>;

export type SessionAttribution = v.InferOutput<v.ObjectSchema<typeof sessionAttributionEntries, undefined>>;

/** The attribution as session_start carries it: renamed, without personal data, and without any value analytics refuses. */
export function sessionAttribution(attribution: Attribution): SessionAttribution {
  const properties: Partial<Record<SessionAttributionProperty, string>> = {};
  for (const key of Object.keys(SESSION_ATTRIBUTION_PROPERTIES) as AttributionKey[]) {
    const value = attribution[key];
    const property = SESSION_ATTRIBUTION_PROPERTIES[key];
    const checked = value === undefined ? undefined : v.safeParse(sessionAttributionEntries[property], value);
    if (checked?.success && checked.output) properties[property] = checked.output;
  }
  return properties;
}

/** Back from session_start's property names to the attribution (for reports grouped by source). */
export function attributionOfSession(data: Partial<Record<string, unknown>>): Attribution {
  const attribution: Partial<Record<AttributionKey, string>> = {};
  for (const key of Object.keys(SESSION_ATTRIBUTION_PROPERTIES) as AttributionKey[]) {
    const value = data[SESSION_ATTRIBUTION_PROPERTIES[key]];
    if (typeof value === "string" && value) attribution[key] = value;
  }
  return attribution;
}

export const analyticsDataSchemas = {
  session_start: v.strictObject({
    timestamp: v.pipe(v.string(), v.isoTimestamp("timestamp must be an ISO 8601 time")),
    ...sessionAttributionEntries,
  }),
  intent_selected: v.strictObject({ intent: v.picklist(INTENTS) }),
  step_completed: stepCompleted,
  recommendations_generated: v.pipe(
    v.strictObject({
      count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RECOMMENDATION_IDS.length)),
      ids: v.pipe(v.array(v.picklist(RECOMMENDATION_IDS)), v.maxLength(RECOMMENDATION_IDS.length)),
    }),
    v.check((d) => d.count === d.ids.length, "count must equal the number of ids"),
  ),
  form_submitted: v.strictObject({
    leadScore: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
    isHighValue: v.boolean(),
  }),
  recommendation_clicked: v.strictObject({ recommendationId: v.picklist(RECOMMENDATION_IDS) }),
  conversation_restarted: v.strictObject({ fromStep: v.optional(v.picklist(CHAT_STEPS)) }),
} as const;

export type AnalyticsEventType = keyof typeof analyticsDataSchemas;

const envelope = <T extends AnalyticsEventType>(type: T) =>
  v.object({
    eventType: v.literal(type),
    sessionId: v.pipe(v.string(), v.uuid("sessionId must be a UUID")),
    /**
     * The visitor's PostHog distinct id, when posthog-js is loaded, so page views and chat events join.
     * The site never calls identify(), so it is posthog-js's anonymous UUID and never an e-mail.
     */
    distinctId: v.optional(v.pipe(v.string(), v.uuid("distinctId must be PostHog's anonymous id (a UUID)"))),
    /**
     * Made by the browser (a UUID v7) once per event, so a retried request is the same event and is
     * logged once; pages cached from before it existed send none and the server makes one.
     */
    eventId: v.optional(v.pipe(v.string(), v.uuid("eventId must be a UUID"))),
    /** The browser tab's running count of events: orders a session's steps when clocks disagree. */
    seq: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))),
    /** The browser's visit (PostHog's $session_id), which page views carry too. */
    visitId: v.optional(v.pipe(v.string(), v.uuid("visitId must be a UUID"))),
    data: analyticsDataSchemas[type],
  });

/** POST /api/chatbot-analytics body: {eventType, sessionId, data} (+ optional distinctId). */
export const analyticsEventSchema = v.variant(
  "eventType",
  [
    envelope("session_start"),
    envelope("intent_selected"),
    envelope("step_completed"),
    envelope("recommendations_generated"),
    envelope("form_submitted"),
    envelope("recommendation_clicked"),
    envelope("conversation_restarted"),
  ],
  `eventType must be one of: ${Object.keys(analyticsDataSchemas).join(", ")}`,
);

export type AnalyticsEventInput = v.InferInput<typeof analyticsEventSchema>;
export type AnalyticsEvent = v.InferOutput<typeof analyticsEventSchema>;

/** The chat-side view: the data shape for each event type. */
export type AnalyticsEventData = { [K in AnalyticsEventType]: v.InferInput<(typeof analyticsDataSchemas)[K]> };

/** POST /api/chatbot-analytics answer. */
export type AnalyticsAccepted = { accepted: true; eventId: string };
