import { afterEach, describe, expect, it, vi } from "vitest";
import { accessTeamOrigin, accessToken, type TokenRequest } from "./access-stand-in-client";
import { fetchWorker } from "./worker-harness";

// The desk opens only for a token as Access issues a person's: with an expiry, an issue time that
// is not in the future (a minute of clock skew allowed) and an e-mail. A validly signed token
// missing any of them, or issued ahead of time, gets the same bare 403 as every other refusal.

const AUD = "desk-claims-aud-test";
const EMAIL = "wanjiru.claims@kilele.test";
const FORBIDDEN = "Forbidden: sign in through Cloudflare Access";

const bindings: Partial<Env> = { ACCESS_TEAM_DOMAIN: accessTeamOrigin(), ACCESS_AUD: AUD, DESK_LOCAL_USER: undefined };

afterEach(() => vi.restoreAllMocks());

async function openDesk(claims: Omit<TokenRequest, "aud">): Promise<{ status: number; body: string }> {
  const token = await accessToken({ email: EMAIL, aud: AUD, ...claims });
  const res = await fetchWorker(new Request("http://example.com/desk", { headers: { "cf-access-jwt-assertion": token } }), bindings);
  return { status: res.status, body: await res.text() };
}

/** The reasons logged for refusals, which name the claim and never its value. */
function refusalReasons() {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  return () => warn.mock.calls.map((call) => call.map(String).join(" ")).filter((line) => line.startsWith("desk:"));
}

describe("an Access token's required claims", () => {
  it("opens the desk for a token issued now, and one issued within a minute of skew ahead", async () => {
    for (const issuedAtSeconds of [0, 50]) {
      const { status, body } = await openDesk({ issuedAtSeconds });
      expect(status, body.slice(0, 300)).toBe(200);
      expect(body).toContain(EMAIL);
    }
  });

  it("refuses a token without exp: a token that never expires is not Access's", async () => {
    const reasons = refusalReasons();
    expect(await openDesk({ omit: ["exp"] })).toEqual({ status: 403, body: FORBIDDEN });
    expect(reasons()).toEqual(["desk: access refused (claim-exp)"]);
  });

  it("refuses a token without iat", async () => {
    const reasons = refusalReasons();
    expect(await openDesk({ omit: ["iat"] })).toEqual({ status: 403, body: FORBIDDEN });
    expect(reasons()).toEqual(["desk: access refused (claim-iat)"]);
  });

  it("refuses a token issued an hour ahead, or just past the minute of skew", async () => {
    const reasons = refusalReasons();
    for (const issuedAtSeconds of [3600, 90]) expect(await openDesk({ issuedAtSeconds })).toEqual({ status: 403, body: FORBIDDEN });
    expect(reasons()).toEqual(["desk: access refused (claim-iat)", "desk: access refused (claim-iat)"]);
  });

  it("refuses a token without an e-mail, naming the missing claim", async () => {
    const reasons = refusalReasons();
    expect(await openDesk({ email: undefined })).toEqual({ status: 403, body: FORBIDDEN });
    expect(reasons()).toEqual(["desk: access refused (claim-email)"]);
  });
});
