// The HubSpot part of the delivery stand-in: the CRM v3 calls the Worker makes, answered with
// HubSpot's status codes and error bodies, over contacts and notes kept per namespace.
//
//   POST  /crm/v3/objects/contacts/search   filterGroups on email (EQ)
//   POST  /crm/v3/objects/contacts          201, or 409 CONFLICT when the address exists
//   PATCH /crm/v3/objects/contacts/<id>     200, or 404 OBJECT_NOT_FOUND
//   GET   /crm/v3/objects/contacts/<id>[?idProperty=email]&properties=a,b   (a read, not recorded)
//   POST  /crm/v3/objects/notes/search      filterGroups on hs_note_body (CONTAINS_TOKEN)
//   POST  /crm/v3/objects/notes             201 with associations to contacts (type 202)
import type { HubSpotContact, HubSpotNote } from "./delivery-stand-in-contract";

export type HubSpotState = { contacts: HubSpotContact[]; notes: HubSpotNote[] };
export type HubSpotAnswer = { status: number; body: unknown };

/** Default contact properties of a fresh HubSpot portal that a website may write; any other name is refused. */
const CONTACT_PROPERTIES = new Set([
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
const NOTE_PROPERTIES = new Set(["hs_timestamp", "hs_note_body", "hubspot_owner_id", "hs_attachment_ids"]);
const NOTE_BODY_MAX = 65_536;
/** Note → contact, the HubSpot-defined association type. */
const NOTE_TO_CONTACT = 202;

/** Enumeration properties' internal values in a fresh portal: HubSpot refuses any other value (INVALID_OPTION). */
const PROPERTY_OPTIONS: Record<string, readonly string[]> = {
  hs_lead_status: ["NEW", "OPEN", "IN_PROGRESS", "OPEN_DEAL", "UNQUALIFIED", "ATTEMPTED_TO_CONTACT", "CONNECTED", "BAD_TIMING"],
};

/** What a contact read or search returns when no `properties` are asked for (HubSpot's default set, less its system fields). */
const DEFAULT_READ = ["email", "firstname", "lastname"];

const error = (status: number, category: string, message: string): HubSpotAnswer => ({
  status,
  body: { status: "error", message, correlationId: crypto.randomUUID(), category },
});
const invalid = (message: string) => error(400, "VALIDATION_ERROR", message);
const notFound = () => error(404, "OBJECT_NOT_FOUND", "resource not found");
export const unauthorized = () =>
  error(
    401,
    "INVALID_AUTHENTICATION",
    "Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview",
  );

function parse(body: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function invalidOption(name: string, value: string, options: readonly string[]): string {
  const detail = {
    isValid: false,
    message: `${value} was not one of the allowed options: [${options.join(", ")}]`,
    error: "INVALID_OPTION",
    name,
  };
  return `Property values were not valid: ${JSON.stringify([detail])}`;
}

/** The properties object of a write, or HubSpot's refusal of it. */
function properties(input: unknown, allowed: Set<string>): Record<string, string> | HubSpotAnswer {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return invalid("properties must be an object");
  for (const [name, value] of Object.entries(input)) {
    if (!allowed.has(name)) return invalid(`Property "${name}" does not exist`);
    if (typeof value !== "string") return invalid(`Property "${name}" must be a string`);
    const options = PROPERTY_OPTIONS[name];
    if (options && !options.includes(value)) return invalid(invalidOption(name, value, options));
  }
  return input as Record<string, string>;
}

const isAnswer = (value: unknown): value is HubSpotAnswer =>
  typeof value === "object" && value !== null && "status" in value && "body" in value;

/** The object as HubSpot returns it, with the properties asked for (null when empty) and its system fields. */
function view(object: HubSpotContact | HubSpotNote, wanted: readonly string[]) {
  return {
    id: object.id,
    properties: {
      ...Object.fromEntries(wanted.map((name) => [name, object.properties[name] ?? null])),
      hs_object_id: object.id,
      createdate: object.createdAt,
      lastmodifieddate: object.updatedAt,
    },
    createdAt: object.createdAt,
    updatedAt: object.updatedAt,
    archived: false,
  };
}

type Filter = { propertyName: string; operator: string; value: string };

/** A search body's filters (one group, as the Worker sends), or the refusal; only the operators the Worker uses are known. */
function searchFilters(body: Record<string, unknown>, operators: Record<string, string>): Filter[] | HubSpotAnswer {
  const groups = body.filterGroups;
  if (!Array.isArray(groups) || groups.length > 5) return invalid("filterGroups must be a list of at most 5 groups");
  const filters = groups.flatMap((group: { filters?: unknown }) => (Array.isArray(group?.filters) ? group.filters : [null])) as Filter[];
  for (const filter of filters) {
    if (typeof filter?.propertyName !== "string" || typeof filter.value !== "string")
      return invalid("each filter needs propertyName and value");
    if (operators[filter.propertyName] !== filter.operator)
      return invalid(`the stand-in does not search ${filter.propertyName} with ${filter.operator}`);
  }
  if (body.limit !== undefined && (typeof body.limit !== "number" || body.limit < 1 || body.limit > 200))
    return invalid("limit must be 1 to 200");
  return filters;
}

function searchAnswer(found: (HubSpotContact | HubSpotNote)[], body: Record<string, unknown>): HubSpotAnswer {
  const wanted = Array.isArray(body.properties) && body.properties.length > 0 ? (body.properties as string[]) : DEFAULT_READ;
  const limit = typeof body.limit === "number" ? body.limit : 10;
  return { status: 200, body: { total: found.length, results: found.slice(0, limit).map((object) => view(object, wanted)) } };
}

/** Words of the note's text, as HubSpot's CONTAINS_TOKEN matches them: markup and punctuation split them. */
const tokens = (html: string) =>
  new Set(
    html
      .replace(/<[^>]*>/g, " ")
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );

function nextId(state: HubSpotState): string {
  return String(1001 + state.contacts.length + state.notes.length);
}

const emailOf = (contact: HubSpotContact) => contact.properties.email?.toLowerCase();

function createContact(state: HubSpotState, body: Record<string, unknown>): HubSpotAnswer {
  const written = properties(body.properties, CONTACT_PROPERTIES);
  if (isAnswer(written)) return written;
  const email = written.email?.toLowerCase();
  const existing = email ? state.contacts.find((contact) => emailOf(contact) === email) : undefined;
  if (existing) return error(409, "CONFLICT", `Contact already exists. Existing ID: ${existing.id}`);
  const now = new Date().toISOString();
  const contact: HubSpotContact = { id: nextId(state), properties: { ...written }, createdAt: now, updatedAt: now };
  state.contacts.push(contact);
  return { status: 201, body: view(contact, Object.keys(contact.properties)) };
}

function updateContact(state: HubSpotState, id: string, body: Record<string, unknown>): HubSpotAnswer {
  const contact = state.contacts.find((candidate) => candidate.id === id);
  if (!contact) return notFound();
  const written = properties(body.properties, CONTACT_PROPERTIES);
  if (isAnswer(written)) return written;
  Object.assign(contact.properties, written);
  contact.updatedAt = new Date().toISOString();
  return { status: 200, body: view(contact, Object.keys(contact.properties)) };
}

function createNote(state: HubSpotState, body: Record<string, unknown>): HubSpotAnswer {
  const written = properties(body.properties, NOTE_PROPERTIES);
  if (isAnswer(written)) return written;
  if (!written.hs_timestamp || Number.isNaN(Date.parse(written.hs_timestamp))) return invalid("hs_timestamp is required (UTC or epoch ms)");
  if ((written.hs_note_body ?? "").length > NOTE_BODY_MAX) return invalid(`hs_note_body is longer than ${NOTE_BODY_MAX} characters`);
  const associations = body.associations ?? [];
  if (!Array.isArray(associations)) return invalid("associations must be a list");
  const contactIds: string[] = [];
  for (const association of associations as { to?: { id?: unknown }; types?: unknown }[]) {
    const id = String(association?.to?.id ?? "");
    const types = association?.types as { associationCategory?: unknown; associationTypeId?: unknown }[] | undefined;
    const typed =
      Array.isArray(types) &&
      types.length > 0 &&
      types.every((type) => type?.associationCategory === "HUBSPOT_DEFINED" && type.associationTypeId === NOTE_TO_CONTACT);
    if (!typed || !state.contacts.some((contact) => contact.id === id)) {
      return invalid(`Association to object ${id} is not valid: only existing contacts with association type ${NOTE_TO_CONTACT}`);
    }
    contactIds.push(id);
  }
  const now = new Date().toISOString();
  const note: HubSpotNote = { id: nextId(state), properties: { ...written }, contactIds, createdAt: now, updatedAt: now };
  state.notes.push(note);
  return { status: 201, body: view(note, Object.keys(note.properties)) };
}

/** A recorded HubSpot call (method and path under /hubspot), answered; null when it is not one the stand-in knows. */
export function hubSpotCall(state: HubSpotState, method: string, path: string, rawBody: string): HubSpotAnswer | null {
  const contact = /^\/crm\/v3\/objects\/contacts\/(\d+)$/.exec(path)?.[1];
  const known =
    (method === "POST" &&
      ["/crm/v3/objects/contacts/search", "/crm/v3/objects/contacts", "/crm/v3/objects/notes/search", "/crm/v3/objects/notes"].includes(
        path,
      )) ||
    (method === "PATCH" && contact !== undefined);
  if (!known) return null;
  const body = parse(rawBody);
  if (!body) return invalid("Invalid input JSON on line 1");
  if (path === "/crm/v3/objects/contacts/search") {
    const filters = searchFilters(body, { email: "EQ" });
    if (isAnswer(filters)) return filters;
    return searchAnswer(
      state.contacts.filter((candidate) => filters.every((filter) => emailOf(candidate) === filter.value.toLowerCase())),
      body,
    );
  }
  if (path === "/crm/v3/objects/notes/search") {
    const filters = searchFilters(body, { hs_note_body: "CONTAINS_TOKEN" });
    if (isAnswer(filters)) return filters;
    return searchAnswer(
      state.notes.filter((note) => filters.every((filter) => tokens(note.properties.hs_note_body ?? "").has(filter.value.toLowerCase()))),
      body,
    );
  }
  if (path === "/crm/v3/objects/contacts") return createContact(state, body);
  if (path === "/crm/v3/objects/notes") return createNote(state, body);
  return updateContact(state, contact ?? "", body);
}

/** GET a contact by id, or by address with ?idProperty=email, with the properties asked for. */
export function hubSpotRead(state: HubSpotState, id: string, url: URL): HubSpotAnswer {
  const byEmail = url.searchParams.get("idProperty") === "email";
  const contact = state.contacts.find((candidate) => (byEmail ? emailOf(candidate) === id.toLowerCase() : candidate.id === id));
  if (!contact) return notFound();
  const wanted = url.searchParams.get("properties")?.split(",") ?? DEFAULT_READ;
  const properties = Object.fromEntries(wanted.flatMap((name) => (name in contact.properties ? [[name, contact.properties[name]]] : [])));
  return { status: 200, body: { id: contact.id, properties, createdAt: contact.createdAt, updatedAt: contact.updatedAt, archived: false } };
}
