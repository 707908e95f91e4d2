import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { decodeProtectedHeader, SignJWT } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LeadSubmissionInput } from "../../shared/lead-submission";
import type { AppBindings } from "../../worker/app-env";
import { deskAccess } from "../../worker/http/desk-access";
import { accessTeamOrigin, accessToken, certsFetched } from "./access-stand-in-client";
import { salesLead, submitOk } from "./chat-lead-fixtures";
import { fetchWorker } from "./worker-harness";

// The sales desk opens only for a person Cloudflare Access signed in to this application (here the
// Access stand-in, over real HTTP): any other token, or none, gets a bare 403 that shows no lead.
// Half a configuration keeps the desk shut; none at all means there is no desk, except under
// `npm start`, which names a local user. Configuration problems are logged once per isolate, so
// each is provoked in one test only.

const AUD = "desk-aud-test";
const EMAIL = "Amina.Otieno@kilele.test";
const FORBIDDEN = "Forbidden: sign in through Cloudflare Access";

let lead: LeadSubmissionInput;

beforeAll(async () => {
  // A stored lead whose details no refusal may show.
  lead = salesLead();
  await submitOk(lead);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const withAccess = (overrides: Partial<Env> = {}): Partial<Env> => ({
  ACCESS_TEAM_DOMAIN: accessTeamOrigin(),
  ACCESS_AUD: AUD,
  DESK_LOCAL_USER: undefined,
  ...overrides,
});

const withoutAccess = (overrides: Partial<Env> = {}): Partial<Env> => ({
  ACCESS_TEAM_DOMAIN: undefined,
  ACCESS_AUD: undefined,
  DESK_LOCAL_USER: undefined,
  ...overrides,
});

function openDesk(token: string | null, bindings: Partial<Env>): Promise<Response> {
  const headers = new Headers();
  if (token !== null) headers.set("cf-access-jwt-assertion", token);
  return fetchWorker(new Request("http://example.com/desk", { headers }), bindings);
}

async function expectRefused(res: Response, status = 403): Promise<string> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  expect(body).toBe(status === 403 ? FORBIDDEN : "Not Found");
  for (const value of [lead.contact.name, lead.contact.email, lead.contact.company]) expect(body).not.toContain(value);
  return body;
}

async function expectSignedIn(res: Response, email: string): Promise<void> {
  const body = await res.text();
  expect(res.status, body.slice(0, 500)).toBe(200);
  expect(body).toContain("Signed in as");
  expect(body).toContain(email);
}

const validToken = () => accessToken({ email: EMAIL, aud: AUD });

const base64url = (value: unknown) => btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const payloadOf = (token: string) =>
  JSON.parse(atob(token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/"))) as Record<string, unknown>;

/** Logged lines mentioning `text`, over console.error and console.warn. */
function logSpy() {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  return (text: string) =>
    [...error.mock.calls, ...warn.mock.calls].map((call) => call.map(String).join(" ")).filter((line) => line.includes(text));
}

describe("with Access configured", () => {
  it("opens the desk for a valid token, as the token's e-mail in lower case", async () => {
    await expectSignedIn(await openDesk(await validToken(), withAccess()), EMAIL.toLowerCase());
  });

  it("refuses a request without the Access header", async () => {
    await expectRefused(await openDesk(null, withAccess()));
  });

  it("refuses garbage", async () => {
    for (const token of ["not-a-token", "a.b.c", "..", "x".repeat(5000)]) await expectRefused(await openDesk(token, withAccess()));
  });

  it("refuses a token whose payload or signature was changed", async () => {
    const [header, , signature] = (await validToken()).split(".");
    const forged = base64url({ ...payloadOf(await validToken()), email: "boss@kilele.test" });
    await expectRefused(await openDesk(`${header}.${forged}.${signature}`, withAccess()));

    const token = await validToken();
    const [h, p, s] = token.split(".") as [string, string, string];
    // A character in the middle: the last one may only carry padding bits.
    const flipped = `${s.slice(0, 20)}${s[20] === "A" ? "B" : "A"}${s.slice(21)}`;
    await expectRefused(await openDesk(`${h}.${p}.${flipped}`, withAccess()));
  });

  it("refuses a token for another Access application", async () => {
    await expectRefused(await openDesk(await accessToken({ email: EMAIL, aud: "another-application" }), withAccess()));
    await expectRefused(await openDesk(await accessToken({ email: EMAIL }), withAccess()));
  });

  it("refuses a token from another issuer", async () => {
    const token = await accessToken({ email: EMAIL, aud: AUD, iss: "https://other.cloudflareaccess.com" });
    await expectRefused(await openDesk(token, withAccess()));
  });

  it("refuses an expired token and one not yet valid", async () => {
    await expectRefused(await openDesk(await accessToken({ email: EMAIL, aud: AUD, expiresInSeconds: -120 }), withAccess()));
    await expectRefused(await openDesk(await accessToken({ email: EMAIL, aud: AUD, notBeforeSeconds: 600 }), withAccess()));
  });

  it("refuses an unsigned token (alg: none)", async () => {
    const token = await validToken();
    const { kid } = decodeProtectedHeader(token);
    const unsigned = `${base64url({ alg: "none", kid, typ: "JWT" })}.${token.split(".")[1]}.`;
    await expectRefused(await openDesk(unsigned, withAccess()));
  });

  it("refuses HS256 tokens, keyed with a secret or with the team's public key", async () => {
    const { kid } = decodeProtectedHeader(await validToken());
    const certs = (await (await fetch(`${accessTeamOrigin()}/cdn-cgi/access/certs`)).json()) as { public_cert: { cert: string } };
    for (const secret of ["some-shared-secret-of-thirty-two-bytes", certs.public_cert.cert]) {
      const token = await new SignJWT({ email: EMAIL })
        .setProtectedHeader({ alg: "HS256", kid })
        .setIssuer(accessTeamOrigin())
        .setAudience([AUD])
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode(secret));
      await expectRefused(await openDesk(token, withAccess()));
    }
  });

  it("refuses a token signed with a key the team does not publish", async () => {
    await expectRefused(await openDesk(await accessToken({ email: EMAIL, aud: AUD, key: "unlisted" }), withAccess()));
  });

  it("refuses a token without an e-mail (a service token)", async () => {
    await expectRefused(await openDesk(await accessToken({ aud: AUD }), withAccess()));
  });

  it("refuses when the team's keys cannot be fetched", async () => {
    const token = await validToken();
    await expectRefused(await openDesk(token, withAccess({ ACCESS_TEAM_DOMAIN: "http://127.0.0.1:9" })));
  });

  it("logs each refusal by its reason only, never the token or the e-mail", async () => {
    const logged = logSpy();
    const token = await accessToken({ email: EMAIL, aud: AUD, expiresInSeconds: -120 });
    await expectRefused(await openDesk(token, withAccess()));
    await expectRefused(await openDesk(null, withAccess()));
    const lines = logged("desk:");
    expect(lines).toEqual(["desk: access refused (expired)", "desk: access refused (no-token)"]);
  });

  it("fetches the team's keys again for a key it has not seen (Access rotated them)", async () => {
    await expectSignedIn(await openDesk(await validToken(), withAccess()), EMAIL.toLowerCase());
    // jose refetches on an unknown kid at most once per 30 s; step past that.
    vi.setSystemTime(Date.now() + 31_000);
    const before = await certsFetched();
    const rotated = await accessToken({ email: EMAIL, aud: AUD, key: "rotated" });
    await expectSignedIn(await openDesk(rotated, withAccess()), EMAIL.toLowerCase());
    expect(await certsFetched()).toBe(before + 1);
  });

  it("fetches the team's keys once for many requests", async () => {
    // The same stand-in by another name is a team origin this isolate has not seen yet.
    const team = accessTeamOrigin().replace("127.0.0.1", "localhost");
    const before = await certsFetched();
    for (let i = 0; i < 3; i++) {
      const token = await accessToken({ email: EMAIL, aud: AUD, iss: team });
      await expectSignedIn(await openDesk(token, withAccess({ ACCESS_TEAM_DOMAIN: `${team}/` })), EMAIL.toLowerCase());
    }
    expect(await certsFetched()).toBe(before + 1);
  });

  it("wins over DESK_LOCAL_USER", async () => {
    const bindings = withAccess({ DESK_LOCAL_USER: "sales@localhost" });
    await expectRefused(await openDesk(null, bindings));
    const res = await openDesk(await validToken(), bindings);
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body).toContain(EMAIL.toLowerCase());
    expect(body).not.toContain("sales@localhost");
  });
});

describe("configuration", () => {
  it("stays closed with ACCESS_TEAM_DOMAIN alone, saying once that ACCESS_AUD is missing", async () => {
    const logged = logSpy();
    const bindings = withAccess({ ACCESS_AUD: undefined, DESK_LOCAL_USER: "sales@localhost" });
    await expectRefused(await openDesk(await validToken(), bindings));
    await expectRefused(await openDesk(null, bindings));
    expect(logged("ACCESS_AUD is not set")).toEqual(["desk: ACCESS_AUD is not set (ACCESS_TEAM_DOMAIN is); the desk stays closed"]);
  });

  it("stays closed with ACCESS_AUD alone, saying once that ACCESS_TEAM_DOMAIN is missing", async () => {
    const logged = logSpy();
    const bindings = withAccess({ ACCESS_TEAM_DOMAIN: undefined });
    await expectRefused(await openDesk(await validToken(), bindings));
    await expectRefused(await openDesk(null, bindings));
    expect(logged("ACCESS_TEAM_DOMAIN is not set")).toHaveLength(1);
  });

  it("stays closed when ACCESS_TEAM_DOMAIN is not an https origin (or loopback http)", async () => {
    const logged = logSpy();
    const team = accessTeamOrigin();
    for (const invalid of ["http://example.com", `${team}/cdn-cgi/access/certs`, "team.cloudflareaccess.com", "not a url"]) {
      const token = await accessToken({ email: EMAIL, aud: AUD, iss: invalid });
      await expectRefused(await openDesk(token, withAccess({ ACCESS_TEAM_DOMAIN: invalid })));
    }
    expect(logged("ACCESS_TEAM_DOMAIN is invalid")).toHaveLength(1);
  });

  it("does not exist without Access or a local user", async () => {
    await expectRefused(await openDesk(null, withoutAccess()), 404);
    await expectRefused(await openDesk(await validToken(), withoutAccess()), 404);
    const sub = await fetchWorker(new Request("http://example.com/desk/leads"), withoutAccess());
    await expectRefused(sub, 404);
  });

  it("opens as the local user under npm start (no Access configured)", async () => {
    await expectSignedIn(await openDesk(null, withoutAccess({ DESK_LOCAL_USER: "sales@localhost" })), "sales@localhost");
  });
});

describe("the desk user handed on", () => {
  // The pages show only the e-mail; how the user was identified is checked on the middleware itself.
  const probe = new Hono<AppBindings>().get("/desk", deskAccess, (c) => c.json(c.get("deskUser") ?? null));
  const userFor = async (token: string | null, bindings: Partial<Env>) => {
    const headers = new Headers();
    if (token !== null) headers.set("cf-access-jwt-assertion", token);
    const res = await probe.request("http://example.com/desk", { headers }, { ...env, ...bindings });
    expect(res.status).toBe(200);
    return res.json();
  };

  it("is the Access user, e-mail in lower case, or the local user", async () => {
    expect(await userFor(await validToken(), withAccess())).toEqual({ email: EMAIL.toLowerCase(), via: "access" });
    expect(await userFor(null, withoutAccess({ DESK_LOCAL_USER: "sales@localhost" }))).toEqual({ email: "sales@localhost", via: "local" });
  });
});
