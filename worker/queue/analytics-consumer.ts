import * as v from "valibot";
import { type WakeSinks, wakeSinksSchema } from "../../analytics/events/log-message";
import { eventRegistry } from "../../analytics/events/registry";
import { appendEvents, type LogEntry } from "../../analytics/log/append";
import { checkLogMessage } from "../../analytics/log/check-message";
import { insertRejects, type Reject } from "../../analytics/log/rejects";
import { runSinks, stoppedOnBudget } from "../../analytics/sinks/run-sinks";
import type { Sink } from "../../analytics/sinks/sink";
import { loggableError } from "../api/errors";
import type { Database } from "../db/client";
import { retryWithBackoff } from "./retry-backoff";

export type AnalyticsConsumerDeps = {
  db: Database;
  sinks: readonly Sink[];
  /** Puts a wake-up for the sinks on the queue, `delaySeconds` from now. */
  wake: (message: WakeSinks, delaySeconds: number) => Promise<unknown>;
};

/**
 * A run that failed wakes the sinks again after 2, 4, 8, 16 and 32 seconds; then the minute Cron
 * takes over, so a long outage costs one attempt a minute rather than one per append.
 */
const MAX_WAKE_ATTEMPTS = 5;
const wakeDelaySeconds = (attempt: number) => 2 ** attempt;

type Sorted = {
  entries: { message: Message; entry: LogEntry }[];
  rejects: { message: Message; reject: Reject }[];
  wakes: { message: Message; attempt: number }[];
};

/** Each message is an event for the log (checked against the registry), a reject, or a wake-up. */
function sortMessages(messages: readonly Message[]): Sorted {
  const sorted: Sorted = { entries: [], rejects: [], wakes: [] };
  for (const message of messages) {
    const wake = v.safeParse(wakeSinksSchema, message.body);
    if (wake.success) {
      sorted.wakes.push({ message, attempt: wake.output.attempt });
      continue;
    }
    const checked = checkLogMessage(eventRegistry, message.body);
    if (checked.success) sorted.entries.push({ message, entry: checked.entry });
    else
      sorted.rejects.push({
        message,
        reject: { messageId: message.id, reason: checked.reason, body: message.body, attempts: message.attempts },
      });
  }
  return sorted;
}

/**
 * Consumer of the analytics queue. It only appends: delivery is at least once and unordered, so
 * 1. every event is checked against its schema in the registry; one that fails goes, with the
 *    reason, to analytics_rejects (it could never succeed, so it is not retried);
 * 2. events and rejects are written in ONE libSQL batch, keyed by event id and message id, so a
 *    redelivered message is a no-op — if the write fails, every message is retried with back-off;
 * 3. after an append it puts a wake-up on the queue; a wake-up runs the sinks (PostHog, the funnel
 *    rollup), each from its own position. A run that could not catch up sends the next wake-up
 *    later; the minute Cron runs the sinks too, so a lost wake-up only delays them.
 */
export async function consumeAnalyticsBatch(batch: MessageBatch, deps: AnalyticsConsumerDeps): Promise<void> {
  const { entries, rejects, wakes } = sortMessages(batch.messages);
  const statements = [
    ...(entries.length
      ? [
          appendEvents(
            deps.db,
            entries.map((e) => e.entry),
          ),
        ]
      : []),
    ...(rejects.length
      ? [
          insertRejects(
            deps.db,
            rejects.map((r) => r.reject),
          ),
        ]
      : []),
  ];
  const [first, ...rest] = statements;
  if (first) {
    try {
      await deps.db.batch([first, ...rest]);
    } catch (error) {
      console.error(`analytics batch of ${entries.length + rejects.length} not stored; retrying`, loggableError(error));
      retryWithBackoff([...entries, ...rejects].map((m) => m.message));
      return;
    }
    for (const { message } of [...entries, ...rejects]) message.ack();
    if (rejects.length)
      console.warn(`analytics: ${rejects.length} events rejected (npm run analytics -- rejects): ${rejects[0]!.reject.reason}`);
  }

  if (wakes.length === 0) {
    if (entries.length)
      await deps.wake({ kind: "wake-sinks" }, 0).catch((error) => console.warn("could not wake the analytics sinks; the Cron will", error));
    return;
  }
  const runs = await runSinks(deps.db, deps.sinks);
  const failed = runs.some((run) => run.error);
  // A sink another run holds is that run's to finish; one that stopped on its time budget goes on at once.
  const unfinished = stoppedOnBudget(runs);
  const attempt = failed ? Math.max(...wakes.map((w) => w.attempt)) + 1 : 0;
  if (unfinished || (failed && attempt <= MAX_WAKE_ATTEMPTS)) {
    await deps
      .wake({ kind: "wake-sinks", attempt }, failed ? wakeDelaySeconds(attempt) : 0)
      .catch((error) => console.warn("could not wake the analytics sinks again; the Cron will", error));
  }
  for (const { message } of wakes) message.ack();
}
