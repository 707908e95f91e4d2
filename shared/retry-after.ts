// The `Retry-After` header, read the same way by the Worker (a destination's answer) and the
// browser (our own API's answer).

/**
 * Seconds to wait from a `Retry-After` header (delay-seconds or an HTTP-date), or undefined when
 * it is absent or unreadable. A date in the past means "now": 0.
 */
export function parseRetryAfter(header: string | null, now: Date): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // HTTP-dates start with the day's name; Date.parse alone would take "-5" as a year.
  const date = /^[A-Za-z]+,? /.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}
