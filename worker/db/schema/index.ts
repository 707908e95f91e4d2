// The database's tables, one module per area; drizzle-kit reads this file (drizzle.config.ts).
export * from "../../../analytics/log/tables";
export * from "./delivery";
export * from "./desk";
export * from "./faq";
export * from "./live";
export * from "./meetings";
export * from "./records";

/** Rows touched per table that holds personal data (the retention purge's and an erasure's report). */
export type PersonalDataCounts = Record<
  | "leads"
  | "contactMessages"
  | "deliveries"
  | "deskActivity"
  | "analyticsEvents"
  | "faqQueries"
  | "analyticsRejects"
  | "analyticsFunnelSessions"
  | "meetings"
  | "liveConversations",
  number
>;
