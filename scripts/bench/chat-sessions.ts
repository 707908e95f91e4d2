// Realistic chat sessions for the analytics benchmark: the events a visitor's chat sends, with the ids
// the browser makes (a UUID v7 per event, the tab's sequence number, the visit) and the visit's
// attribution. Visitors drop off along the qualification, restart, ask the FAQ or open a recommendation.
import { UUID, uuidv7 } from "uuidv7";
import type { AnalyticsEventData, AnalyticsEventInput, AnalyticsEventType } from "../../analytics/events/chat-events";
import type { LogEntry } from "../../analytics/log/append";
import { INTENTS, type Intent, QUALIFICATION_ORDER, QUALIFICATION_STEPS, RECOMMENDATION_IDS } from "../../shared/allowed-values";

type ChatStepEvent = { [K in AnalyticsEventType]: { eventType: K; data: AnalyticsEventData[K] } }[AnalyticsEventType];

/** One POST /api/chatbot-analytics body, as app/chat/chat-api.ts sends it: with every id the browser makes. */
export type ChatEventBody = AnalyticsEventInput & { eventId: string; seq: number; visitId: string; distinctId: string };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

const LANDING_PATHS = ["/", "/products/microsoft-365", "/solutions/cloud-and-licensing", "/industries/smes", "/contact", "/resources"];

/** Where visits come from: mostly direct and search, some campaigns and click ids. */
function attribution(): Record<string, string> {
  const landing = { landing_path: pick(LANDING_PATHS) };
  const roll = Math.random();
  if (roll < 0.4) return landing;
  if (roll < 0.65) return { ...landing, $referring_domain: pick(["www.google.com", "www.bing.com", "www.linkedin.com"]) };
  if (roll < 0.85)
    return {
      ...landing,
      utm_source: pick(["newsletter", "linkedin", "facebook"]),
      utm_medium: pick(["email", "social", "cpc"]),
      utm_campaign: pick(["q4-m365", "backup-week", "sme-offer"]),
    };
  if (roll < 0.95)
    return { ...landing, utm_source: "google", utm_medium: "cpc", gclid: `Cj0KCQ${crypto.randomUUID().replaceAll("-", "")}` };
  return { ...landing, $referring_domain: "l.wl.co" };
}

function qualification(): ChatStepEvent[] {
  const events: ChatStepEvent[] = [];
  for (const step of QUALIFICATION_ORDER) {
    // About a third of the visitors who start the qualification leave before its end.
    if (chance(0.07)) return events;
    events.push({ eventType: "step_completed", data: { step, value: pick(QUALIFICATION_STEPS[step]) } as never });
  }
  const ids = [...RECOMMENDATION_IDS].sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 3));
  events.push({ eventType: "recommendations_generated", data: { count: ids.length, ids } });
  if (chance(0.4)) events.push({ eventType: "recommendation_clicked", data: { recommendationId: pick(ids) } });
  if (chance(0.6)) {
    const leadScore = 20 + Math.floor(Math.random() * 76);
    events.push({ eventType: "form_submitted", data: { leadScore, isHighValue: leadScore >= 70 } });
  }
  return events;
}

/** The steps of one chat: the intent's path, sometimes restarted into the sales qualification. */
function chatSteps(): ChatStepEvent[] {
  const intent: Intent = chance(0.55) ? "sales" : pick(INTENTS.filter((i) => i !== "sales"));
  const events: ChatStepEvent[] = [
    { eventType: "session_start", data: { timestamp: "", ...attribution() } },
    { eventType: "intent_selected", data: { intent } },
  ];
  if (intent === "sales") return [...events, ...qualification()];
  if (!chance(0.3)) return events;
  return [
    ...events,
    { eventType: "conversation_restarted", data: { fromStep: intent === "faq" ? "faq" : "intent" } },
    { eventType: "intent_selected", data: { intent: "sales" } },
    ...qualification(),
  ];
}

/** A UUID v7 made at `ms`, as the browser makes one when the event happens. */
const uuidv7At = (ms: number) =>
  UUID.fromFieldsV7(
    Math.floor(ms),
    Math.floor(Math.random() * 4096),
    Math.floor(Math.random() * 2 ** 30),
    Math.floor(Math.random() * 2 ** 32),
  ).toString();

/** The bodies of one chat session, ids made now; session_start's timestamp is the browser's clock. */
export function liveChatSession(): ChatEventBody[] {
  const sessionId = crypto.randomUUID();
  const visitId = uuidv7();
  // Page views before the chat opened took the tab's first sequence numbers.
  let seq = 1 + Math.floor(Math.random() * 4);
  return chatSteps().map((step) => {
    const data = step.eventType === "session_start" ? { ...step.data, timestamp: new Date().toISOString() } : step.data;
    return { ...step, data, sessionId, eventId: uuidv7(), seq: seq++, visitId, distinctId: visitId } as ChatEventBody;
  });
}

const COUNTRIES = ["KE", "KE", "KE", "UG", "TZ", "RW", null] as const;

/** One chat session that happened at `startMs`, as the log stores it, its events seconds apart. */
export function loggedChatSession(startMs: number): LogEntry[] {
  const sessionId = crypto.randomUUID();
  const visitId = uuidv7At(startMs);
  const country = pick(COUNTRIES);
  let at = startMs;
  let seq = 1 + Math.floor(Math.random() * 4);
  return chatSteps().map((step) => {
    at += 2_000 + Math.floor(Math.random() * 20_000);
    const time = new Date(at).toISOString();
    return {
      eventId: uuidv7At(at),
      sessionId,
      visitId,
      seq: seq++,
      distinctId: visitId,
      eventType: step.eventType,
      schemaVersion: 1,
      data: step.eventType === "session_start" ? { ...step.data, timestamp: time } : step.data,
      occurredAt: time,
      receivedAt: time,
      country,
    };
  });
}
