import * as v from "valibot";
import { analyticsCampaignEntries } from "./chat-events";
import { freeText, opaqueText } from "./personal-data";

// A first-party page view: what the browser's beacon posts (pageViewBodySchema) and what the log
// stores (pageViewDataSchema). The stored data holds no user agent, no address and no query
// string beyond the campaign parameters; any e-mail address or phone number in the page's address,
// the referrer or a campaign value is cut out (personal-data.ts); device, browser and OS are the
// parser's names for them.

const MAX_URL_LENGTH = 2048;

/** Time-ordered ids: PostHog takes a visit id of this form as its session id. */
const uuidV7 = (key: string) =>
  v.pipe(
    v.string(`${key} must be text`),
    v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, `${key} must be a UUID v7`),
    v.toLowerCase(),
  );

const webUrl = (key: string) =>
  v.pipe(
    v.string(`${key} must be text`),
    v.maxLength(MAX_URL_LENGTH, `${key} must be at most ${MAX_URL_LENGTH} characters`),
    v.url(`${key} must be a URL`),
    v.regex(/^https?:\/\//i, `${key} must be an http(s) URL`),
  );

/** POST /api/page-views body, sent by app/analytics/page-view-beacon.ts. Unknown keys are dropped. */
export const pageViewBodySchema = v.object({
  eventId: uuidV7("eventId"),
  /** The tab's event counter: orders a visit's events when clocks disagree. */
  seq: v.pipe(v.number("seq must be a number"), v.integer("seq must be an integer"), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  visitId: uuidV7("visitId"),
  /** posthog-js's id when the browser SDK is on; the visit id otherwise. */
  distinctId: v.optional(v.pipe(v.string(), v.uuid("distinctId must be a UUID"))),
  url: webUrl("url"),
  /** The site before the visit's first page, else the page before this one; "" when there is none. Apps send other schemes. */
  referrer: v.optional(v.pipe(v.string("referrer must be text"), v.maxLength(MAX_URL_LENGTH))),
});

export type PageViewBody = v.InferInput<typeof pageViewBodySchema>;

/** The device kinds as posthog-js names them. */
export const DEVICE_TYPES = ["Desktop", "Mobile", "Tablet"] as const;

/** Names and versions read from the user agent, which its sender writes: one holding personal data is left out. */
const product = (key: string) =>
  v.optional(opaqueText(v.pipe(v.string(), v.nonEmpty(), v.maxLength(100, `${key} must be at most 100 characters`))));

export const pageViewDataSchema = v.strictObject({
  /** Origin and path, with only the campaign parameters of the query. */
  url: freeText(webUrl("url")),
  path: freeText(v.pipe(v.string(), v.maxLength(300), v.regex(/^\//, "path must start with /"))),
  /** Origin and path of the referring page; none when the visit started without one. */
  referrer: v.optional(freeText(v.pipe(v.string(), v.maxLength(MAX_URL_LENGTH), v.url("referrer must be a URL")))),
  ...analyticsCampaignEntries,
  browser: product("browser"),
  browserVersion: product("browserVersion"),
  os: product("os"),
  osVersion: product("osVersion"),
  deviceType: v.picklist(DEVICE_TYPES),
});

export type PageViewData = v.InferOutput<typeof pageViewDataSchema>;

export const PAGE_VIEW_EVENT = "page_view";
export const PAGE_VIEW_SCHEMA_VERSION = 1;
