import { describe, expect, it } from "vitest";
import { MAX_DELIVERY_ATTEMPTS, retryDelaySeconds } from "./delivery-schedule";

describe("retryDelaySeconds", () => {
  it("doubles from 2 s and caps at an hour", () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n))).toEqual([2, 4, 8, 16]);
    expect(retryDelaySeconds(12)).toBe(3600);
    expect(retryDelaySeconds(MAX_DELIVERY_ATTEMPTS)).toBe(3600);
  });

  it("never retries sooner than Retry-After, within the queue's 12 h limit", () => {
    expect(retryDelaySeconds(1, 30)).toBe(30);
    expect(retryDelaySeconds(5, 3)).toBe(32);
    expect(retryDelaySeconds(1, 0.4)).toBe(2);
    expect(retryDelaySeconds(1, 86_400)).toBe(43_200);
  });

  it("gives up after hours, not minutes", () => {
    const total = Array.from({ length: MAX_DELIVERY_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1)).reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThan(6);
  });
});
