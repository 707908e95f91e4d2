import { escapeHtml } from "../http/escape-html";
import type { DeliveryJob } from "./delivery-record";
import { type Fact, summarizeRecord } from "./record-summary";

// Each submission is told to HubSpot as a note on the contact's timeline: what was submitted, as
// HTML (hs_note_body is rendered as HTML, so every visitor value is escaped), with the only link
// being the record's page on our own sales desk.
//
// HubSpot takes no idempotency key when creating a note, and a delivery is retried whenever an
// answer is lost (a 5xx or a timeout may come after HubSpot wrote the note). So each note carries
// its delivery's marker, one search token, and a delivery searches for it before creating the note.
// HubSpot's search index trails its writes by a few seconds; the outbox waits at least 2 s before a
// retry, which leaves only a note written and then answered with an error inside that gap to repeat.

/** HubSpot's limit on hs_note_body. */
const NOTE_MAX_CHARS = 65_536;
/** Note → contact, HubSpot's own association type. */
const NOTE_TO_CONTACT = 202;

/** The delivery's id as one token of letters and digits, which search's CONTAINS_TOKEN matches whole. */
export function noteMarker(deliveryId: string): string {
  return `kilele${deliveryId.replace(/[^0-9a-z]/gi, "").toLowerCase()}`;
}

/** Visitor text as HTML: escaped, its line breaks kept. */
const html = (value: string) => escapeHtml(value.replace(/\r\n?/g, "\n")).replace(/\n/g, "<br>");

const section = (title: string, facts: readonly Fact[]) =>
  `<p><strong>${html(title)}</strong>${facts.map(({ label, value }) => `<br>${html(label)}: ${html(value)}`).join("")}</p>`;

/**
 * The note's HTML: the headline, the desk link, each section's facts, and the marker last. The
 * forms' limits keep a record far below HubSpot's; one that is not is told by its headline and link.
 */
export function noteBody(event: DeliveryJob["event"], marker: string, site?: string): string {
  const summary = summarizeRecord(event, site);
  const opening = [
    `<p><strong>${html(summary.headline)}</strong></p>`,
    ...(summary.deskUrl ? [`<p><a href="${escapeHtml(summary.deskUrl)}">Open in the sales desk</a></p>`] : []),
  ].join("");
  const details = [section("Contact", summary.contact), ...summary.sections.map(({ title, facts }) => section(title, facts))].join("");
  const tail = `<p>Website delivery ${marker}</p>`;
  const full = `${opening}${details}${tail}`;
  return full.length <= NOTE_MAX_CHARS ? full : `${opening}<p>Too long for a note: read it on the sales desk.</p>${tail}`;
}

/** POST /crm/v3/objects/notes/search: a note already written for this delivery. */
export function noteSearch(marker: string) {
  return {
    filterGroups: [{ filters: [{ propertyName: "hs_note_body", operator: "CONTAINS_TOKEN", value: marker }] }],
    properties: ["hs_timestamp"],
    limit: 1,
  };
}

/** POST /crm/v3/objects/notes: the note, on the contact's timeline at the time the record was stored. */
export function noteCreate(job: DeliveryJob, contactId: string, site?: string) {
  return {
    properties: { hs_timestamp: job.event.timestamp, hs_note_body: noteBody(job.event, noteMarker(job.deliveryId), site) },
    associations: [{ to: { id: contactId }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: NOTE_TO_CONTACT }] }],
  };
}
