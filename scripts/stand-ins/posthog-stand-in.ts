// A stand-in for PostHog's batch capture endpoint, for Worker tests and the analytics benchmark:
// it records every POST /batch/ body by project key and can be told to fail the next requests.
// Control (JSON): GET /__stand-in/received?key=K → the bodies received for K;
// POST /__stand-in/fail?key=K&times=N&status=S → the next N batches for K answer S;
// POST /__stand-in/fail-rate?key=K&rate=R&status=S → from then on each batch for K answers S with
// probability R (0 turns it off; `fail` is used up first);
// GET /__stand-in/events?key=K → the events PostHog would keep for K, one per uuid, with when each first
// arrived and how often it was received (see PostHogEventReceipt).
// It also takes the private API's persons bulk delete (POST /api/projects/:id/persons/bulk_delete/)
// as PostHog does: a personal API key in `Authorization: Bearer`, the project's id, at most 1000
// distinct ids; personDeletions() lists each request it accepted.
import { createServer } from "node:http";
import { listenOnLoopback, readBody } from "./loopback-server";

type RecordedBatch = { api_key: string; batch: Array<Record<string, unknown>> } & Record<string, unknown>;

/** The personal API key and project the stand-in's private API accepts. */
export const STAND_IN_PERSONAL_API_KEY = "phx_stand_in_personal_key";
export const STAND_IN_PROJECT_ID = "4242";

type PersonBulkDelete = { distinct_ids: string[]; delete_events: boolean };

/** PostHog's live window: an older event belongs in a historical import (`historical_migration`). */
const LIVE_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * One event by uuid, as PostHog keeps it. PostHog drops a copy with the same uuid, event, timestamp
 * and distinct id; a copy that differs in any of these is a second event, so `copies` above 1 is a
 * duplicate in PostHog, while `receipts` above 1 is only a re-send it dropped.
 */
type PostHogEventReceipt = {
  uuid: string;
  event: string;
  /** When the stand-in first accepted a batch holding it (ms since the epoch, this machine's clock). */
  firstArrivalMs: number;
  receipts: number;
  copies: number;
  /** It arrived at least once in a batch marked `historical_migration`. */
  historical: boolean;
};

/** What a project key's batch requests came to. */
type PostHogKeyStats = {
  batchesAccepted: number;
  batchesFailed: number;
  /** Events older than the live window that came without `historical_migration` (PostHog's live path drops these). */
  oldEventsSentLive: number;
};

type EventLedger = { events: Map<string, PostHogEventReceipt & { copyKeys: Set<string> }>; stats: PostHogKeyStats };

function record(ledger: EventLedger, body: RecordedBatch, at: number): void {
  const historical = body.historical_migration === true;
  for (const event of body.batch) {
    const uuid = String(event.uuid);
    const copyKey = JSON.stringify([event.event, event.timestamp, event.distinct_id]);
    if (!historical && Date.parse(String(event.timestamp)) < at - LIVE_WINDOW_MS) ledger.stats.oldEventsSentLive += 1;
    const seen = ledger.events.get(uuid);
    if (seen) {
      seen.receipts += 1;
      seen.copyKeys.add(copyKey);
      seen.copies = seen.copyKeys.size;
      seen.historical ||= historical;
      continue;
    }
    ledger.events.set(uuid, {
      uuid,
      event: String(event.event),
      firstArrivalMs: at,
      receipts: 1,
      copies: 1,
      historical,
      copyKeys: new Set([copyKey]),
    });
  }
}

const withoutCopyKeys = ({ copyKeys: _, ...receipt }: PostHogEventReceipt & { copyKeys: Set<string> }): PostHogEventReceipt => receipt;

export type PostHogStandIn = {
  url: string;
  received: (key: string) => RecordedBatch[];
  personDeletions: () => PersonBulkDelete[];
  /** The events PostHog would keep for `key`, one per uuid; a live view, for polling in-process. */
  events: (key: string) => ReadonlyMap<string, PostHogEventReceipt>;
  stats: (key: string) => PostHogKeyStats;
  /** Each batch for `key` answers `status` with probability `rate` (0 turns it off). */
  failAtRate: (key: string, rate: number, status?: number) => void;
  stop: () => Promise<void>;
};

