import { createRemoteJWKSet, errors, jwtVerify } from "jose";

export type AccessTokenCheck = { ok: true; email: string } | { ok: false; reason: string };

/**
 * One key set per team origin, kept for the isolate's life: jose caches the keys (10 min) and
 * refetches on a `kid` it has not seen, at most once per 30 s so forged kids cannot flood Access.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(teamOrigin: string) {
  let keys = keySets.get(teamOrigin);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${teamOrigin}/cdn-cgi/access/certs`));
    keySets.set(teamOrigin, keys);
  }
  return keys;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How far the Worker's clock and Access's may disagree, in seconds, for every time claim. */
const CLOCK_SKEW_SECONDS = 60;

/** jose's error codes as short reasons for the log; none of them carries a claim's value. */
const REASONS: Record<string, string> = {
  ERR_JWT_EXPIRED: "expired",
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: "bad-signature",
  ERR_JOSE_ALG_NOT_ALLOWED: "alg-not-allowed",
  ERR_JWKS_NO_MATCHING_KEY: "unknown-kid",
  ERR_JWS_INVALID: "malformed",
  ERR_JWT_INVALID: "malformed",
  ERR_JWKS_TIMEOUT: "keys-unavailable",
  ERR_JWKS_INVALID: "keys-unavailable",
  ERR_JOSE_GENERIC: "keys-unavailable",
};

function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTClaimValidationFailed) return `claim-${error.claim}`;
  if (error instanceof errors.JOSEError) return REASONS[error.code] ?? "invalid";
  // Anything else is fetch failing to reach the team's certs.
  return "keys-unavailable";
}

/**
 * Checks a Cloudflare Access token (`Cf-Access-Jwt-Assertion`): RS256 only, signed by a key the
 * team publishes, issued by the team for this application, within its lifetime, naming a person.
 * Access always sets `exp`, `iat` and `email` on a person's token: one without them is not Access's.
 */
export async function verifyAccessToken(
  token: string,
  { teamOrigin, aud }: { teamOrigin: string; aud: string },
): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keySet(teamOrigin), {
      issuer: teamOrigin,
      audience: aud,
      algorithms: ["RS256"],
      // Service tokens name a client (`common_name`), not a person: the desk is for people.
      requiredClaims: ["exp", "iat", "email"],
      clockTolerance: CLOCK_SKEW_SECONDS,
    });
    // jose refuses an `iat` in the future only together with a maximum age (maxTokenAge), and an
    // Access token lives as long as its application's session, so no one age fits: checked here.
    if (typeof payload.iat !== "number" || payload.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) return { ok: false, reason: "claim-iat" };
    const { email } = payload;
    if (typeof email !== "string" || !EMAIL.test(email)) return { ok: false, reason: "no-email" };
    return { ok: true, email: email.toLowerCase() };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}
