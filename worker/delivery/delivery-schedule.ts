// How long a delivery waits between attempts, and when it is given up. Fast first retries keep a
// lead that hit a passing error within seconds of sales; the doubling and the cap let a destination
// that is down for hours recover everything without hammering it.

const FIRST_DELAY_SECONDS = 2;
const MAX_DELAY_SECONDS = 60 * 60;
/** Cloudflare Queues' longest delay for a retried message. */
const QUEUE_MAX_DELAY_SECONDS = 12 * 60 * 60;

/** 2 s, 4 s, 8 s … 1 h, then hourly: about 9 hours over 20 attempts. */
export const MAX_DELIVERY_ATTEMPTS = 20;

/** The lease an attempt holds while it sends: longer than the 10 s cap on the outbound call. */
export const LEASE_SECONDS = 30;

/** A pending delivery this long past its due time has lost its queue message; the sweep re-sends it. */
export const SWEEP_GRACE_SECONDS = 2 * 60;

/** The wait before attempt `attempts + 1`, never shorter than the destination's Retry-After. */
export function retryDelaySeconds(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(FIRST_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_SECONDS);
  return Math.min(Math.max(backoff, Math.ceil(retryAfterSeconds ?? 0)), QUEUE_MAX_DELAY_SECONDS);
}

export const addSeconds = (time: Date, seconds: number) => new Date(time.getTime() + seconds * 1000);
