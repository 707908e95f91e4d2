import { describe, expect, it } from "vitest";
import { uuidv7 } from "./uuid-v7";

describe("uuidv7", () => {
  it("is a version 7, RFC 9562 variant UUID whose first 48 bits are the time in milliseconds", () => {
    const now = Date.UTC(2026, 10, 24, 9, 30, 15, 123);
    const id = uuidv7(now);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(now);
  });

  it("sorts by time and differs within the same millisecond", () => {
    const ids = [1, 2, 3].map((n) => uuidv7(1_700_000_000_000 + n));
    expect([...ids].sort()).toEqual(ids);
    expect(uuidv7(5)).not.toBe(uuidv7(5));
  });
});
