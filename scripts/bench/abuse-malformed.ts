import {
  contactMessage,
  FLOOD_IPV4,
  FORM_TYPE,
  floodIpv6,
  HOSTILE_MARK,
  JSON_TYPE,
  markedUuid,
  pick,
  stranger,
  type TrafficRequest,
  validLead,
} from "./abuse-traffic";

// Hostile requests that must be refused before anything is stored: oversized, chunked, malformed,
// wrong types and envelopes, lone surrogates, other spellings of the routes, and FAQ floods. Each
// builder takes the request's index in the hostile traffic, which picks its variant.

const API_WRITES = ["/api/chatbot-submit", "/api/chatbot-faq", "/api/chatbot-analytics", "/api/contact"];
const FORMS = ["/newsletter", "/contact", "/resources/guides"];

const api = (index: number) => API_WRITES[index % API_WRITES.length]!;
const form = (index: number) => FORMS[index % FORMS.length]!;
const from = () => ({ "cf-connecting-ip": stranger() });

/** A body that is a valid submission for `path` but for one field: every hostile body is refused. */
function nearlyValid(path: string, breakIt: (body: Record<string, unknown>) => void): Record<string, unknown> {
  const body: Record<string, unknown> =
    path === "/api/chatbot-submit"
      ? validLead(HOSTILE_MARK, 0, "malformed")
      : path === "/api/chatbot-faq"
        ? { query: "How much is Microsoft 365?", sessionId: markedUuid(HOSTILE_MARK) }
        : path === "/api/chatbot-analytics"
          ? { eventType: "session_start", sessionId: markedUuid(HOSTILE_MARK), data: { timestamp: new Date().toISOString() } }
          : contactMessage(HOSTILE_MARK, "malformed");
  breakIt(body);
  return body;
}

/** Breaks the field every API route requires: each has a sessionId or an email. */
const wrongSession = (body: Record<string, unknown>, value: unknown) => {
  if ("sessionId" in body) body.sessionId = value;
  else body.email = value;
};

const filler = (bytes: number) => "A".repeat(bytes);
const oversizedBytes = () => (Math.random() < 0.02 ? 2_000_000 : 17_000 + Math.floor(Math.random() * 180_000));

function chunked(bytes: number): () => ReadableStream<Uint8Array> {
  return () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(filler(8192));
    return new ReadableStream({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });
  };
}

const MALFORMED = [
  "{",
  '{"sessionId":',
  "[]",
  "null",
  "nul",
  '"just a string"',
  "42",
  "\ufeff{}",
  '{"a":1,}',
  "{'single':'quotes'}",
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  `{"n":1e999999}`,
  '{"__proto__":{"polluted":true}}',
  "\u0000\u0001\u0002",
];

const WRONG_TYPES: unknown[] = [42, true, null, [], {}, ["a"], { $ne: "" }, "x".repeat(5000), -1, 1e308];

const SPELLINGS = (path: string) => [
  path.toUpperCase(),
  `${path}/`,
  `${path}.data`,
  path.replace(/\/([a-z])/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  path.replace(/\//g, "//"),
  `${path}/_.data`,
];

/** Over 16 KiB, declared in Content-Length; to the API and to the HTML forms. */
export function oversized(index: number): TrafficRequest {
  const bytes = oversizedBytes();
  return index % 2
    ? {
        family: "oversized",
        method: "POST",
        path: api(index),
        headers: { ...from(), ...JSON_TYPE },
        body: JSON.stringify({ query: filler(bytes), sessionId: markedUuid(HOSTILE_MARK) }),
      }
    : { family: "oversized", method: "POST", path: form(index), headers: { ...from(), ...FORM_TYPE }, body: `email=${filler(bytes)}` };
}

/** Over 16 KiB, chunked: only counting the stream finds out. */
export function oversizedChunked(index: number): TrafficRequest {
  return {
    family: "oversized (chunked)",
    method: "POST",
    path: index % 2 ? api(index) : form(index),
    headers: { ...from(), ...(index % 2 ? JSON_TYPE : FORM_TYPE) },
    body: chunked(oversizedBytes()),
  };
}

export function malformedJson(index: number): TrafficRequest {
  return {
    family: "malformed JSON",
    method: "POST",
    path: api(index),
    headers: { ...from(), ...JSON_TYPE },
    body: MALFORMED[index % MALFORMED.length]!,
  };
}

export function wrongTypes(index: number): TrafficRequest {
  const body = nearlyValid(api(index), (b) => wrongSession(b, WRONG_TYPES[index % WRONG_TYPES.length]));
  return { family: "wrong types", method: "POST", path: api(index), headers: { ...from(), ...JSON_TYPE }, body: JSON.stringify(body) };
}

/** A valid body in the wrong envelope: the API takes JSON only, the forms urlencoded only. */
export function wrongContentType(index: number): TrafficRequest {
  const types = ["text/plain", "multipart/form-data; boundary=x", "application/xml", "application/x-www-form-urlencoded", ""];
  const type = types[index % types.length]!;
  return index % 2
    ? {
        family: "wrong content type",
        method: "POST",
        path: api(index),
        headers: { ...from(), ...(type ? { "content-type": type } : {}) },
        body: JSON.stringify(nearlyValid(api(index), () => {})),
      }
    : {
        family: "wrong content type",
        method: "POST",
        path: form(index),
        headers: { ...from(), ...JSON_TYPE },
        body: JSON.stringify({ email: `${HOSTILE_MARK}@example.co.ke` }),
      };
}

/** Lone UTF-16 surrogates: valid JSON, not text. In a field, in a key, and as raw bytes in a form. */
export function surrogates(index: number): TrafficRequest {
  const lone = pick(["\ud800", "\udfff", "\udbff"]);
  if (index % 3 === 2)
    return {
      family: "surrogates",
      method: "POST",
      path: form(index),
      headers: { ...from(), ...FORM_TYPE },
      body: "email=%ED%A0%80%40example.co.ke",
    };
  const body = nearlyValid(api(index), (b) => {
    if (index % 3) wrongSession(b, `${HOSTILE_MARK}${lone}`);
    else b[`${lone}key`] = lone;
  });
  return { family: "surrogates", method: "POST", path: api(index), headers: { ...from(), ...JSON_TYPE }, body: JSON.stringify(body) };
}

/** Other spellings of the write routes, with a refused body. */
export function pathSpellings(index: number): TrafficRequest {
  const spelling = pick(SPELLINGS(index % 2 ? api(index) : form(index)));
  return index % 2
    ? {
        family: "path spellings",
        method: "POST",
        path: spelling,
        headers: { ...from(), ...JSON_TYPE },
        body: JSON.stringify(nearlyValid(api(index), (b) => wrongSession(b, "not-valid"))),
      }
    : { family: "path spellings", method: "POST", path: spelling, headers: { ...from(), ...FORM_TYPE }, body: "email=not-an-address" };
}

/** Refused FAQ questions from one IPv4 address, or from one IPv6 /64 spread over its addresses; every spelling of the route. */
export function faqFlood(ipv6: boolean): TrafficRequest {
  return {
    family: ipv6 ? "FAQ flood (one IPv6 /64)" : "FAQ flood (one IPv4)",
    method: "POST",
    path: pick(["/api/chatbot-faq", ...SPELLINGS("/api/chatbot-faq")]),
    headers: { "cf-connecting-ip": ipv6 ? floodIpv6() : FLOOD_IPV4, ...JSON_TYPE },
    body: JSON.stringify(nearlyValid("/api/chatbot-faq", (b) => (b.query = ""))),
  };
}
