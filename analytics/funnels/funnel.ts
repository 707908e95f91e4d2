import { QUALIFICATION_ORDER, type QualificationStep } from "../../shared/allowed-values";
import type { AnalyticsEventType } from "../events/chat-events";
import type { MeetingEventType } from "../events/meeting-events";
import type { ServerEventType } from "../events/server-events";

// Funnels written once, as data: analytics/funnels/create-posthog-funnel.ts turns them into PostHog
// insights and `npm run funnel` computes the same steps from the analytics_events table.

/**
 * One funnel step: an event type, optionally narrowed by values of its data (PostHog: event
 * properties). `$pageview` is PostHog's own page view, which only PostHog holds.
 */
export type FunnelStep = {
  label: string;
  event: AnalyticsEventType | ServerEventType | MeetingEventType | "$pageview";
  where?: Record<string, string>;
};

export type FunnelDefinition = {
  id: string;
  name: string;
  description: string;
  /** A chat session that takes longer than this from its first step has dropped out. */
  conversionWindowHours: number;
  /** Whom a step counts: the chat session (every mirrored event carries session_id) or PostHog's person. */
  countedPer: "session" | "person";
  /** An event property PostHog splits the funnel by, e.g. the campaign. */
  breakdown?: string;
  steps: FunnelStep[];
};

/** How reports split a funnel's sessions: by the visit's source or by its utm_campaign. */
export type FunnelGrouping = "source" | "campaign";
/** A session's campaign when its visit had none, as reports name it. */
export const NO_CAMPAIGN = "(none)";

const QUESTION_LABELS: Record<QualificationStep, string> = {
  orgType: "Answered organisation type",
  size: "Answered company size",
  need: "Answered primary need",
  stack: "Answered current stack",
  urgency: "Answered urgency",
  budget: "Answered budget",
};

/**
 * The chat qualification funnel, counted per chat session. Only the sales intent leads into the
 * qualification questions (FAQ and support go elsewhere), so that step is narrowed to it. Its last
 * step is a meeting booked in the chat's session (the chat's Book a call now) after the lead: /meet
 * bookings carry no chat session and count on the desk's funnel by their lead instead.
 */
export const chatQualificationFunnel: FunnelDefinition = {
  id: "chat-qualification",
  name: "Chat qualification funnel",
  description: "Chat sessions from opening the assistant to a submitted lead, through every qualification question.",
  conversionWindowHours: 24,
  countedPer: "session",
  steps: [
    { label: "Opened the chat", event: "session_start" },
    { label: "Chose sales", event: "intent_selected", where: { intent: "sales" } },
    ...QUALIFICATION_ORDER.map((step): FunnelStep => ({ label: QUESTION_LABELS[step], event: "step_completed", where: { step } })),
    { label: "Got recommendations", event: "recommendations_generated" },
    { label: "Submitted the lead form", event: "form_submitted" },
    { label: "Booked a meeting", event: "meeting_booked" },
  ],
};

/**
 * From the first page view to a won deal, split by campaign: the chat, the lead, then the statuses
 * sales set on the desk (the server's lead_status_changed events carry the lead's session and the
 * visitor's distinct id). Counted per person so page views join; a deal takes weeks, so the window is
 * 90 days. Computed by PostHog (npm run posthog:funnel), from the events its sink sends.
 */
export const pageViewToWonFunnel: FunnelDefinition = {
  id: "page-view-to-won",
  name: "Page view to won deal, by campaign",
  description: "Visitors from their first page view through the chat and the sales desk's statuses to a won deal.",
  conversionWindowHours: 90 * 24,
  countedPer: "person",
  breakdown: "utm_campaign",
  steps: [
    { label: "Viewed a page", event: "$pageview" },
    { label: "Opened the chat", event: "session_start" },
    { label: "Submitted the lead form", event: "form_submitted" },
    { label: "Sales attempted contact", event: "lead_status_changed", where: { to: "attempting" } },
    { label: "Connected", event: "lead_status_changed", where: { to: "connected" } },
    { label: "Qualified", event: "lead_status_changed", where: { to: "qualified" } },
    { label: "Won", event: "lead_status_changed", where: { to: "won" } },
  ],
};
