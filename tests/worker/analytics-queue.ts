import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import worker from "../../worker";

export type Delivery = { id?: string; attempts?: number; body: unknown };

/** A queue that keeps what is sent to it, with each message's options (a wake-up's delay). */
export function recordingQueue() {
  const sent: { body: unknown; delaySeconds: number | undefined }[] = [];
  const queue = {
    send: async (body: unknown, options?: QueueSendOptions) => void sent.push({ body, delaySeconds: options?.delaySeconds }),
    sendBatch: async (messages: Iterable<MessageSendRequest>) => {
      for (const message of messages) sent.push({ body: message.body, delaySeconds: message.delaySeconds });
    },
  } as unknown as Queue;
  return { sent, queue };
}

/**
 * Delivers one batch to the Worker's queue handler, as the queue would, and returns acks and retries.
 * getQueueResult does not report retry delays, so each message's retry() is watched for them.
 */
export async function deliver(queue: string, deliveries: Delivery[], overrides: Partial<Env> = {}) {
  const batch = createMessageBatch(
    queue,
    deliveries.map((d) => ({ id: d.id ?? crypto.randomUUID(), timestamp: new Date(), attempts: d.attempts ?? 1, body: d.body })),
  );
  const delays = new Map<string, number | undefined>();
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    vi.spyOn(message, "retry").mockImplementation((options) => {
      delays.set(message.id, options?.delaySeconds);
      retry(options);
    });
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...overrides });
  // Typed here: the generated runtime types lack FetcherQueueResult.
  const result: { ackAll: boolean; explicitAcks: string[]; retryMessages: { msgId: string }[] } = await getQueueResult(batch, ctx);
  const retried = result.retryMessages.map(({ msgId }) => ({ msgId, delaySeconds: delays.get(msgId) }));
  return { ids: batch.messages.map((m) => m.id), acked: [...result.explicitAcks].sort(), retried, result };
}

export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}
