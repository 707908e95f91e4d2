import { describe, expect, it } from "vitest";
import { classifyAnswer } from "./http-delivery";

const now = new Date("2026-11-23T10:00:00Z");

describe("classifyAnswer", () => {
  it("2xx is delivered", () => {
    expect(classifyAnswer(200, "ok", null, now)).toEqual({ kind: "delivered", status: 200 });
    expect(classifyAnswer(204, "", null, now)).toEqual({ kind: "delivered", status: 204 });
  });

  it("408, 429 and 5xx are retried, honouring Retry-After", () => {
    expect(classifyAnswer(408, "", null, now)).toEqual({ kind: "retry", reason: "HTTP 408" });
    expect(classifyAnswer(429, "slow down", "30", now)).toEqual({ kind: "retry", reason: "HTTP 429: slow down", retryAfterSeconds: 30 });
    expect(classifyAnswer(503, "", "Mon, 23 Nov 2026 10:00:10 GMT", now)).toMatchObject({ kind: "retry", retryAfterSeconds: 10 });
  });

  it("other answers are permanent with a short, redacted excerpt", () => {
    expect(classifyAnswer(410, "channel_is_archived", null, now)).toEqual({ kind: "permanent", reason: "HTTP 410: channel_is_archived" });
    const outcome = classifyAnswer(400, `bad token pat-123\n${"x".repeat(500)}`, null, now, ["pat-123"]);
    expect(outcome.kind).toBe("permanent");
    expect(outcome.kind === "permanent" && outcome.reason).toMatch(/^HTTP 400: bad token \[redacted\] x+…$/);
    expect(outcome.kind === "permanent" && outcome.reason.length).toBeLessThan(230);
    expect(classifyAnswer(301, "", null, now)).toEqual({ kind: "permanent", reason: "HTTP 301" });
  });
});
