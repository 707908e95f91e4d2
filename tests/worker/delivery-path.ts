import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { LeadSubmissionInput } from "../../shared/lead-submission";
import { newSessionKey } from "../../shared/session-key";
import worker from "../../worker";
import { LEADS_QUEUE } from "../../worker/queue";
import { webhookSecret } from "./delivery-fixtures";
import { STAND_IN_HUBSPOT_TOKEN, type StandInNamespace, standInNamespace } from "./delivery-stand-in-client";
import { heldQueue, postToWorker, testDb } from "./worker-harness";

// The delivery path driven by hand: submit through the Worker, play the queue, read the outbox.

export type DeliveryMessage = { deliveryId: string };

export function destinationsAt(ns: StandInNamespace, secret: string): Partial<Env> {
  return {
    LEAD_WEBHOOK_URL: ns.webhookUrl,
    LEAD_WEBHOOK_SECRET: secret,
    SLACK_WEBHOOK_URL: ns.slackUrl,
    HUBSPOT_ACCESS_TOKEN: STAND_IN_HUBSPOT_TOKEN,
    HUBSPOT_API_BASE: ns.hubspotApiBase,
  };
}

/** A stand-in namespace of its own with every HTTP destination on, and a queue the test plays. */
export function heldDestinations() {
  const ns = standInNamespace();
  const { held, queue } = heldQueue<DeliveryMessage>();
  const secret = webhookSecret();
  return { ns, held, secret, bindings: { ...destinationsAt(ns, secret), LEADS_QUEUE: queue } as Partial<Env> };
}

export function salesLead(overrides: Partial<LeadSubmissionInput> = {}): LeadSubmissionInput {
  const sessionId = crypto.randomUUID();
  return {
    sessionId,
    sessionKey: newSessionKey(),
    intent: "sales",
    orgType: "Banking & Finance",
    companySize: "51–300",
    primaryNeed: "Security/Compliance",
    currentStack: "Microsoft 365",
    urgency: "Now",
    budget: "Enterprise",
    contact: {
      name: "Joseph Okello",
      email: `joseph.${sessionId.slice(0, 8)}@umoja.or.ug`,
      company: "Umoja SACCO",
      phone: "+256 772 000 111",
    },
    recommendations: [],
    attribution: { utm_source: "linkedin", utm_medium: "paid-social", utm_campaign: "q4", landing_path: "/solutions" },
    ...overrides,
  };
}

/** Posts through the Worker and times it, the queue hand-off (waitUntil) included. */
export async function post(path: string, body: string, contentType: string, bindings: Partial<Env>) {
  const started = performance.now();
  const res = await postToWorker(path, body, contentType, bindings);
  return { res, elapsedMs: performance.now() - started };
}

export const submitLead = (lead: LeadSubmissionInput, bindings: Partial<Env>) =>
  post("/api/chatbot-submit", JSON.stringify(lead), "application/json", bindings);

/**
 * Hands the held messages to the Worker's queue handler and redelivers what it retries, as the
 * queue would (without waiting out the delays), until every message is acked.
 */
export async function playQueue(held: DeliveryMessage[], bindings: Partial<Env>, maxRounds = 6) {
  let pending = held.splice(0).map((body) => ({ id: crypto.randomUUID(), attempts: 1, body }));
  let rounds = 0;
  for (; pending.length > 0 && rounds < maxRounds; rounds++) {
    const batch = createMessageBatch(
      LEADS_QUEUE,
      pending.map((m) => ({ ...m, timestamp: new Date() })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, ...bindings });
    const result: { retryMessages: { msgId: string }[] } = await getQueueResult(batch, ctx);
    const retried = new Set(result.retryMessages.map((m) => m.msgId));
    pending = pending.filter((m) => retried.has(m.id)).map((m) => ({ ...m, attempts: m.attempts + 1 }));
  }
  return { unfinished: pending.length, rounds };
}

export async function deliveriesOf(recordId: string) {
  const { rows } = await testDb.execute({
    sql: "select id, destination, status, attempts, last_error, record_version, event_type from deliveries where record_id = ? order by record_version, destination",
    args: [recordId],
  });
  return rows;
}

export const leadIdOf = async (res: Response) => ((await res.json()) as { leadId: string }).leadId;

/** Requests the stand-in answered 2xx, by delivery key. */
export const acceptedPerKey = (requests: { status: number | null; deliveryKey: string }[]) => {
  const counts = new Map<string, number>();
  for (const r of requests) if (r.status !== null && r.status < 300) counts.set(r.deliveryKey, (counts.get(r.deliveryKey) ?? 0) + 1);
  return counts;
};
