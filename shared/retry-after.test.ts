import { describe, expect, it } from "vitest";
import { parseRetryAfter } from "./retry-after";

const now = new Date("2026-11-23T10:00:00Z");

describe("parseRetryAfter", () => {
  it("reads delay-seconds and HTTP-dates; a past date is 0; anything else is undefined", () => {
    expect(parseRetryAfter("30", now)).toBe(30);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter("Mon, 23 Nov 2026 10:01:30 GMT", now)).toBe(90);
    expect(parseRetryAfter("Mon, 23 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-5", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
