import type { HubSpotNote, RecordedRequest } from "../stand-ins/delivery-stand-in-contract";
import type { HubSpotState } from "../stand-ins/delivery-stand-in-hubspot";

// What "delivered once" means at HubSpot, read from the delivery stand-in. One HubSpot delivery is
// several calls (contact search, create or fill-empty PATCH, note search by the delivery's marker,
// note create), and a retry repeats the searches, so its accepted requests are no count of
// deliveries as the webhook's and Slack's are. A record is delivered when a note for it sits on its
// contact, and delivered once when exactly one does and its address is on one contact.

/** The marker the Worker ends each note with (worker/delivery/hubspot-note.ts: noteBody, noteMarker). */
const MARKER = /Website delivery (kilele[0-9a-z]+)<\/p>$/;

/** The delivery a note was written for: its marker, or the note's own id when it carries none. */
const noteDelivery = (note: HubSpotNote) => MARKER.exec(note.properties.hs_note_body ?? "")?.[1] ?? `note ${note.id}`;

/** Notes by the delivery they were written for: more than one under a key is a note written twice. */
export function notesByDelivery(state: HubSpotState): Map<string, HubSpotNote[]> {
  const byDelivery = new Map<string, HubSpotNote[]>();
  for (const note of state.notes) {
    const key = noteDelivery(note);
    byDelivery.set(key, [...(byDelivery.get(key) ?? []), note]);
  }
  return byDelivery;
}

export type AddressAtHubSpot = { contacts: number; notes: HubSpotNote[] };

/** For each (lower-cased) address: how many contacts hold it and the notes on them. */
export function byAddress(state: HubSpotState): Map<string, AddressAtHubSpot> {
  const addresses = new Map<string, AddressAtHubSpot>();
  for (const contact of state.contacts) {
    const email = contact.properties.email?.toLowerCase();
    if (!email) continue;
    const found = addresses.get(email) ?? { contacts: 0, notes: [] };
    found.contacts += 1;
    found.notes.push(...state.notes.filter((note) => note.contactIds.includes(contact.id)));
    addresses.set(email, found);
  }
  return addresses;
}

/** A note-create call the stand-in answered 201 (it then holds the note). */
export const isNoteCreated = (request: RecordedRequest) =>
  request.service === "hubspot" && request.method === "POST" && request.path === "/hubspot/crm/v3/objects/notes" && request.status === 201;
