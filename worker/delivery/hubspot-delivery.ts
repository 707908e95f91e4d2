import { siteUrl } from "../http/site-url";
import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import { DEFAULT_HUBSPOT_API_BASE, type DestinationSettings, describeProblem, destinationProblems, setting } from "./destination-config";
import { classifyAnswer, OUTBOUND_TIMEOUT_MS } from "./http-delivery";
import { type ContactChanges, contactChanges, contactEmail, contactSearch, type StoredProperties } from "./hubspot-contact";
import { noteCreate, noteMarker, noteSearch } from "./hubspot-note";

// One HubSpot delivery, through the CRM v3 API: find the contact by address (or create it), fill or
// set what hubspot-contact.ts allows, then record a submission as a note (hubspot-note.ts). Every
// step is safe to repeat, so a retried delivery (the outbox retries 408, 429, 5xx and network
// errors) runs them all again: the contact is found this time, nothing is empty that was filled,
// and the note is found by its marker instead of written twice.

type Answer = { outcome: DeliveryOutcome; status: number; json: unknown };
type Call = (method: "POST" | "PATCH", path: string, body: unknown) => Promise<Answer | { outcome: DeliveryOutcome; status: null }>;
type Found = { id: string; properties: StoredProperties };

/** Requests that share one 10 s cap: the attempt as a whole must not outlast send-delivery's. */
function hubSpotClient(base: string, token: string, now: Date): Call {
  const signal = AbortSignal.timeout(OUTBOUND_TIMEOUT_MS);
  return async (method, path, body) => {
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal,
        redirect: "manual",
      });
      const text = await res.text();
      const outcome = classifyAnswer(res.status, text, res.headers.get("retry-after"), now, [token]);
      return { outcome, status: res.status, json: outcome.kind === "delivered" ? parseJson(text) : null };
    } catch (error) {
      const reason = signal.aborted
        ? `no answer within ${OUTBOUND_TIMEOUT_MS / 1000} s`
        : `network error: ${error instanceof Error ? error.name : "unknown"}`;
      return { outcome: { kind: "retry", reason }, status: null };
    }
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The first result of a search answer, or null when it found none. */
function firstResult(json: unknown): Found | null {
  const [first] = (json as { results?: { id?: unknown; properties?: StoredProperties }[] } | null)?.results ?? [];
  return typeof first?.id === "string" ? { id: first.id, properties: first.properties ?? {} } : null;
}

const ok = (answer: Awaited<ReturnType<Call>>): answer is Answer => answer.outcome.kind === "delivered";

/**
 * The contact's id after creating it or setting what may be set on it. Creating answers 409 when
 * someone else created it since the search (another delivery, a person in HubSpot): then it is found
 * and treated as existing; search may not show it for a few seconds, so that is a retry.
 */
async function writeContact(
  call: Call,
  email: string,
  changes: ContactChanges,
): Promise<{ id: string; status: number } | { outcome: DeliveryOutcome }> {
  const search = () => call("POST", "/crm/v3/objects/contacts/search", contactSearch(email));
  let searched = await search();
  if (!ok(searched)) return searched;
  let found = firstResult(searched.json);
  if (!found) {
    const created = await call("POST", "/crm/v3/objects/contacts", { properties: changes.create });
    if (ok(created)) return { id: String((created.json as { id?: unknown } | null)?.id ?? ""), status: created.status };
    if (created.status !== 409) return created;
    searched = await search();
    if (!ok(searched)) return searched;
    found = firstResult(searched.json);
    if (!found) return { outcome: { kind: "retry", reason: "HubSpot has the contact (409) but its search does not show it yet" } };
  }
  const update = changes.update(found.properties);
  if (Object.keys(update).length === 0) return { id: found.id, status: searched.status };
  const updated = await call("PATCH", `/crm/v3/objects/contacts/${encodeURIComponent(found.id)}`, { properties: update });
  if (ok(updated)) return { id: found.id, status: updated.status };
  // Merged or deleted since the search: the next attempt finds the contact that has the address now.
  return updated.status === 404 ? { outcome: { kind: "retry", reason: "the contact went away between search and update" } } : updated;
}

async function deliver(call: Call, job: DeliveryJob, site: string): Promise<DeliveryOutcome> {
  const record = job.event.data;
  const contact = await writeContact(call, contactEmail(record), contactChanges(record));
  if ("outcome" in contact) return contact.outcome;
  if (!contact.id) return { kind: "retry", reason: "HubSpot created the contact but answered no id" };
  // A status change is the desk's own, set on the contact above; only submissions are told as notes.
  if (record.notice) return { kind: "delivered", status: contact.status };
  const existing = await call("POST", "/crm/v3/objects/notes/search", noteSearch(noteMarker(job.deliveryId)));
  if (!ok(existing)) return existing.outcome;
  if (firstResult(existing.json)) return { kind: "delivered", status: existing.status };
  return (await call("POST", "/crm/v3/objects/notes", noteCreate(job, contact.id, site))).outcome;
}

export async function sendHubSpotContact(job: DeliveryJob, env: DestinationSettings, now: Date): Promise<DeliveryOutcome> {
  const token = setting(env, "HUBSPOT_ACCESS_TOKEN");
  if (!token) return { kind: "permanent", reason: "HUBSPOT_ACCESS_TOKEN is not set" };
  const [problem] = destinationProblems(env, "hubspot");
  if (problem) return { kind: "permanent", reason: describeProblem(problem) };
  const base = (setting(env, "HUBSPOT_API_BASE") ?? DEFAULT_HUBSPOT_API_BASE).replace(/\/+$/, "");
  const outcome = await deliver(hubSpotClient(base, token, now), job, siteUrl(env));
  // A refused token will be refused on every attempt until an operator replaces it.
  if (outcome.kind === "permanent" && /^HTTP 40[13]\b/.test(outcome.reason)) {
    return { kind: "permanent", reason: `HUBSPOT_ACCESS_TOKEN was refused (${outcome.reason})` };
  }
  return outcome;
}
