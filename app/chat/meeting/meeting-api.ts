import { FORM_TOKEN_FIELD, FORM_TOKEN_HEADER, TURNSTILE_FIELD } from "../../../shared/form-guard";
import type { MeetingBooked, MeetingKind, MeetingSlot, SlotsResponse } from "../../../shared/meetings";
import { OFFICE_IDS, type OfficeId } from "../../../shared/office-ids";
import type { PanelParts } from "./panel-parts";

// The chat's calls to the meetings API (GET /api/meetings/slots, POST /api/meetings), and which
// office a chat visitor's call is with: the one their lead is routed to.

const TIMEOUT_MS = 15_000;

/** Aborts after TIMEOUT_MS (AbortSignal.timeout is too new for some phones the site serves). */
function timeout(): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), TIMEOUT_MS);
  return controller.signal;
}

/** The next free slots of an office, soonest first. */
export async function fetchSlots(office: OfficeId, kind: MeetingKind): Promise<MeetingSlot[]> {
  const response = await fetch(`/api/meetings/slots?office=${office}&kind=${kind}`, { signal: timeout() });
  if (!response.ok) throw new Error(`/api/meetings/slots answered ${response.status}`);
  return ((await response.json()) as SlotsResponse).slots;
}

export type BookingRequest = {
  office: OfficeId;
  kind: MeetingKind;
  start: string;
  name: string;
  email: string;
  company: string;
  phone?: string;
  topic: string;
  sessionId?: string;
};

/** Booked, or the slot was taken meanwhile and these are the next free ones; throws on any other answer. */
export type BookingAnswer = { booked: MeetingBooked } | { alternatives: MeetingSlot[] };

/**
 * Books with the page's form token, bound to the chat session like its lead, so the lead sent
 * after a booking (or before it) counts as the same visitor's record.
 */
export async function bookMeeting(
  request: BookingRequest,
  challenge: string | null,
  token: PanelParts["formToken"],
): Promise<BookingAnswer> {
  const formToken = token.current();
  const response = await fetch("/api/meetings", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...request,
      ...(formToken ? { [FORM_TOKEN_FIELD]: formToken } : {}),
      ...(challenge ? { [TURNSTILE_FIELD]: challenge } : {}),
    }),
    signal: timeout(),
  });
  if (response.status === 201) {
    token.adopt(response.headers.get(FORM_TOKEN_HEADER));
    return { booked: (await response.json()) as MeetingBooked };
  }
  if (response.status === 409) {
    const body = (await response.json()) as { alternatives?: MeetingSlot[] };
    if (Array.isArray(body.alternatives)) return { alternatives: body.alternatives };
  }
  throw new Error(`/api/meetings answered ${response.status}`);
}

const OFFICE_BY_CALLING_CODE: Record<string, OfficeId> = { "254": "nairobi", "256": "kampala", "255": "dar-es-salaam" };

/** The office a phone typed with its country code names ("+256 772…", "00255 754…"), as lead routing reads it; else null. */
export function officeOfPhone(phone: string): OfficeId | null {
  const international = phone.replace(/[\s().-]/g, "").replace(/^00(?!0)/, "+");
  if (!international.startsWith("+")) return null;
  return OFFICE_BY_CALLING_CODE[international.replace(/\D/g, "").slice(0, 3)] ?? null;
}

/**
 * The lead's office: by the phone's country code, else by the country the request comes from (the
 * live-chat offer answers with that office), else Nairobi, headquarters.
 */
export async function routedOffice(phone: string): Promise<OfficeId> {
  const byPhone = officeOfPhone(phone);
  if (byPhone) return byPhone;
  try {
    const response = await fetch("/api/live/offer", { signal: timeout() });
    const office = response.ok ? ((await response.json()) as { office?: string }).office : undefined;
    return OFFICE_IDS.find((id) => id === office) ?? "nairobi";
  } catch {
    return "nairobi";
  }
}
