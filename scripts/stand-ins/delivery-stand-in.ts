// A stand-in for the services leads are delivered to, for Worker tests and the delivery benchmark:
// a Standard Webhooks receiver, a Slack incoming webhook and HubSpot's contact batch upsert, each
// answering as the real service does. State is kept per namespace (the first path segment after
// /ns/), so parallel tests never see each other's requests.
//
//   POST /ns/<ns>/webhook
//   POST /ns/<ns>/slack
//   POST /ns/<ns>/slack-response/<any>  → a Slack interaction's response_url
//   POST /ns/<ns>/hubspot/crm/v3/objects/contacts/batch/upsert   (contacts kept, merged by email)
//   GET  /ns/<ns>/hubspot/crm/v3/objects/contacts/<email>?idProperty=email&properties=a,b   (not recorded)
//   GET  /ns/<ns>/__requests          → every request received, with the status answered
//   PUT  /ns/<ns>/__behaviour         → JSON Behaviour, replacing the namespace's previous one
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type Behaviour, HUBSPOT_TOKEN, type RecordedRequest, type Service } from "./delivery-stand-in-contract";
import { listenOnLoopback, readBody } from "./loopback-server";

const HUBSPOT_UPSERT_PATH = "/hubspot/crm/v3/objects/contacts/batch/upsert";

/** Default contact properties of a fresh HubSpot portal that a website may write; any other name is refused. */
const HUBSPOT_CONTACT_PROPERTIES = new Set([
  "email",
  "firstname",
  "lastname",
  "company",
  "phone",
  "mobilephone",
  "jobtitle",
  "website",
  "address",
  "city",
  "state",
  "zip",
  "country",
  "message",
  "industry",
  "lifecyclestage",
  "hs_lead_status",
]);

/** Enumeration properties' internal values in a fresh portal: HubSpot refuses any other value (INVALID_OPTION). */
const HUBSPOT_PROPERTY_OPTIONS: Record<string, readonly string[]> = {
  hs_lead_status: ["NEW", "OPEN", "IN_PROGRESS", "OPEN_DEAL", "UNQUALIFIED", "ATTEMPTED_TO_CONTACT", "CONNECTED", "BAD_TIMING"],
};

/** What a contact read returns when no `properties` are asked for (HubSpot's default set, less its system fields). */
const HUBSPOT_DEFAULT_READ = ["email", "firstname", "lastname"];

export type DeliveryStandIn = {
  url: string;
  requests: (namespace: string) => RecordedRequest[];
  setBehaviour: (namespace: string, behaviour: Behaviour) => void;
  stop: () => Promise<void>;
};

type Contact = { id: string; properties: Record<string, string>; createdAt: string; updatedAt: string };
type Namespace = { requests: RecordedRequest[]; behaviour: Behaviour; seenKeys: Set<string>; contacts: Map<string, Contact> };

/** A key's place in [0, 1), the same on every run, so "30% of keys" picks the same keys each time. */
function keyFraction(key: string): number {
  return createHash("sha256").update(key).digest().readUInt32BE(0) / 2 ** 32;
}

type Answer = { status: number; body: string; contentType: string; headers?: Record<string, string> };

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body), contentType: "application/json" });
const text = (status: number, body: string): Answer => ({ status, body, contentType: "text/plain" });

/** A message posted to a response_url needs text or blocks; Slack answers JSON there, not incoming-webhook text. */
function slackResponseAnswer(body: string): Answer {
  return slackAnswer(body).status === 200 ? json(200, { ok: true }) : json(400, { ok: false, error: "no_text" });
}

function slackAnswer(body: string): Answer {
  try {
    const payload = JSON.parse(body) as { text?: unknown; blocks?: unknown };
    const hasText = typeof payload.text === "string" && payload.text.trim() !== "";
    const hasBlocks = Array.isArray(payload.blocks) && payload.blocks.length > 0;
    return hasText || hasBlocks ? text(200, "ok") : text(400, "invalid_payload");
  } catch {
    return text(400, "invalid_payload");
  }
}

type UpsertInput = { idProperty?: unknown; id?: unknown; properties?: unknown };

const hubSpotAuthorized = (req: IncomingMessage, ns: Namespace) =>
  req.headers.authorization === `Bearer ${ns.behaviour.hubspotToken ?? HUBSPOT_TOKEN}`;
const unauthorized = () =>
  json(401, { status: "error", message: "Authentication credentials not found.", category: "INVALID_AUTHENTICATION" });

function invalidOption(name: string, value: string, options: readonly string[]): string {
  const detail = {
    isValid: false,
    message: `${value} was not one of the allowed options: [${options.join(", ")}]`,
    error: "INVALID_OPTION",
    name,
  };
  return `Property values were not valid: ${JSON.stringify([detail])}`;
}

