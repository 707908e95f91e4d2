import type { LeadStatus } from "../../shared/desk";
import type { DeliveryRecord } from "./delivery-record";

// What a delivery may write on a HubSpot contact. The e-mail address is typed by the visitor, so it
// proves nothing: anyone can give a customer's. A new address creates the contact with what was
// submitted; on an existing contact a submission only fills properties HubSpot holds empty, and what
// was submitted is told in a note (hubspot-note.ts), never written over what sales already have.
// The lead status is the desk's own (sales set it), so a status change sets it on any contact.
// Only properties every portal has by default are written, so a fresh portal accepts them.

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

export type ContactProperties = Record<string, string>;
/** A contact's properties as HubSpot answers them: a property without a value is null or absent. */
export type StoredProperties = Record<string, string | null | undefined>;

/** The properties a submission can give, read back from HubSpot to see which are empty. */
const SUBMITTED_PROPERTIES = ["firstname", "lastname", "company", "phone"] as const;

/** What to write: the properties of a contact created now, and those to set on one that exists. */
export type ContactChanges = { create: ContactProperties; update: (stored: StoredProperties) => ContactProperties };

/** "Amina Wanjiru Otieno" → first "Amina Wanjiru", last "Otieno": HubSpot has no middle-name property. */
export function splitName(name: string): { firstname: string; lastname?: string } {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? { firstname: words.slice(0, -1).join(" "), lastname: words.at(-1) ?? "" } : { firstname: words[0] ?? "" };
}

/** HubSpot matches contacts by address case-insensitively; one spelling keeps searches exact. */
export function contactEmail(record: DeliveryRecord): string {
  return (record.kind === "newsletter" ? record.email : record.contact.email).trim().toLowerCase();
}

/** What the visitor gave, trimmed; what they left empty is left out rather than sent as "". */
function submitted(record: DeliveryRecord): ContactProperties {
  if (record.kind === "newsletter") return {};
  const { name, company, phone } = record.contact;
  return {
    ...(name.trim() ? splitName(name) : {}),
    ...(company?.trim() ? { company: company.trim() } : {}),
    ...(phone?.trim() ? { phone: phone.trim() } : {}),
  };
}

const isEmpty = (value: string | null | undefined) => !value?.trim();

/**
 * Only what HubSpot holds empty. The name counts as one property: a first name already there is
 * never joined to a last name someone else typed.
 */
export function fillEmpty(given: ContactProperties, stored: StoredProperties): ContactProperties {
  const nameEmpty = isEmpty(stored.firstname) && isEmpty(stored.lastname);
  return Object.fromEntries(
    Object.entries(given).filter(([name]) => (name === "firstname" || name === "lastname" ? nameEmpty : isEmpty(stored[name]))),
  );
}

export function contactChanges(record: DeliveryRecord): ContactChanges {
  const email = contactEmail(record);
  if (record.notice?.kind === "status") {
    const status = { hs_lead_status: HUBSPOT_LEAD_STATUS[record.notice.to] };
    return { create: { email, ...status }, update: () => status };
  }
  const given = submitted(record);
  return { create: { email, ...given }, update: (stored) => fillEmpty(given, stored) };
}

/** POST /crm/v3/objects/contacts/search: the contact with this address, with the properties a submission may fill. */
export function contactSearch(email: string) {
  return {
    filterGroups: [{ filters: [{ propertyName: "email", operator: "EQ", value: email }] }],
    properties: ["email", ...SUBMITTED_PROPERTIES],
    limit: 1,
  };
}
