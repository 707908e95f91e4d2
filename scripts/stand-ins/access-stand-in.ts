// A stand-in for a Cloudflare Access team domain, for Worker tests (the machines running them have
// no internet). It publishes its signing keys where Access does and, for tests, signs application
// tokens as Access would put them in `Cf-Access-Jwt-Assertion`. Its own origin is the issuer, so a
// Worker configured with ACCESS_TEAM_DOMAIN = this URL checks its tokens exactly as Access's.
//
//   GET  /cdn-cgi/access/certs   { keys: [public JWKs], public_cert, public_certs }, as Access serves them
//   POST /__test/token           JSON TokenRequest → { token }
//   GET  /__test/requests        { certs: how many times the keys were fetched }
//
// Keys: "current" is the key served from the start; "unlisted" is never served (an unknown kid);
// "rotated" adds a fresh key to the certs (as Access does every six weeks) and signs with it.
import { randomUUID } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import { type CryptoKey, exportJWK, exportSPKI, generateKeyPair, type JWK, SignJWT } from "jose";
import { listenOnLoopback, readBody } from "./loopback-server";

type TokenRequest = {
  /** Omitted: a service token's claims (`common_name`, no `email`). */
  email?: string;
  /** The Access application's AUD tag; Access sends it as a one-element array. */
  aud?: string;
  /** The stand-in's own origin when omitted. */
  iss?: string;
  /** From now; negative for a token that has already expired. Default 3600. */
  expiresInSeconds?: number;
  /** Sets `nbf` this many seconds from now. */
  notBeforeSeconds?: number;
  /** `iat` this many seconds from now (default 0); positive for a token issued in the future. */
  issuedAtSeconds?: number;
  /** Time claims left out, for tokens Access never issues. */
  omit?: ("exp" | "iat")[];
  key?: "current" | "unlisted" | "rotated";
};

type SigningKey = { kid: string; privateKey: CryptoKey; jwk: JWK; pem: string };

async function signingKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = randomUUID().replaceAll("-", "");
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return { kid, privateKey, jwk, pem: await exportSPKI(publicKey) };
}

export async function startAccessStandIn(listenPort = 0): Promise<{ url: string; stop: () => Promise<void> }> {
  const current = await signingKey();
  const unlisted = await signingKey();
  const served: SigningKey[] = [current];
  let certsFetched = 0;
  let origin = "";

  const sign = async (request: TokenRequest): Promise<string> => {
    const which = request.key ?? "current";
    let key = which === "unlisted" ? unlisted : current;
    if (which === "rotated") {
      key = await signingKey();
      served.push(key);
    }
    const now = Math.floor(Date.now() / 1000);
    const claims = request.email
      ? { email: request.email, sub: randomUUID(), type: "app", identity_nonce: randomUUID() }
      : { common_name: `${randomUUID()}.access`, sub: "", type: "app" };
    const omit = new Set(request.omit);
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" }).setIssuer(request.iss ?? origin);
    if (!omit.has("iat")) jwt.setIssuedAt(now + (request.issuedAtSeconds ?? 0));
    if (!omit.has("exp")) jwt.setExpirationTime(now + (request.expiresInSeconds ?? 3600));
    if (request.aud !== undefined) jwt.setAudience([request.aud]);
    if (request.notBeforeSeconds !== undefined) jwt.setNotBefore(now + request.notBeforeSeconds);
    return jwt.sign(key.privateKey);
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": typeof body === "string" ? "text/plain" : "application/json" });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://stand-in");
    const body = await readBody(req);
    if (pathname === "/cdn-cgi/access/certs" && req.method === "GET") {
      certsFetched += 1;
      // Access serves X.509 certificates beside the JWKs; Node cannot mint those, so these hold the
      // public keys in PEM. Verifiers (jose included) read only `keys`.
      const certs = served.map(({ kid, pem }) => ({ kid, cert: pem }));
      return send(res, 200, { keys: served.map(({ jwk }) => jwk), public_cert: certs.at(-1), public_certs: certs });
    }
    if (pathname === "/__test/requests" && req.method === "GET") return send(res, 200, { certs: certsFetched });
    if (pathname === "/__test/token" && req.method === "POST") {
      try {
        return send(res, 200, { token: await sign(JSON.parse(body || "{}") as TokenRequest) });
      } catch (error) {
        return send(res, 400, String(error));
      }
    }
    send(res, 404, "not found");
  });
  const { url, stop } = await listenOnLoopback(server, listenPort);
  origin = url;
  return { url, stop };
}
