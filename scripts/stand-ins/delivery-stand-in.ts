// A stand-in for the services leads are delivered to, for Worker tests and the delivery benchmark:
// a Standard Webhooks receiver, a Slack incoming webhook and HubSpot's CRM contacts and notes, each
// answering as the real service does. State is kept per namespace (the first path segment after
// /ns/), so parallel tests never see each other's requests.
//
//   POST /ns/<ns>/webhook
//   POST /ns/<ns>/slack
//   POST /ns/<ns>/slack-response/<any>  → a Slack interaction's response_url
//   …    /ns/<ns>/hubspot/crm/v3/…      → the CRM calls in delivery-stand-in-hubspot.ts (bearer token checked)
//   GET  /ns/<ns>/__requests          → every request received, with the status answered
//   GET  /ns/<ns>/__hubspot           → the HubSpot contacts and notes the namespace holds
//   PUT  /ns/<ns>/__behaviour         → JSON Behaviour, replacing the namespace's previous one
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type Behaviour, HUBSPOT_TOKEN, type RecordedRequest, type Service } from "./delivery-stand-in-contract";
import { type HubSpotAnswer, type HubSpotState, hubSpotCall, hubSpotRead, unauthorized } from "./delivery-stand-in-hubspot";
import { listenOnLoopback, readBody } from "./loopback-server";

export type DeliveryStandIn = {
  url: string;
  requests: (namespace: string) => RecordedRequest[];
  hubspot: (namespace: string) => HubSpotState;
  setBehaviour: (namespace: string, behaviour: Behaviour) => void;
  stop: () => Promise<void>;
};

type Namespace = { requests: RecordedRequest[]; behaviour: Behaviour; seenKeys: Set<string>; hubspot: HubSpotState };

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

const hubSpotAuthorized = (req: IncomingMessage, ns: Namespace) =>
  req.headers.authorization === `Bearer ${ns.behaviour.hubspotToken ?? HUBSPOT_TOKEN}`;
const fromHubSpot = ({ status, body }: HubSpotAnswer) => json(status, body);

export async function startDeliveryStandIn(listenPort = 0): Promise<DeliveryStandIn> {
  const namespaces = new Map<string, Namespace>();
  const space = (name: string) => {
    const found = namespaces.get(name);
    if (found) return found;
    const created: Namespace = { requests: [], behaviour: {}, seenKeys: new Set(), hubspot: { contacts: [], notes: [] } };
    namespaces.set(name, created);
    return created;
  };

  const send = (res: ServerResponse, answer: Answer) => {
    res.writeHead(answer.status, { "content-type": answer.contentType, ...answer.headers });
    res.end(answer.body);
  };

  /**
   * The behaviour's verdict for one request, before the service's own checks: null lets the service
   * answer; `applied` asks the service to act on the request first and then answers as told.
   */
  function forcedAnswer(ns: Namespace, key: string, path: string): { answer: Answer; applied: boolean } | "hang" | null {
    const { behaviour } = ns;
    if (behaviour.hang && behaviour.hang.times > 0) {
      behaviour.hang.times -= 1;
      return "hang";
    }
    if (behaviour.answer && behaviour.answer.times > 0 && (behaviour.answer.path ?? path) === path) {
      behaviour.answer.times -= 1;
      const { status, retryAfter, body = "stand-in told to answer this", afterApplying = false } = behaviour.answer;
      return { answer: { ...text(status, body), headers: retryAfter ? { "retry-after": retryAfter } : {} }, applied: afterApplying };
    }
    const firstAttempt = !ns.seenKeys.has(key);
    ns.seenKeys.add(key);
    if (firstAttempt && behaviour.failFirstFraction && keyFraction(key) < behaviour.failFirstFraction) {
      return { answer: text(behaviour.failFirstStatus ?? 500, "stand-in fails this key's first attempt"), applied: false };
    }
    return null;
  }

  /** HubSpot checks the token before anything else; an unknown call is a 404 as on api.hubapi.com. */
  function hubSpotAnswer(req: IncomingMessage, path: string, body: string, ns: Namespace): Answer {
    if (!hubSpotAuthorized(req, ns)) return fromHubSpot(unauthorized());
    const answer = hubSpotCall(ns.hubspot, req.method ?? "", path.slice("/hubspot".length), body);
    return answer ? fromHubSpot(answer) : text(404, "not found");
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const match = /^\/ns\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!match?.[1] || !match[2]) return send(res, text(404, "not found"));
    const ns = space(decodeURIComponent(match[1]));
    const path = match[2];
    const body = await readBody(req);

    if (path === "/__requests" && req.method === "GET") return send(res, json(200, ns.requests));
    if (path === "/__hubspot" && req.method === "GET") return send(res, json(200, ns.hubspot));
    if (path === "/__behaviour" && req.method === "PUT") {
      ns.behaviour = JSON.parse(body || "{}") as Behaviour;
      return send(res, json(200, { ok: true }));
    }

    const contactRead = /^\/hubspot\/crm\/v3\/objects\/contacts\/([^/]+)$/.exec(path);
    if (contactRead?.[1] && req.method === "GET") {
      if (!hubSpotAuthorized(req, ns)) return send(res, fromHubSpot(unauthorized()));
      return send(res, fromHubSpot(hubSpotRead(ns.hubspot, decodeURIComponent(contactRead[1]), url)));
    }

    const service: Service | null =
      path === "/webhook"
        ? "webhook"
        : path === "/slack"
          ? "slack"
          : path.startsWith("/hubspot/")
            ? "hubspot"
            : path.startsWith("/slack-response/")
              ? "slack-response"
              : null;
    if (!service || (req.method !== "POST" && !(service === "hubspot" && req.method === "PATCH"))) return send(res, text(404, "not found"));

    // HubSpot's calls differ by method and path as much as by body (a PATCH names its contact in the path).
    const keyed = service === "hubspot" ? `${req.method} ${path}\n${body}` : body;
    const deliveryKey = service === "webhook" ? String(req.headers["webhook-id"] ?? "") : createHash("sha256").update(keyed).digest("hex");
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

    const forced = forcedAnswer(ns, deliveryKey, path);
    if (forced === "hang") return;
    const serviceAnswer = () =>
      service === "webhook"
        ? text(204, "")
        : service === "slack"
          ? slackAnswer(body)
          : service === "slack-response"
            ? slackResponseAnswer(body)
            : hubSpotAnswer(req, path, body, ns);
    if (forced?.applied) serviceAnswer();
    const answer = forced?.answer ?? serviceAnswer();
    record.status = answer.status;
    send(res, answer);
  });
  const { url, stop } = await listenOnLoopback(server, listenPort);
  return {
    url,
    requests: (namespace) => namespaces.get(namespace)?.requests ?? [],
    hubspot: (namespace) => space(namespace).hubspot,
    setBehaviour: (namespace, behaviour) => {
      space(namespace).behaviour = behaviour;
    },
    stop,
  };
}