export async function startPostHogStandIn(): Promise<PostHogStandIn> {
  const batches = new Map<string, RecordedBatch[]>();
  const failures = new Map<string, { times: number; status: number }>();
  const failureRates = new Map<string, { rate: number; status: number }>();
  const ledgers = new Map<string, EventLedger>();
  const ledger = (key: string): EventLedger => {
    let found = ledgers.get(key);
    if (!found) {
      found = { events: new Map(), stats: { batchesAccepted: 0, batchesFailed: 0, oldEventsSentLive: 0 } };
      ledgers.set(key, found);
    }
    return found;
  };
  const failAtRate = (key: string, rate: number, status = 503) => {
    if (rate > 0) failureRates.set(key, { rate, status });
    else failureRates.delete(key);
  };
  const personDeletions: PersonBulkDelete[] = [];
  /** Like PostHog, only events sent with person processing on make a person of their distinct id. */
  const isPerson = (distinctId: string) =>
    [...batches.values()].some((list) =>
      list.some(
        (body) =>
          Array.isArray(body.batch) &&
          body.batch.some(
            (event) =>
              event.distinct_id === distinctId &&
              (event.properties as Record<string, unknown> | undefined)?.$process_person_profile !== false,
          ),
      ),
    );

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const key = url.searchParams.get("key") ?? "";

    if (req.method === "GET" && url.pathname === "/__stand-in/received") return reply(200, batches.get(key) ?? []);
    if (req.method === "POST" && url.pathname === "/__stand-in/fail") {
      failures.set(key, { times: Number(url.searchParams.get("times") ?? 1), status: Number(url.searchParams.get("status") ?? 503) });
      return reply(200, { ok: true });
    }
    if (req.method === "POST" && url.pathname === "/__stand-in/fail-rate") {
      const rate = Number(url.searchParams.get("rate") ?? 0);
      if (!(rate >= 0 && rate <= 1)) return reply(400, { detail: "rate must be between 0 and 1" });
      failAtRate(key, rate, Number(url.searchParams.get("status") ?? 503));
      return reply(200, { ok: true });
    }
    if (req.method === "GET" && url.pathname === "/__stand-in/events") {
      const { events, stats } = ledger(key);
      return reply(200, { stats, events: [...events.values()].map(withoutCopyKeys) });
    }
    const bulkDelete = /^\/api\/projects\/([^/]+)\/persons\/bulk_delete\/$/.exec(url.pathname);
    if (req.method === "POST" && bulkDelete) {
      const auth = req.headers.authorization;
      if (!auth)
        return reply(401, {
          type: "authentication_error",
          code: "not_authenticated",
          detail: "Authentication credentials were not provided.",
        });
      if (auth !== `Bearer ${STAND_IN_PERSONAL_API_KEY}`) {
        return reply(401, {
          type: "authentication_error",
          code: "authentication_failed",
          detail: "Personal API key found in request Authorization header is invalid.",
        });
      }
      if (bulkDelete[1] !== STAND_IN_PROJECT_ID) return reply(404, { type: "invalid_request", code: "not_found", detail: "Not found." });
      let body: Partial<PersonBulkDelete>;
      try {
        body = JSON.parse(await readBody(req)) as Partial<PersonBulkDelete>;
      } catch {
        return reply(400, { type: "validation_error", code: "parse_error", detail: "JSON parse error" });
      }
      const ids = body.distinct_ids;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > 1000 || !ids.every((id) => typeof id === "string")) {
        return reply(400, { type: "validation_error", code: "invalid_input", detail: "You must provide between 1 and 1000 distinct_ids." });
      }
      personDeletions.push({ distinct_ids: ids, delete_events: body.delete_events === true });
      const found = ids.filter(isPerson).length;
      return reply(202, {
        persons_found: found,
        persons_deleted: found,
        events_queued_for_deletion: body.delete_events === true,
        recordings_queued_for_deletion: false,
        deletion_errors: [],
      });
    }
    if (req.method === "POST" && url.pathname === "/batch/") {
      let body: RecordedBatch;
      try {
        body = JSON.parse(await readBody(req)) as RecordedBatch;
      } catch {
        return reply(400, { type: "validation_error", detail: "Malformed JSON" });
      }
      const failure = failures.get(body.api_key);
      if (failure && failure.times > 0) {
        failure.times -= 1;
        ledger(body.api_key).stats.batchesFailed += 1;
        return reply(failure.status, { type: "server_error", detail: "stand-in told to fail" });
      }
      const failureRate = failureRates.get(body.api_key);
      if (failureRate && Math.random() < failureRate.rate) {
        ledger(body.api_key).stats.batchesFailed += 1;
        return reply(failureRate.status, { type: "server_error", detail: "stand-in failing at random" });
      }
      batches.set(body.api_key, [...(batches.get(body.api_key) ?? []), body]);
      if (Array.isArray(body.batch)) {
        const keyLedger = ledger(body.api_key);
        record(keyLedger, body, Date.now());
        keyLedger.stats.batchesAccepted += 1;
      }
      return reply(200, { status: 1 });
    }
    reply(404, { detail: "not found" });
  });

  const { url, stop } = await listenOnLoopback(server);
  return {
    url,
    received: (key) => batches.get(key) ?? [],
    personDeletions: () => personDeletions,
    events: (key) => ledger(key).events,
    stats: (key) => ledger(key).stats,
    failAtRate,
    stop,
  };
}
