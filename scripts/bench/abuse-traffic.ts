import * as v from "valibot";
import { newSessionKey } from "../../app/chat/session-key";
import { BUDGETS, COMPANY_SIZES, NEEDS, ORG_TYPES, STACKS, URGENCIES } from "../../shared/allowed-values";
import { leadSubmissionSchema } from "../../shared/lead-submission";

/** One request to send: hostile ones carry a family name, normal ones "normal". */
export type TrafficRequest = {
  family: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  /** A stream is sent chunked, without Content-Length. */
  body?: string | (() => ReadableStream<Uint8Array>);
};

/** Session ids and e-mails of each kind of traffic start with these, so stored rows tell whose they are. */
export const NORMAL_MARK = "0000aaaa";
export const HOSTILE_MARK = "0000bbbb";

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const byte = () => Math.floor(Math.random() * 256);
const hex = () => Math.floor(Math.random() * 0x10000).toString(16);
const markedUuid = (mark: string) => `${mark}${crypto.randomUUID().slice(8)}`;

/** Many visitors (198.18.0.0/15, reserved for benchmarks), each request its own. */
const visitor = () => `198.18.${byte()}.${byte()}`;
/** Hostile senders that are not flooding: 203.0.113.0/24. */
const stranger = () => `203.0.113.${byte()}`;
/** One flooding IPv4 address, and one flooding IPv6 /64 that rotates through its addresses. */
const FLOOD_IPV4 = "203.0.113.66";
const FLOOD_IPV6_PREFIX = "2001:db8:abad:1";
const floodIpv6 = () => `${FLOOD_IPV6_PREFIX}:${hex()}:${hex()}:${hex()}:${hex()}`;

const JSON_TYPE = { "content-type": "application/json" };
const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };
const API_WRITES = ["/api/chatbot-submit", "/api/chatbot-faq", "/api/chatbot-analytics", "/api/contact"];
const FORMS = ["/newsletter", "/contact", "/resources/guides"];

function validLead(mark: string, index: number) {
  const sessionId = markedUuid(mark);
  return v.parse(leadSubmissionSchema, {
    sessionId,
    sessionKey: newSessionKey(),
    intent: "sales",
    orgType: pick(ORG_TYPES),
    companySize: pick(COMPANY_SIZES),
    primaryNeed: pick(NEEDS),
    currentStack: pick(STACKS),
    urgency: pick(URGENCIES),
    budget: pick(BUDGETS),
    contact: {
      name: `Bench Visitor ${index}`,
      email: `${mark}.${sessionId.slice(9, 17)}@example.co.ke`,
      company: "Bench Ltd",
      phone: "+254 700 000000",
    },
    recommendations: [],
  });
}

const contactMessage = (mark: string) => ({
  name: "Bench Visitor",
  email: `${mark}.${crypto.randomUUID().slice(0, 8)}@example.co.ke`,
  company: "",
  phone: "",
  subject: "Microsoft 365 quote",
  message: "We are 30 staff and want to move from Gmail.",
  serviceInterest: "",
});

const PAGES = ["/", "/products", "/solutions", "/contact", "/resources", "/industries/legal", "/newsletter"];

/** What real visitors do, each from their own address: read pages, ask, submit a lead, write a message. */
export function normalRequest(index: number): TrafficRequest {
  const headers = { "cf-connecting-ip": visitor() };
  switch (index % 5) {
    case 0:
    case 1:
      return { family: "normal", method: "GET", path: pick(PAGES), headers };
    case 2:
      return {
        family: "normal",
        method: "POST",
        path: "/api/chatbot-faq",
        headers: { ...headers, ...JSON_TYPE },
        body: JSON.stringify({
          query: pick(["How much is Microsoft 365?", "where is your office in kampala", "Do you have ISO 27001?"]),
          sessionId: markedUuid(NORMAL_MARK),
        }),
      };
    case 3:
      return {
        family: "normal",
        method: "POST",
        path: "/api/chatbot-submit",
        headers: { ...headers, ...JSON_TYPE },
        body: JSON.stringify(validLead(NORMAL_MARK, index)),
      };
    default:
      return {
        family: "normal",
        method: "POST",
        path: "/api/contact",
        headers: { ...headers, ...JSON_TYPE },
        body: JSON.stringify(contactMessage(NORMAL_MARK)),
      };
  }
}

