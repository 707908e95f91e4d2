const FIRST_DELAY_SECONDS = 10;
const MAX_DELAY_SECONDS = 15 * 60;

/** Exponential back-off by delivery attempt (1 → 10 s, 2 → 20 s, 3 → 40 s …), capped at 15 minutes. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_SECONDS);
}

/** Hands the messages back to the queue, each delayed by its own attempt count. */
export function retryWithBackoff(messages: readonly Message[]): void {
  for (const message of messages) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
}
