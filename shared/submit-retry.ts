import { parseRetryAfter } from "./retry-after";

// A chat lead the server could not take just now (its database busy or away: 503; too many
// requests at once: 429) is sent again by the visitor's browser, a few times, a little later each
// time, while the chat keeps showing "Sending…". A chat lead is one row per chat session, so a
// repeat never makes a second lead. The bench's burst of leads follows the same rule.

/** The Retry-After the API sends with a 503 for a database that is busy or away. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** The waits before each repeat; together they bound how long a visitor waits on "Sending…". */
const RETRY_DELAYS_MS = [2_000, 4_000, 8_000];
/** The longest Retry-After worth waiting for; a longer one (a rate limit's minute) is shown as an error. */
const MAX_WAIT_MS = RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]!;
/** Up to this much is added to each wait at random, so the repeats of a burst do not arrive together again. */
const JITTER_MS = 1_500;

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/**
 * How long to wait before repeat number `attempt` (0 for the first) of a submission answered
 * `status` with the header `retryAfter`, or undefined when it is not sent again: another status,
 * no repeats left, or a Retry-After longer than a visitor should wait.
 */
export function submitRetryDelayMs(
  attempt: number,
  status: number,
  retryAfter: string | null,
  random: () => number = Math.random,
  now = new Date(),
): number | undefined {
  const base = RETRY_DELAYS_MS[attempt];
  if (base === undefined || !RETRYABLE_STATUSES.has(status)) return undefined;
  const askedSeconds = parseRetryAfter(retryAfter, now);
  const askedMs = askedSeconds === undefined ? 0 : askedSeconds * 1000;
  if (askedMs > MAX_WAIT_MS) return undefined;
  return Math.max(base, askedMs) + Math.floor(random() * JITTER_MS);
}
