import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import staticHeadersFile from "../../public/_headers?raw";
import { CACHE_CONTROL } from "../../worker/http/cache-control";

/** Parses Cloudflare's _headers format into { "/path/*": { Header: value } }. */
function parseHeadersFile(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] = {};
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

function cspDirectives(response: Response): Map<string, string[]> {
  const csp = response.headers.get("content-security-policy") ?? "";
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectSecurityHeaders(response: Response) {
  const csp = cspDirectives(response);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("script-src")).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
  expect(response.headers.get("content-security-policy")).not.toContain("unsafe-inline");
  expect(response.headers.get("content-security-policy")).not.toContain("unsafe-eval");
  expect(csp.get("style-src")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("connect-src")).toEqual(["'self'", new URL(env.POSTHOG_HOST).origin]);
  expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  const permissions = response.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment"]) {
    expect(permissions).toContain(`${feature}=()`);
  }
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("security headers on every Worker response", () => {
  it("page: full set, every executable script carries this response's nonce, short public cache", async () => {
    const res = await exports.default.fetch("http://example.com/");
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers.get("cache-control")).toBe(CACHE_CONTROL.page);
    const nonce = nonceOf(res);
    const html = await res.text();
    // JSON-LD and other data blocks are never executed, so CSP does not apply to them.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("a fresh nonce for every response", async () => {
    const [a, b] = await Promise.all([exports.default.fetch("http://example.com/"), exports.default.fetch("http://example.com/")]);
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
  });

  it("404 page: full set and not cached as a page", async () => {
    const res = await exports.default.fetch("http://example.com/no/such/page");
    expect(res.status).toBe(404);
    expectSecurityHeaders(res);
    expect(res.headers.get("cache-control")).not.toBe(CACHE_CONTROL.page);
  });

  it("API answers (success, 404 and a POST): full set and never stored", async () => {
    const responses = [
      await exports.default.fetch("http://example.com/api/health"),
      await exports.default.fetch("http://example.com/api/nope"),
      await exports.default.fetch("http://example.com/api/nope", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": "198.51.100.77" },
        body: "{}",
      }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 404, 404]);
    for (const res of responses) {
      expectSecurityHeaders(res);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-type")).toContain("application/json");
    }
  });

  it("public/_headers gives static files the same values (they never pass through the Worker)", async () => {
    const rules = parseHeadersFile(staticHeadersFile);
    const all = rules["/*"] ?? {};
    const page = await exports.default.fetch("http://example.com/");
    for (const name of [
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "X-Frame-Options",
      "Cross-Origin-Opener-Policy",
      "Cross-Origin-Resource-Policy",
    ]) {
      expect(all[name], name).toBe(page.headers.get(name));
    }
    // Static files are scripts, styles and images: they need no CSP sources at all.
    expect(all["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(rules["/assets/*"]?.["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });
});