/** A body that is a valid submission for `path` but for one field: every hostile body is refused. */
function nearlyValid(path: string, breakIt: (body: Record<string, unknown>) => void): Record<string, unknown> {
  const body: Record<string, unknown> =
    path === "/api/chatbot-submit"
      ? validLead(HOSTILE_MARK, 0)
      : path === "/api/chatbot-faq"
        ? { query: "How much is Microsoft 365?", sessionId: markedUuid(HOSTILE_MARK) }
        : path === "/api/chatbot-analytics"
          ? { eventType: "session_start", sessionId: markedUuid(HOSTILE_MARK), data: { timestamp: new Date().toISOString() } }
          : contactMessage(HOSTILE_MARK);
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

/** The `index`-th hostile request; families in fixed shares so every run sends the same mix. */
export function hostileRequest(index: number): TrafficRequest {
  const slot = index % 100;
  const api = API_WRITES[index % API_WRITES.length]!;
  const form = FORMS[index % FORMS.length]!;
  const from = { "cf-connecting-ip": stranger() };

  if (slot < 12) {
    // Over 16 KiB, declared in Content-Length; to the API and to the HTML forms.
    const bytes = oversizedBytes();
    return slot % 2
      ? {
          family: "oversized",
          method: "POST",
          path: api,
          headers: { ...from, ...JSON_TYPE },
          body: JSON.stringify({ query: filler(bytes), sessionId: markedUuid(HOSTILE_MARK) }),
        }
      : { family: "oversized", method: "POST", path: form, headers: { ...from, ...FORM_TYPE }, body: `email=${filler(bytes)}` };
  }
  if (slot < 17) {
    // Over 16 KiB, chunked: only counting the stream finds out.
    return {
      family: "oversized (chunked)",
      method: "POST",
      path: slot % 2 ? api : form,
      headers: { ...from, ...(slot % 2 ? JSON_TYPE : FORM_TYPE) },
      body: chunked(oversizedBytes()),
    };
  }
  if (slot < 32) {
    return {
      family: "malformed JSON",
      method: "POST",
      path: api,
      headers: { ...from, ...JSON_TYPE },
      body: MALFORMED[index % MALFORMED.length]!,
    };
  }
  if (slot < 47) {
    const body = nearlyValid(api, (b) => wrongSession(b, WRONG_TYPES[index % WRONG_TYPES.length]));
    return { family: "wrong types", method: "POST", path: api, headers: { ...from, ...JSON_TYPE }, body: JSON.stringify(body) };
  }
  if (slot < 55) {
    // A valid body in the wrong envelope: the API takes JSON only, the forms urlencoded only.
    const types = ["text/plain", "multipart/form-data; boundary=x", "application/xml", "application/x-www-form-urlencoded", ""];
    const type = types[index % types.length]!;
    return slot % 2
      ? {
          family: "wrong content type",
          method: "POST",
          path: api,
          headers: { ...from, ...(type ? { "content-type": type } : {}) },
          body: JSON.stringify(nearlyValid(api, () => {})),
        }
      : {
          family: "wrong content type",
          method: "POST",
          path: form,
          headers: { ...from, ...JSON_TYPE },
          body: JSON.stringify({ email: `${HOSTILE_MARK}@example.co.ke` }),
        };
  }
  if (slot < 65) {
    // Lone UTF-16 surrogates: valid JSON, not text. In a field, in a key, and as raw bytes in a form.
    const lone = pick(["\ud800", "\udfff", "\udbff"]);
    if (slot % 3 === 2)
      return {
        family: "surrogates",
        method: "POST",
        path: form,
        headers: { ...from, ...FORM_TYPE },
        body: "email=%ED%A0%80%40example.co.ke",
      };
    const body = nearlyValid(api, (b) => {
      if (slot % 3) wrongSession(b, `${HOSTILE_MARK}${lone}`);
      else b[`${lone}key`] = lone;
    });
    return { family: "surrogates", method: "POST", path: api, headers: { ...from, ...JSON_TYPE }, body: JSON.stringify(body) };
  }
  if (slot < 75) {
    // Other spellings of the write routes, with a refused body.
    const spelling = pick(SPELLINGS(slot % 2 ? api : form));
    return slot % 2
      ? {
          family: "path spellings",
          method: "POST",
          path: spelling,
          headers: { ...from, ...JSON_TYPE },
          body: JSON.stringify(nearlyValid(api, (b) => wrongSession(b, "not-valid"))),
        }
      : { family: "path spellings", method: "POST", path: spelling, headers: { ...from, ...FORM_TYPE }, body: "email=not-an-address" };
  }
  // Floods: one IPv4 address, and one IPv6 /64 spread over its addresses; every spelling of one route.
  const flood = slot < 87 ? { family: "flood (one IPv4)", ip: FLOOD_IPV4 } : { family: "flood (one IPv6 /64)", ip: floodIpv6() };
  return {
    family: flood.family,
    method: "POST",
    path: pick(["/api/chatbot-faq", ...SPELLINGS("/api/chatbot-faq")]),
    headers: { "cf-connecting-ip": flood.ip, ...JSON_TYPE },
    body: JSON.stringify(nearlyValid("/api/chatbot-faq", (b) => (b.query = ""))),
  };
}
