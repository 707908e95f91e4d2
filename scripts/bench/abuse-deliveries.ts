import type { RecordedRequest } from "../stand-ins/delivery-stand-in-contract";
import { holdsEvilLink, slackMarkup } from "./abuse-markup";
import { piiLeaks } from "./abuse-pii";
import { type AcceptedRecord, HOSTILE_MARK, NORMAL_MARK, PROBE_MARK } from "./abuse-traffic";

// What reached the lead destinations' stand-ins and PostHog's, read over their control endpoints:
// every accepted normal record at each destination, anything from hostile traffic, and what the
// probes' alerts show.

const DESTINATIONS = ["webhook", "slack", "hubspot"] as const;
type Destination = (typeof DESTINATIONS)[number];

export type StandIns = { deliveries: () => Promise<RecordedRequest[]>; posthogBatches: () => Promise<unknown[]> };

/** The stand-ins the product was configured with (scripts/bench/production-integrations.ts's variables). */
export function standInsOf(env: Record<string, string>): StandIns {
  const requests = env.LEAD_WEBHOOK_URL!.replace(/\/webhook$/, "/__requests");
  const posthog = `${env.POSTHOG_HOST}/__stand-in/received?key=${encodeURIComponent(env.POSTHOG_API_KEY!)}`;
  const read = async <T>(url: string) => (await (await fetch(url)).json()) as T;
  return { deliveries: () => read<RecordedRequest[]>(requests), posthogBatches: () => read<unknown[]>(posthog) };
}

/** HubSpot's calls are recorded under their own services; an interaction's reply is no delivery. */
function destinationOf(request: RecordedRequest): Destination | null {
  if (request.service.startsWith("hubspot")) return "hubspot";
  return request.service === "webhook" || request.service === "slack" ? request.service : null;
}

type Accepted = RecordedRequest & { destination: Destination };

async function acceptedDeliveries(standIns: StandIns): Promise<Accepted[]> {
  return (await standIns.deliveries()).flatMap((request) => {
    const destination = destinationOf(request);
    return destination && request.status !== null && request.status < 300 ? [{ ...request, destination }] : [];
  });
}

type DestinationFigures = {
  destination: Destination;
  /** Accepted normal records (probes included) that reached it. */
  reached: number;
  /** Records it got as more than one delivery (webhook: webhook-id; Slack: message); HubSpot takes several calls per record. */
  repeated: number | null;
  /** Deliveries carrying the hostile mark. */
  hostile: number;
  /** Deliveries carrying no traffic's mark at all (HubSpot's calls after the contact's lookup carry none). */
  unmarked: number;
};

export type DeliveryFigures = {
  destinations: DestinationFigures[];
  /** "<e-mail> at <destination>" for each accepted record a destination never got. */
  missing: string[];
  probes: { sent: number; reachedEverywhere: number; slackMarkup: string[]; foreignLinks: number };
  /** Personal data from the hostile payloads found in PostHog's batches, by what was sent. */
  posthogPii: string[];
  /** The accepted personal-data payloads whose (cleaned) event reached PostHog. */
  posthogPiiEvents: number;
};

const mentions = (request: Accepted, record: AcceptedRecord) => request.body.includes(record.email);

/** How many of the events `eventIds` PostHog has received. */
export async function posthogEvents(standIns: StandIns, eventIds: Set<string>): Promise<number> {
  const batches = JSON.stringify(await standIns.posthogBatches());
  return [...eventIds].filter((id) => batches.includes(id)).length;
}

/** Waits until every accepted record reached every destination, or `timeoutMs` passed. */
export async function deliveriesSettled(standIns: StandIns, accepted: AcceptedRecord[], timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 1_000))) {
    const requests = await acceptedDeliveries(standIns);
    const done = accepted.every((record) => DESTINATIONS.every((d) => requests.some((r) => r.destination === d && mentions(r, record))));
    if (done) return true;
    if (Date.now() > deadline) return false;
  }
}

export async function deliveryFigures(standIns: StandIns, accepted: AcceptedRecord[], piiAccepted: Set<string>): Promise<DeliveryFigures> {
  const requests = await acceptedDeliveries(standIns);
  const missing: string[] = [];
  const destinations = DESTINATIONS.map((destination): DestinationFigures => {
    const here = requests.filter((r) => r.destination === destination);
    let reached = 0;
    let repeated = 0;
    for (const record of accepted) {
      const keys = new Set(here.filter((r) => mentions(r, record)).map((r) => r.deliveryKey));
      if (keys.size) reached++;
      else missing.push(`${record.email} at ${destination}`);
      if (keys.size > 1) repeated++;
    }
    return {
      destination,
      reached,
      repeated: destination === "hubspot" ? null : repeated,
      hostile: here.filter((r) => r.body.includes(HOSTILE_MARK)).length,
      unmarked: here.filter((r) => ![HOSTILE_MARK, NORMAL_MARK, PROBE_MARK].some((mark) => r.body.includes(mark))).length,
    };
  });

  const probes = accepted.filter((r) => r.email.startsWith(PROBE_MARK));
  const ofProbe = (record: AcceptedRecord) => requests.filter((r) => mentions(r, record));
  const slack = probes.flatMap((record) => ofProbe(record).filter((r) => r.destination === "slack"));
  const leadProbes = probes.filter((record) => record.kind === "lead");

  const batches = JSON.stringify(await standIns.posthogBatches());
  return {
    destinations,
    missing,
    probes: {
      sent: probes.length,
      reachedEverywhere: probes.filter((record) => DESTINATIONS.every((d) => ofProbe(record).some((r) => r.destination === d))).length,
      slackMarkup: [...new Set(slack.flatMap((r) => slackMarkup(r.body)))],
      // A lead's recommendations are the catalogue's: no destination may get the visitor's link.
      foreignLinks: leadProbes.flatMap(ofProbe).filter((r) => holdsEvilLink(r.body)).length,
    },
    posthogPii: piiLeaks(batches),
    posthogPiiEvents: [...piiAccepted].filter((id) => batches.includes(id)).length,
  };
}
