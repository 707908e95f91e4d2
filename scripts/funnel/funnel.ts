import { QUALIFICATION_ORDER, type QualificationStep } from "../../shared/allowed-values";
import type { AnalyticsEventType } from "../../shared/analytics-events";

// Funnels written once, as data: scripts/funnel/create-posthog-funnel.ts turns them into PostHog
// insights and `npm run funnel` computes the same steps from the analytics_events table.

/** One funnel step: an event type, optionally narrowed by values of its data (PostHog: event properties). */
export type FunnelStep = { label: string; event: AnalyticsEventType; where?: Record<string, string> };

export type FunnelDefinition = {
  id: string;
  name: string;
  description: string;
  /** A chat session that takes longer than this from its first step has dropped out. */
  conversionWindowHours: number;
  steps: FunnelStep[];
};

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
 * qualification questions (FAQ and support go elsewhere), so that step is narrowed to it.
 */
export const chatQualificationFunnel: FunnelDefinition = {
  id: "chat-qualification",
  name: "Chat qualification funnel",
  description: "Chat sessions from opening the assistant to a submitted lead, through every qualification question.",
  conversionWindowHours: 24,
  steps: [
    { label: "Opened the chat", event: "session_start" },
    { label: "Chose sales", event: "intent_selected", where: { intent: "sales" } },
    ...QUALIFICATION_ORDER.map((step): FunnelStep => ({ label: QUESTION_LABELS[step], event: "step_completed", where: { step } })),
    { label: "Got recommendations", event: "recommendations_generated" },
    { label: "Submitted the lead form", event: "form_submitted" },
  ],
};
