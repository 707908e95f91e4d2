// SQLite takes one writer at a time. Under a burst of writes libSQL can answer SQLITE_BUSY
// ("database is locked") instead of queueing; the write is safe to try again, so retry it briefly.

const BUSY = /SQLITE_BUSY|database is locked/i;

/** True when the error chain shows the database refused a write because another held the lock. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth++) {
    if (BUSY.test(e.message) || ("code" in e && e.code === "SQLITE_BUSY")) return true;
  }
  return false;
}

export type BusyRetryOptions = { attempts?: number; baseDelayMs?: number };

/**
 * Runs an idempotent write, retrying with jittered exponential back-off while the database is
 * busy (6 attempts ≈ 0.8 s at most). Any other error, or the last busy one, is rethrown.
 */
export async function retryWhenBusy<T>(write: () => Promise<T>, { attempts = 6, baseDelayMs = 25 }: BusyRetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isDatabaseBusy(error)) throw error;
      await new Promise((r) => setTimeout(r, baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random())));
    }
  }
}
