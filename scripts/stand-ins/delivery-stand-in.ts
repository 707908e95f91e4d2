// A stand-in for the services leads are delivered to, for Worker tests and the delivery benchmark:
// a Standard Webhooks receiver, a Slack incoming webhook and HubSpot's contact batch upsert, each
// answering as the real service does. State is kept per namespace (the first path segment after
// /ns/), so parallel tests never see each other's requests.
//
//   POST /ns/<ns>/webhook
//   POST /ns/<ns>/slack
//   POST /ns/<ns>/hubspot/crm/v3/objects/contacts/batch/upsert
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

export type DeliveryStandIn = {
  url: string;
  requests: (namespace: string) => RecordedRequest[];
  setBehaviour: (namespace: string, behaviour: Behaviour) => void;
  stop: () => Promise<void>;
};

type Namespace = { requests: RecordedRequest[]; behaviour: Behaviour; seenKeys: Set<string> };

/** A key's place in [0, 1), the same on every run, so "30% of keys" picks the same keys each time. */
function keyFraction(key: string): number {
  return createHash("sha256").update(key).digest().readUInt32BE(0) / 2 ** 32;
}

type Answer = { status: number; body: string; contentType: string; headers?: Record<string, string> };

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body), contentType: "application/json" });
const text = (status: number, body: string): Answer => ({ status, body, contentType: "text/plain" });

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

function hubSpotAnswer(req: IncomingMessage, body: string, token: string): Answer {
  if (req.headers.authorization !== `Bearer ${token}`) {
    return json(401, {
      status: "error",
      message: "Authentication credentials not found.",
      category: "INVALID_AUTHENTICATION",
    });
  }
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
    }
  }
  const now = new Date().toISOString();
  return json(200, {
    status: "COMPLETE",
    results: inputs.map((input, index) => ({
      id: String(1000 + index),
      new: true,
      properties: input.properties,
      createdAt: now,
      updatedAt: now,
      archived: false,
    })),
    startedAt: now,
    completedAt: now,
  });
}

export async function startDeliveryStandIn(listenPort = 0): Promise<DeliveryStandIn> {
  const namespaces = new Map<string, Namespace>();
  const space = (name: string) => {
    const found = namespaces.get(name);
    if (found) return found;
    const created: Namespace = { requests: [], behaviour: {}, seenKeys: new Set() };
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

    const service: Service | null =
      path === "/webhook" ? "webhook" : path === "/slack" ? "slack" : path === HUBSPOT_UPSERT_PATH ? "hubspot" : null;
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
          : hubSpotAnswer(req, body, ns.behaviour.hubspotToken ?? HUBSPOT_TOKEN));
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
