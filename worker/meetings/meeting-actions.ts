import { eq } from "drizzle-orm";
import { eatIso } from "../../shared/meeting-slots";
import type { MeetingBooked, MeetingBooking, MeetingSlot } from "../../shared/meetings";
import type { OfficeId } from "../../shared/office-ids";
import { ApiError } from "../api/errors";
import type { Database } from "../db/client";
import { type MeetingRow, meetings } from "../db/schema";
import { recordKeyOf, tokenBindingOf } from "../spam/form-token-use";
import { formTokenVerdict, turnstileReason } from "../spam/spam-check";
import { type BookingGuard, bookMeeting, rescheduleMeeting } from "./meeting-booking";
import { type MeetingOutbox, meetingOutbox } from "./meeting-deliveries";
import { meetingKeyMatches, meetingLinks } from "./meeting-links";
import { alternativesTo, officeSlots, slotQueries, slotsFrom } from "./office-slots";

// What the API and the /meet pages both do: book, move and find a meeting, with one set of rules
// (400 for a time that is not a slot, 409 with alternatives for a slot taken, 404 for a bad link).

export type Taken = { alternatives: MeetingSlot[] };

export function linkSecret(env: Pick<Env, "MEETING_LINK_SECRET">): string {
  if (!env.MEETING_LINK_SECRET)
    throw new ApiError(503, "meetings_unavailable", "Booking is not available right now. Please call or write to us.");
  return env.MEETING_LINK_SECRET;
}

const notASlot = () => new ApiError(400, "not_a_slot", "That time is not one of the office's meeting slots.");

/** The free slot starting at `start`; `taken` when it was offered but has no seat left; 400 when it never was. */
async function freeSlot(db: Database, office: OfficeId, start: string, now: Date) {
  const at = Date.parse(start);
  const free = await officeSlots(db, office, now);
  const slot = free.find((s) => s.start === at);
  if (slot) return { slot };
  const offered = (await officeSlots(db, office, now, { ignoreTaken: true })).some((s) => s.start === at);
  if (!offered) throw notASlot();
  return { taken: { alternatives: alternativesTo(free, at) } satisfies Taken };
}

/**
 * Books a visitor's chosen slot after the same spam check as every form, in one database round
 * trip: the time is checked against the office's hours, holidays, notice and horizon here (no
 * database), then one write batch chooses the seat among the hosts as they stand, matches the lead,
 * and checks and binds the form token (worker/meetings/meeting-booking.ts). Only when it wins no seat
 * does a second read tell a taken slot (409 with alternatives) from one no host covers (400).
 * The form token is bound to the visitor's address (or chat session): a retry after a taken slot
 * with the same token is the same booking, not a second record.
 */
export async function placeBooking(
  env: Env,
  db: Database,
  request: Request,
  booking: MeetingBooking,
  { now, waitUntil }: { now: Date; waitUntil: (promise: Promise<unknown>) => void },
): Promise<{ booked: MeetingBooked; meeting: MeetingRow } | Taken> {
  const secret = linkSecret(env);
  const at = Date.parse(booking.start);
  const opening = slotsFrom(booking.office, [], [], now).find((s) => s.start === at);
  if (!opening) throw notASlot();
  const guarded = { ...booking, sessionId: booking.sessionId ?? `meeting:${booking.email.toLowerCase()}` };
  const token = await formTokenVerdict(guarded, env, now);
  const guard: BookingGuard =
    "held" in token
      ? { held: token.held, binding: null }
      : {
          held: await turnstileReason(guarded, env, request.headers.get("cf-connecting-ip")),
          binding: token.bind ? await tokenBindingOf(token.bind, recordKeyOf(guarded)) : null,
        };
  const result = await bookMeeting(db, booking, opening, { guard, outbox: meetingOutbox(env, waitUntil, now) });
  if ("taken" in result) {
    const [hosts, taken] = await db.batch(slotQueries(db, booking.office, now));
    if (!slotsFrom(booking.office, hosts, [], now).some((s) => s.start === at)) throw notASlot();
    return { alternatives: alternativesTo(slotsFrom(booking.office, hosts, taken, now), at) };
  }
  const { meeting } = result;
  const links = await meetingLinks(secret, new URL(request.url).origin, meeting.id);
  const booked: MeetingBooked = {
    meetingId: meeting.id,
    office: booking.office,
    kind: booking.kind,
    start: eatIso(Date.parse(meeting.startAt)),
    end: eatIso(Date.parse(meeting.endAt)),
    ...links,
  };
  return { booked, meeting };
}

/** Moves a booked meeting to another free slot. */
export async function moveMeeting(
  db: Database,
  meeting: MeetingRow,
  start: string,
  now: Date,
  outbox: MeetingOutbox,
): Promise<{ meeting: MeetingRow } | Taken> {
  if (meeting.status !== "booked") throw new ApiError(409, "not_booked", "This meeting is no longer booked.");
  if (Date.parse(start) === Date.parse(meeting.startAt)) throw new ApiError(400, "same_slot", "The meeting is already at that time.");
  const office = meeting.office as OfficeId;
  const free = await freeSlot(db, office, start, now);
  if (free.taken) return free.taken;
  const moved = await rescheduleMeeting(db, meeting, free.slot, now, outbox);
  if ("taken" in moved) return { alternatives: alternativesTo(await officeSlots(db, office, now), free.slot.start) };
  return moved;
}

/** The meeting a manage link names; 404 for an unknown meeting or a key that is not its own. */
export async function managedMeeting(env: Pick<Env, "MEETING_LINK_SECRET">, db: Database, id: string, key: string): Promise<MeetingRow> {
  const secret = linkSecret(env);
  const notFound = new ApiError(404, "not_found", "No such meeting.");
  if (!(await meetingKeyMatches(secret, id, key))) throw notFound;
  const [meeting] = await db.select().from(meetings).where(eq(meetings.id, id));
  if (!meeting) throw notFound;
  return meeting;
}
