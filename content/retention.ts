// How long each kind of personal data is kept. The daily purge (worker/privacy/retention-purge.ts)
// deletes by these periods and the privacy page prints them, so the page and the code cannot disagree.

export type RetentionPeriod =
  /** Deleted once this old, counted from when it was stored. */
  | { unit: "months" | "days"; count: number }
  /** No fixed period: kept until the person unsubscribes or asks for erasure. */
  | { unit: "until-erased" }
  /** Deleted together with the record it belongs to. */
  | { unit: "with-record" };

export type RetentionRule = { label: string; period: RetentionPeriod };

export const retention = {
  leads: { label: "Chat assistant proposal requests (your answers and contact details)", period: { unit: "months", count: 24 } },
  contactMessages: { label: "Contact-form messages", period: { unit: "months", count: 24 } },
  guideRequests: { label: "Guide download requests", period: { unit: "months", count: 24 } },
  newsletter: { label: "Newsletter sign-ups", period: { unit: "until-erased" } },
  meetings: {
    label: "Meetings you booked (the time, your contact details and topic)",
    period: { unit: "months", count: 24 },
  },
  liveChats: {
    label: "Live chats with our team (your messages, our replies and the details you gave)",
    period: { unit: "months", count: 24 },
  },
  analyticsEvents: { label: "Chat usage analytics events", period: { unit: "months", count: 13 } },
  faqQuestions: { label: "Questions asked in the chat assistant", period: { unit: "months", count: 13 } },
  analyticsRejects: { label: "Analytics events that could not be processed", period: { unit: "days", count: 30 } },
  deliveries: {
    label: "Our record of each hand-over of your request to our sales tools (it holds a copy of the request)",
    period: { unit: "with-record" },
  },
  deskActivity: { label: "Our sales team's notes and activity on your request", period: { unit: "with-record" } },
} as const satisfies Record<string, RetentionRule>;
