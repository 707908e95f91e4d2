import type { LeadStatus } from "../../shared/desk";
import type { DeliveryJob, DeliveryOutcome, DeliveryRecord } from "./delivery-record";
import { DEFAULT_HUBSPOT_API_BASE, type DestinationSettings, describeProblem, destinationProblems, setting } from "./destination-config";
import { postToDestination } from "./http-delivery";
import { summarizeRecord } from "./record-summary";

// The visitor as a HubSpot contact, created or updated by email through the batch upsert endpoint.
// Only properties every portal has by default are written, so a fresh portal accepts the request;
// the lead's answers, score and source go into the default "message" property as text. A status
// change on the desk writes the contact's default "Lead status" (hs_lead_status) and nothing else.

const UPSERT_PATH = "/crm/v3/objects/contacts/batch/upsert";
// HubSpot's text properties hold 65,536 characters.
const MESSAGE_MAX = 65_536;

/**
 * The desk's status → HubSpot's default lead status (hs_lead_status internal values: NEW, OPEN,
 * IN_PROGRESS, OPEN_DEAL, UNQUALIFIED, ATTEMPTED_TO_CONTACT, CONNECTED, BAD_TIMING). HubSpot has no
 * "won" lead status (a win is recorded on the deal and the lifecycle stage, which sales set there):
 * a won lead stays at Open Deal, the furthest lead status. Lost (with a reason) is Unqualified;
 * Bad Timing is a judgement the desk does not record. OPEN, IN_PROGRESS and BAD_TIMING go unused.
 */
export const HUBSPOT_LEAD_STATUS = {
  new: "NEW",
  attempting: "ATTEMPTED_TO_CONTACT",
  connected: "CONNECTED",
  qualified: "OPEN_DEAL",
  won: "OPEN_DEAL",
  lost: "UNQUALIFIED",
} as const satisfies Record<LeadStatus, string>;

export type HubSpotUpsert = { inputs: Array<{ idProperty: "email"; id: string; properties: Record<string, string> }> };

/** "Amina Wanjiru Otieno" → first "Amina Wanjiru", last "Otieno": HubSpot has no middle-name property. */
export function splitName(name: string): { firstname: string; lastname?: string } {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? { firstname: words.slice(0, -1).join(" "), lastname: words.at(-1) ?? "" } : { firstname: words[0] ?? "" };
}

function summaryText(event: DeliveryJob["event"]): string {
  const summary = summarizeRecord(event);
  const text = [
    summary.headline,
    ...summary.sections.flatMap((section) => [`${section.title}:`, ...section.facts.map((fact) => `- ${fact.label}: ${fact.value}`)]),
  ].join("\n");
  return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text;
}

/** Empty values are left out, not sent as "": an upsert would otherwise blank what sales already has. */
export function hubSpotUpsert(event: DeliveryJob["event"]): HubSpotUpsert {
  const record: DeliveryRecord = event.data;
  const email = (record.kind === "newsletter" ? record.email : record.contact.email).trim().toLowerCase();
  if (record.notice?.kind === "status") {
    // Only the status: the contact's other properties may have been edited in HubSpot since.
    return { inputs: [{ idProperty: "email", id: email, properties: { email, hs_lead_status: HUBSPOT_LEAD_STATUS[record.notice.to] } }] };
  }
  const contact = record.kind === "newsletter" ? null : record.contact;
  const properties: Record<string, string> = {
    email,
    ...(contact?.name.trim() ? splitName(contact.name) : {}),
    ...(contact?.company?.trim() ? { company: contact.company.trim() } : {}),
    ...(contact?.phone?.trim() ? { phone: contact.phone.trim() } : {}),
    message: summaryText(event),
  };
  return { inputs: [{ idProperty: "email", id: email, properties }] };
}

export async function sendHubSpotContact(job: DeliveryJob, env: DestinationSettings, now: Date): Promise<DeliveryOutcome> {
  const token = setting(env, "HUBSPOT_ACCESS_TOKEN");
  if (!token) return { kind: "permanent", reason: "HUBSPOT_ACCESS_TOKEN is not set" };
  const [problem] = destinationProblems(env, "hubspot");
  if (problem) return { kind: "permanent", reason: describeProblem(problem) };
  const base = (setting(env, "HUBSPOT_API_BASE") ?? DEFAULT_HUBSPOT_API_BASE).replace(/\/+$/, "");
  const outcome = await postToDestination({
    url: `${base}${UPSERT_PATH}`,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(hubSpotUpsert(job.event)),
    secrets: [token],
    now,
  });
  // A refused token will be refused on every attempt until an operator replaces it.
  if (outcome.kind === "permanent" && /^HTTP 40[13]\b/.test(outcome.reason)) {
    return { kind: "permanent", reason: `HUBSPOT_ACCESS_TOKEN was refused (${outcome.reason})` };
  }
  return outcome;
}
