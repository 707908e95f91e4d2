// A stand-in for Cloudflare Turnstile's siteverify endpoint, for Worker and browser tests (the
// machines running them have no internet). It answers as Cloudflare does: success with the token's
// challenge time, hostname and action for a token it issued, checked once with the right secret;
// otherwise success false with Cloudflare's error codes. State is kept per namespace (the path
// segment after /ns/), so parallel tests never see each other's tokens or requests.
//
//   POST /ns/<ns>/siteverify     form-urlencoded or JSON: secret, response, remoteip, idempotency_key
//   POST /ns/<ns>/__tokens       JSON { sitekey, action?, hostname? } → { token }, as the widget would obtain
//   PUT  /ns/<ns>/__behaviour    JSON Behaviour, replacing the namespace's previous one
//   GET  /ns/<ns>/__requests     every siteverify request, with what was answered
import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import { listenOnLoopback, readBody } from "./loopback-server";

/** The keys the stand-in accepts; a product under test is configured with these. */
export const TURNSTILE_STAND_IN_SITE_KEY = "0xStandInTurnstileSiteKey";
export const TURNSTILE_STAND_IN_SECRET = "0xStandInTurnstileSecretKey";
/** Cloudflare's tokens are valid for 300 seconds. */
const TOKEN_LIFETIME_MS = 300_000;

type TokenDetails = { sitekey: string; action?: string; hostname?: string };

type Behaviour = {
  /** The next `times` siteverify requests are answered `status` with a plain-text body. */
  answer?: { status: number; times: number };
  /** The next `times` siteverify requests are never answered. */
  hang?: { times: number };
};

type SiteverifyAnswer = {
  success: boolean;
  "error-codes": string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
  cdata?: string;
};

type VerifyRequest = {
  contentType: string;
  fields: Record<string, string>;
  receivedAt: string;
  /** null while (or because) the stand-in hangs. */
  status: number | null;
  answer: SiteverifyAnswer | null;
};

export type TurnstileStandIn = {
  url: string;
  /** The siteverify URL of one namespace, for TURNSTILE_VERIFY_URL. */
  verifyUrl: (namespace: string) => string;
  /** A token as Turnstile's widget obtains it in a browser; throws for a site key Cloudflare would not know. */
  issueToken: (namespace: string, details: TokenDetails) => string;
  requests: (namespace: string) => VerifyRequest[];
  setBehaviour: (namespace: string, behaviour: Behaviour) => void;
  stop: () => Promise<void>;
};

type Issued = { action: string; hostname: string; issuedAt: number; spent: boolean };
type Namespace = { tokens: Map<string, Issued>; answered: Map<string, SiteverifyAnswer>; requests: VerifyRequest[]; behaviour: Behaviour };

/** The posted fields, or null when the body is neither a urlencoded form nor a JSON object. */
function parseFields(contentType: string, body: string): Record<string, string> | null {
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) return Object.fromEntries(new URLSearchParams(body));
  if (/^application\/json/i.test(contentType)) {
    try {
      const parsed = JSON.parse(body) as unknown;
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
      return Object.fromEntries(
        Object.entries(parsed).map(([name, value]) => [name, typeof value === "string" ? value : JSON.stringify(value)]),
      );
    } catch {
      return null;
    }
  }
  return null;
}

const failure = (...codes: string[]): SiteverifyAnswer => ({ success: false, "error-codes": codes });

function siteverify(ns: Namespace, fields: Record<string, string> | null, now: number): SiteverifyAnswer {
  if (!fields) return failure("bad-request");
  const { secret, response, idempotency_key: key } = fields;
  if (!secret) return failure("missing-input-secret");
  if (secret !== TURNSTILE_STAND_IN_SECRET) return failure("invalid-input-secret");
  if (!response) return failure("missing-input-response");
  // A retried request with the same idempotency key gets the first answer again, not "duplicate".
  const earlier = key ? ns.answered.get(key) : undefined;
  if (earlier) return earlier;
  const issued = ns.tokens.get(response);
  let answer: SiteverifyAnswer;
  if (!issued) answer = failure("invalid-input-response");
  else if (issued.spent || now - issued.issuedAt > TOKEN_LIFETIME_MS) answer = failure("timeout-or-duplicate");
  else {
    issued.spent = true;
    answer = {
      success: true,
      "error-codes": [],
      challenge_ts: new Date(issued.issuedAt).toISOString(),
      hostname: issued.hostname,
      action: issued.action,
      cdata: "",
    };
  }
  if (key) ns.answered.set(key, answer);
  return answer;
}

export async function startTurnstileStandIn(listenPort = 0): Promise<TurnstileStandIn> {
  const namespaces = new Map<string, Namespace>();
  const space = (name: string) => {
    let found = namespaces.get(name);
    if (!found) {
      found = { tokens: new Map(), answered: new Map(), requests: [], behaviour: {} };
      namespaces.set(name, found);
    }
    return found;
  };

  const issueToken = (namespace: string, { sitekey, action = "", hostname = "localhost" }: TokenDetails) => {
    // Turnstile's widget fails to render for a site key Cloudflare does not know.
    if (sitekey !== TURNSTILE_STAND_IN_SITE_KEY) throw new Error(`unknown Turnstile site key: ${sitekey}`);
    const token = `0.${randomBytes(96).toString("base64url")}`;
    space(namespace).tokens.set(token, { action, hostname, issuedAt: Date.now(), spent: false });
    return token;
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": typeof body === "string" ? "text/plain" : "application/json" });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const match = /^\/ns\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!match?.[1] || !match[2]) return send(res, 404, "not found");
    const ns = space(decodeURIComponent(match[1]));
    const path = match[2];
    const body = await readBody(req);

    if (path === "/__requests" && req.method === "GET") return send(res, 200, ns.requests);
    if (path === "/__behaviour" && req.method === "PUT") {
      ns.behaviour = JSON.parse(body || "{}") as Behaviour;
      return send(res, 200, { ok: true });
    }
    if (path === "/__tokens" && req.method === "POST") {
      try {
        return send(res, 200, { token: issueToken(decodeURIComponent(match[1]), JSON.parse(body) as TokenDetails) });
      } catch (error) {
        return send(res, 400, String(error));
      }
    }
    if (path !== "/siteverify") return send(res, 404, "not found");
    if (req.method !== "POST") return send(res, 405, "method not allowed");

    const contentType = req.headers["content-type"] ?? "";
    const fields = parseFields(contentType, body);
    const record: VerifyRequest = { contentType, fields: fields ?? {}, receivedAt: new Date().toISOString(), status: null, answer: null };
    ns.requests.push(record);
    const { hang, answer } = ns.behaviour;
    if (hang && hang.times > 0) {
      hang.times -= 1;
      return;
    }
    if (answer && answer.times > 0) {
      answer.times -= 1;
      record.status = answer.status;
      return send(res, answer.status, "stand-in told to answer this");
    }
    record.answer = siteverify(ns, fields, Date.now());
    record.status = 200;
    send(res, 200, record.answer);
  });
  const { url, stop } = await listenOnLoopback(server, listenPort);
  return {
    url,
    verifyUrl: (namespace) => `${url}/ns/${encodeURIComponent(namespace)}/siteverify`,
    issueToken,
    requests: (namespace) => namespaces.get(namespace)?.requests ?? [],
    setBehaviour: (namespace, behaviour) => {
      space(namespace).behaviour = behaviour;
    },
    stop,
  };
}