function hubSpotAnswer(req: IncomingMessage, body: string, ns: Namespace): Answer {
  if (!hubSpotAuthorized(req, ns)) return unauthorized();
  const invalid = (message: string) => json(400, { status: "error", message, category: "VALIDATION_ERROR" });
  let inputs: UpsertInput[];
  try {
    const parsed = JSON.parse(body) as { inputs?: unknown };
    if (!Array.isArray(parsed.inputs) || parsed.inputs.length === 0 || parsed.inputs.length > 100)
      return invalid("inputs must hold 1 to 100 items");
    inputs = parsed.inputs as UpsertInput[];
  } catch {
    return invalid("Invalid input JSON");
  }
  for (const input of inputs) {
    if (input.idProperty !== "email" || typeof input.id !== "string" || !input.id.includes("@"))
      return invalid("idProperty must be email and id an address");
    if (typeof input.properties !== "object" || input.properties === null) return invalid("properties must be an object");
    for (const [name, value] of Object.entries(input.properties)) {
      if (!HUBSPOT_CONTACT_PROPERTIES.has(name)) return invalid(`Property "${name}" does not exist`);
      if (typeof value !== "string") return invalid(`Property "${name}" must be a string`);
      const options = HUBSPOT_PROPERTY_OPTIONS[name];
      if (options && !options.includes(value)) return invalid(invalidOption(name, value, options));
    }
  }
  // Valid as a whole: each input creates the contact or sets only the properties it names.
  const now = new Date().toISOString();
  const results = inputs.map((input) => {
    const email = String(input.id).toLowerCase();
    const written = input.properties as Record<string, string>;
    const existing = ns.contacts.get(email);
    const contact: Contact = existing
      ? { ...existing, properties: { ...existing.properties, ...written }, updatedAt: now }
      : { id: String(1000 + ns.contacts.size), properties: { ...written }, createdAt: now, updatedAt: now };
    ns.contacts.set(email, contact);
    return { ...contact, new: !existing, archived: false };
  });
  return json(200, { status: "COMPLETE", results, startedAt: now, completedAt: now });
}

/** GET a contact by email, with the properties asked for. */
function hubSpotContact(req: IncomingMessage, url: URL, id: string, ns: Namespace): Answer {
  if (!hubSpotAuthorized(req, ns)) return unauthorized();
  const contact = url.searchParams.get("idProperty") === "email" ? ns.contacts.get(id.toLowerCase()) : undefined;
  if (!contact) return json(404, { status: "error", message: "resource not found", category: "OBJECT_NOT_FOUND" });
  const wanted = url.searchParams.get("properties")?.split(",") ?? HUBSPOT_DEFAULT_READ;
  const properties = Object.fromEntries(wanted.flatMap((name) => (name in contact.properties ? [[name, contact.properties[name]]] : [])));
  return json(200, { id: contact.id, properties, createdAt: contact.createdAt, updatedAt: contact.updatedAt, archived: false });
}

export async function startDeliveryStandIn(listenPort = 0): Promise<DeliveryStandIn> {
  const namespaces = new Map<string, Namespace>();
  const space = (name: string) => {
    const found = namespaces.get(name);
    if (found) return found;
    const created: Namespace = { requests: [], behaviour: {}, seenKeys: new Set(), contacts: new Map() };
    namespaces.set(name, created);
    return created;
  };

  const send = (res: ServerResponse, answer: Answer) => {
    res.writeHead(answer.status, { "content-type": answer.contentType, ...answer.headers });
    res.end(answer.body);
  };

  /** The behaviour's verdict for one request, before the service's own checks; null lets the service answer. */
  function forcedAnswer(ns: Namespace, key: string): Answer | "hang" | null {
    const { behaviour } = ns;
    if (behaviour.hang && behaviour.hang.times > 0) {
      behaviour.hang.times -= 1;
      return "hang";
    }
    if (behaviour.answer && behaviour.answer.times > 0) {
      behaviour.answer.times -= 1;
      const { status, retryAfter, body = "stand-in told to answer this" } = behaviour.answer;
      return { ...text(status, body), headers: retryAfter ? { "retry-after": retryAfter } : {} };
    }
    const firstAttempt = !ns.seenKeys.has(key);
    ns.seenKeys.add(key);
    if (firstAttempt && behaviour.failFirstFraction && keyFraction(key) < behaviour.failFirstFraction) {
      return text(behaviour.failFirstStatus ?? 500, "stand-in fails this key's first attempt");
    }
    return null;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const match = /^\/ns\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!match?.[1] || !match[2]) return send(res, text(404, "not found"));
    const ns = space(decodeURIComponent(match[1]));
    const path = match[2];
    const body = await readBody(req);

    if (path === "/__requests" && req.method === "GET") return send(res, json(200, ns.requests));
    if (path === "/__behaviour" && req.method === "PUT") {
      ns.behaviour = JSON.parse(body || "{}") as Behaviour;
      return send(res, json(200, { ok: true }));
    }

    const contactRead = /^\/hubspot\/crm\/v3\/objects\/contacts\/([^/]+)$/.exec(path);
    if (contactRead?.[1] && req.method === "GET") return send(res, hubSpotContact(req, url, decodeURIComponent(contactRead[1]), ns));

    const service: Service | null =
      path === "/webhook"
        ? "webhook"
        : path === "/slack"
          ? "slack"
          : path === HUBSPOT_UPSERT_PATH
            ? "hubspot"
            : path.startsWith("/slack-response/")
              ? "slack-response"
              : null;
    if (!service || req.method !== "POST") return send(res, text(404, "not found"));

    const deliveryKey = service === "webhook" ? String(req.headers["webhook-id"] ?? "") : createHash("sha256").update(body).digest("hex");
    const record: RecordedRequest = {
      service,
      method: req.method,
      path,
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
      ),
      body,
      receivedAt: new Date().toISOString(),
      status: null,
      deliveryKey,
    };
    ns.requests.push(record);

    const forced = forcedAnswer(ns, deliveryKey);
    if (forced === "hang") return;
    const answer =
      forced ??
      (service === "webhook"
        ? text(204, "")
        : service === "slack"
          ? slackAnswer(body)
          : service === "slack-response"
            ? slackResponseAnswer(body)
            : hubSpotAnswer(req, body, ns));
    record.status = answer.status;
    send(res, answer);
  });
  const { url, stop } = await listenOnLoopback(server, listenPort);
  return {
    url,
    requests: (namespace) => namespaces.get(namespace)?.requests ?? [],
    setBehaviour: (namespace, behaviour) => {
      space(namespace).behaviour = behaviour;
    },
    stop,
  };
}
