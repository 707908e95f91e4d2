// Chat visitors for the analytics benchmark: up to `concurrency` at a time, each walking a chat and
// posting its events one after another, new events leaving at `rate` a second in all (0: as fast as
// the API answers). Retries are the browser's (app/chat/chat-api.ts): after a 5xx, a 429 or a lost
// connection, and for `lostAnswerRate` of the events whose 202 the browser never saw; each re-sends
// the same body, so the same event id.
import { type ChatEventBody, liveChatSession } from "./chat-sessions";

/** The chat's back-off between an event's retries (ANALYTICS_RETRY_DELAYS_MS in app/chat/chat-api.ts). */
const RETRY_DELAYS_MS = [1_000, 4_000];

type SentEvent = {
  body: ChatEventBody;
  /** When the first 202 for it came back (ms since the epoch); undefined if none did. */
  acceptedAtMs?: number;
  requests: number;
};

export type ChatLoad = {
  events: Map<string, SentEvent>;
  /** Every request's answer time, retries included. */
  latenciesMs: number[];
  statuses: Map<number, number>;
  /** Requests re-sent after a 202 the browser did not see. */
  lostAnswerRetries: number;
  startedAtMs: number;
  /** When the last request (retries included) was answered. */
  finishedAtMs: number;
};

export async function sendChatLoad(
  baseUrl: string,
  options: { events: number; concurrency: number; rate: number; lostAnswerRate: number },
): Promise<ChatLoad> {
  const load: ChatLoad = {
    events: new Map(),
    latenciesMs: [],
    statuses: new Map(),
    lostAnswerRetries: 0,
    startedAtMs: Date.now(),
    finishedAtMs: 0,
  };
  const retries: Promise<void>[] = [];
  let sessions = 0;
  /** Events handed to visitors so far: each visitor takes a whole session before sending it. */
  let planned = 0;
  /** Paced: the n-th new event leaves n / rate seconds after the start, whatever the answers' times. */
  let slots = 0;
  const nextSlot = async () => {
    if (!options.rate) return;
    const at = load.startedAtMs + (slots++ * 1000) / options.rate;
    await new Promise((r) => setTimeout(r, at - Date.now()));
  };

  async function post(sent: SentEvent, address: string, attempt: number): Promise<void> {
    sent.requests += 1;
    const started = performance.now();
    const status = await fetch(`${baseUrl}/api/chatbot-analytics`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": address },
      body: JSON.stringify(sent.body),
    }).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status;
      },
      () => 0,
    );
    load.latenciesMs.push(performance.now() - started);
    load.statuses.set(status, (load.statuses.get(status) ?? 0) + 1);
    if (status === 202) sent.acceptedAtMs ??= Date.now();
    const lostAnswer = status === 202 && attempt === 0 && Math.random() < options.lostAnswerRate;
    if (lostAnswer) load.lostAnswerRetries += 1;
    const delay = RETRY_DELAYS_MS[attempt];
    // Like the browser: the retry goes in the background while the visitor carries on.
    if ((lostAnswer || status === 0 || status === 429 || status >= 500) && delay !== undefined)
      retries.push(new Promise((r) => setTimeout(r, delay)).then(() => post(sent, address, attempt + 1)));
  }

  async function visitor(): Promise<void> {
    while (planned < options.events) {
      const session = liveChatSession().slice(0, options.events - planned);
      planned += session.length;
      // One address per visitor, as the API's per-client limit sees real visitors.
      const n = sessions++;
      const address = `198.18.${(n >> 8) & 255}.${n & 255}`;
      for (const body of session) {
        const sent: SentEvent = { body, requests: 0 };
        load.events.set(body.eventId, sent);
        await nextSlot();
        await post(sent, address, 0);
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, visitor));
  // Retries can schedule further retries: wait until none is left.
  let settled = 0;
  while (settled < retries.length) {
    const pending = retries.slice(settled);
    settled = retries.length;
    await Promise.all(pending);
  }
  load.finishedAtMs = Date.now();
  return load;
}
