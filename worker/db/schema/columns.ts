import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";
import { LEAD_STATUSES } from "../../../shared/desk";

export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
export const notSpam = sql`spam_reason is null`;
export const isSpam = sql`spam_reason is not null`;

/**
 * Where the visit came from (shared/attribution.ts), in columns so sales and reports can filter on
 * them, plus the office the record is routed to and the visitor's country at the edge.
 */
export const originColumns = () => ({
  attributionSource: text("attribution_source").notNull().default("direct"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
  gclid: text("gclid"),
  fbclid: text("fbclid"),
  msclkid: text("msclkid"),
  referrerHost: text("referrer_host"),
  landingPath: text("landing_path"),
  office: text("office").notNull().default("nairobi"),
  country: text("country"),
  /** Why the submission looks scripted (worker/spam/); such rows are kept but never delivered. */
  spamReason: text("spam_reason"),
});

/**
 * Where sales stand with a record (the desk, worker/desk/): its status, who owns it and when it was
 * first touched (its first move out of "new"). Every change is also an append-only desk_activity row.
 */
export const workColumns = () => ({
  status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
  owner: text("owner"),
  firstTouchAt: text("first_touch_at"),
  lostReason: text("lost_reason"),
  /** When the record's response target falls due (business hours of its office), set when stored: the work queue orders by it. */
  respondBy: text("respond_by"),
  /** The earliest open follow-up's due time (follow_ups), kept here so the work queue reads one row per record. */
  nextFollowUpAt: text("next_follow_up_at"),
  /** What Won recorded: the deal's value in US cents and the catalogue ids sold. */
  wonValueCents: integer("won_value_cents"),
  wonProducts: text("won_products", { mode: "json" }).$type<string[]>(),
});
