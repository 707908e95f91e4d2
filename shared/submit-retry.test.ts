import { describe, expect, it } from "vitest";
import { BUSY_RETRY_AFTER_SECONDS, submitRetryDelayMs } from "./submit-retry";

const noJitter = () => 0;
const fullJitter = () => 0.999;

describe("submitRetryDelayMs", () => {
  it("repeats a 503 or 429 three times, waiting longer each time", () => {
    expect([0, 1, 2].map((attempt) => submitRetryDelayMs(attempt, 503, null, noJitter))).toEqual([2_000, 4_000, 8_000]);
    expect(submitRetryDelayMs(0, 429, null, noJitter)).toBe(2_000);
    expect(submitRetryDelayMs(3, 503, null, noJitter)).toBeUndefined();
  });

  it("spreads the repeats of a burst over up to 1.5 s more", () => {
    expect(submitRetryDelayMs(0, 503, null, fullJitter)).toBe(3_498);
  });

  it("waits at least what Retry-After asks, and the API's own busy answer asks for no more than the first wait", () => {
    expect(submitRetryDelayMs(0, 503, "5", noJitter)).toBe(5_000);
    expect(submitRetryDelayMs(0, 503, String(BUSY_RETRY_AFTER_SECONDS), noJitter)).toBe(2_000);
  });

  it("does not repeat what another answer refused, or what asks for longer than a visitor should wait", () => {
    for (const status of [400, 403, 413, 422, 500]) expect(submitRetryDelayMs(0, status, null, noJitter)).toBeUndefined();
    // The rate limit's 429 names the rest of its minute: shown to the visitor as an error instead.
    expect(submitRetryDelayMs(0, 429, "60", noJitter)).toBeUndefined();
  });
});
