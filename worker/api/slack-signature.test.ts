import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SLACK_TIMESTAMP_TOLERANCE_SECONDS, verifySlackSignature } from "./slack-signature";

// Signatures are computed here with node's own HMAC, independently of the code under test.

const SECRET = "8f742231b10e8888abcd99yyyzzz85a5";
const sign = (secret: string, timestamp: string, body: string | Buffer) =>
  `v0=${createHmac("sha256", secret)
    .update(Buffer.concat([Buffer.from(`v0:${timestamp}:`), Buffer.from(body)]))
    .digest("hex")}`;
const bytes = (body: string) => new TextEncoder().encode(body);

const NOW = new Date("2026-11-24T09:00:00Z");
const nowSeconds = String(NOW.getTime() / 1000);
const BODY = `payload=${encodeURIComponent(JSON.stringify({ type: "block_actions", user: { id: "U1", name: "Wanjiru Kamau" } }))}`;

afterEach(() => vi.restoreAllMocks());

describe("verifySlackSignature", () => {
  it("accepts Slack's documented example request", async () => {
    const body =
      "token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c";
    const headers = { timestamp: "1531420618", signature: "v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503" };
    expect(await verifySlackSignature(SECRET, headers, bytes(body), new Date(1531420618_000 + 60_000))).toEqual({ ok: true });
    expect(await verifySlackSignature(SECRET, headers, bytes(`${body}x`), new Date(1531420618_000))).toEqual({
      ok: false,
      reason: "mismatch",
    });
  });

  it("accepts a fresh signature over the raw bytes, multi-byte text included", async () => {
    const body = Buffer.from(`${BODY}&note=${encodeURIComponent("Ndiyo — sawa")}`);
    const check = await verifySlackSignature(SECRET, { timestamp: nowSeconds, signature: sign(SECRET, nowSeconds, body) }, body, NOW);
    expect(check).toEqual({ ok: true });
  });

  it("refuses a tampered body, a wrong secret and a signature for another timestamp", async () => {
    const signature = sign(SECRET, nowSeconds, BODY);
    const tampered = BODY.replace("Wanjiru", "Wanjiro");
    expect(await verifySlackSignature(SECRET, { timestamp: nowSeconds, signature }, bytes(tampered), NOW)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    expect(await verifySlackSignature(`${SECRET}x`, { timestamp: nowSeconds, signature }, bytes(BODY), NOW)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    const earlier = String(Number(nowSeconds) - 1);
    expect(await verifySlackSignature(SECRET, { timestamp: earlier, signature }, bytes(BODY), NOW)).toEqual({
      ok: false,
      reason: "mismatch",
    });
  });

  it.each([
    ["older", -SLACK_TIMESTAMP_TOLERANCE_SECONDS - 1],
    ["further in the future", SLACK_TIMESTAMP_TOLERANCE_SECONDS + 1],
  ])("refuses a correctly signed request whose timestamp is more than five minutes %s", async (_, offset) => {
    const timestamp = String(Number(nowSeconds) + offset);
    const check = await verifySlackSignature(SECRET, { timestamp, signature: sign(SECRET, timestamp, BODY) }, bytes(BODY), NOW);
    expect(check).toEqual({ ok: false, reason: "stale" });
  });

  it("accepts a timestamp exactly five minutes away", async () => {
    const timestamp = String(Number(nowSeconds) - SLACK_TIMESTAMP_TOLERANCE_SECONDS);
    const check = await verifySlackSignature(SECRET, { timestamp, signature: sign(SECRET, timestamp, BODY) }, bytes(BODY), NOW);
    expect(check).toEqual({ ok: true });
  });

  it("refuses missing and malformed headers", async () => {
    const signature = sign(SECRET, nowSeconds, BODY);
    const check = (timestamp: string | undefined, sig: string | undefined) =>
      verifySlackSignature(SECRET, { timestamp, signature: sig }, bytes(BODY), NOW);
    expect(await check(undefined, signature)).toEqual({ ok: false, reason: "missing" });
    expect(await check(nowSeconds, undefined)).toEqual({ ok: false, reason: "missing" });
    expect(await check(nowSeconds, "")).toEqual({ ok: false, reason: "missing" });
    expect(await check(`${nowSeconds}.5`, signature)).toEqual({ ok: false, reason: "malformed" });
    expect(await check(nowSeconds, signature.replace("v0=", "v1="))).toEqual({ ok: false, reason: "malformed" });
    expect(await check(nowSeconds, signature.slice(0, -2))).toEqual({ ok: false, reason: "malformed" });
    expect(await check(nowSeconds, `${signature.slice(0, -1)}g`)).toEqual({ ok: false, reason: "malformed" });
  });

  it("compares with Web Crypto's HMAC verify, however early the signature differs", async () => {
    const verify = vi.spyOn(crypto.subtle, "verify");
    const signature = sign(SECRET, nowSeconds, BODY);
    const flip = (at: number) => signature.slice(0, at) + (signature[at] === "0" ? "1" : "0") + signature.slice(at + 1);
    for (const wrong of [flip(3), flip(signature.length - 1)]) {
      expect(await verifySlackSignature(SECRET, { timestamp: nowSeconds, signature: wrong }, bytes(BODY), NOW)).toEqual({
        ok: false,
        reason: "mismatch",
      });
    }
    expect(verify).toHaveBeenCalledTimes(2);
    for (const [algorithm] of verify.mock.calls) expect(algorithm).toBe("HMAC");
  });
});
