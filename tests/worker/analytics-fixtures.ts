import type { AnalyticsEvent } from "../../analytics/events/chat-events";
import type { LogMessage } from "../../analytics/events/log-message";

/** One valid body for each of the seven event types. */
export function oneEventOfEachType(sessionId: string): AnalyticsEvent[] {
  return [
    { eventType: "session_start", sessionId, data: { timestamp: "2026-11-22T09:00:00.000Z" } },
    { eventType: "intent_selected", sessionId, data: { intent: "sales" } },
    { eventType: "step_completed", sessionId, data: { step: "size", value: "11–50" } },
    {
      eventType: "recommendations_generated",
      sessionId,
      data: { count: 2, ids: ["microsoft-365-business-standard", "cloud-backup-recovery"] },
    },
    { eventType: "form_submitted", sessionId, data: { leadScore: 72, isHighValue: true } },
    { eventType: "recommendation_clicked", sessionId, data: { recommendationId: "google-workspace" } },
    { eventType: "conversation_restarted", sessionId, data: { fromStep: "need" } },
  ];
}

/** A queue message as the API stamps it. */
export function queued(event: AnalyticsEvent, stamp: Partial<LogMessage> = {}): LogMessage & { eventId: string } {
  return { ...event, eventId: crypto.randomUUID(), receivedAt: new Date().toISOString(), country: "KE", ...stamp } as LogMessage & {
    eventId: string;
  };
}
