import { vValidator } from "@hono/valibot-validator";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { errorBody } from "../../shared/api-error-body";
import { eatIso } from "../../shared/meeting-slots";
import {
  MEETING_TIMEZONE,
  type MeetingBooked,
  meetingBookingSchema,
  meetingRescheduleSchema,
  type SlotsResponse,
  slotQuerySchema,
} from "../../shared/meetings";
import type { OfficeId } from "../../shared/office-ids";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { meetingHosts, meetings } from "../db/schema";
import { bookMeeting, cancelMeeting, rescheduleMeeting } from "../meetings/meeting-booking";
import { meetingInvitation } from "../meetings/meeting-invitation";
import { meetingKeyMatches, meetingLinks } from "../meetings/meeting-links";
import { alternativesTo, officeSlots, slotView } from "../meetings/office-slots";
import { spamReason, submissionOf } from "../spam/spam-check";
import { ApiError } from "./errors";
import { limitBody, requireJson, toApiIssues, validJson } from "./request-guards";

const linkSecret = (env: Env) => {
  if (!env.MEETING_LINK_SECRET)
    throw new ApiError(503, "meetings_unavailable", "Booking is not available right now. Please call or write to us.");
  return env.MEETING_LINK_SECRET;
};

/** The slot starting at `start` among the office's free ones; 409 with alternatives when it was offered but is taken, 400 when it never was. */
async function freeSlot(db: ReturnType<typeof createDatabase>, office: OfficeId, start: string, now: Date) {
  const at = Date.parse(start);
  const slots = await officeSlots(db, office, now);
  const slot = slots.find((s) => s.start === at);
  if (slot) return { slot, slots };
  const offered = (await officeSlots(db, office, now, { ignoreTaken: true })).some((s) => s.start === at);
  if (!offered) throw new ApiError(400, "not_a_slot", "That time is not one of the office's meeting slots.");
  return { slot: null, slots };
}

const slotTaken = (alternatives: ReturnType<typeof alternativesTo>) => ({
  ...errorBody("slot_taken", "That time has just been booked. Please pick another."),
  alternatives,
});

/** GET /api/meetings/slots, POST /api/meetings and the manage link's calls (worker/meetings/). */
export const meetingsApi = new Hono<AppBindings>()
  .get(
    "/slots",
    vValidator("query", slotQuerySchema, (result) => {
      if (!result.success) throw new ApiError(400, "invalid_query", "The query is invalid.", toApiIssues(result.issues));
    }),
    async (c) => {
      const { office, kind } = c.req.valid("query");
      const slots = await officeSlots(createDatabase(c.env), office, new Date());
      return c.json({ office, kind, timezone: MEETING_TIMEZONE, slots: slots.map(slotView) } satisfies SlotsResponse);
    },
  )
  .post("/", requireJson, limitBody, validJson(meetingBookingSchema), async (c) => {
    const secret = linkSecret(c.env);
    const booking = c.req.valid("json");
    const db = createDatabase(c.env);
    const now = new Date();
    const { slot, slots } = await freeSlot(db, booking.office, booking.start, now);
    if (!slot) return c.json(slotTaken(alternativesTo(slots, Date.parse(booking.start))), 409);
    const held = await spamReason(booking, c.env, submissionOf(c.req.raw, "json", db), now);
    const booked = await bookMeeting(db, booking, slot, { now, spamReason: held });
    if ("taken" in booked) {
      const fresh = await officeSlots(db, booking.office, now);
      return c.json(slotTaken(alternativesTo(fresh, slot.start)), 409);
    }
    const { meeting } = booked;
    const links = await meetingLinks(secret, new URL(c.req.url).origin, meeting.id);
    return c.json(
      {
        meetingId: meeting.id,
        office: booking.office,
        kind: booking.kind,
        start: eatIso(Date.parse(meeting.startAt)),
        end: eatIso(Date.parse(meeting.endAt)),
        ...links,
      } satisfies MeetingBooked,
      201,
    );
  })
  .post("/:id/:key/reschedule", requireJson, limitBody, validJson(meetingRescheduleSchema), async (c) => {
    const db = createDatabase(c.env);
    const meeting = await managedMeeting(c.env, db, c.req.param("id"), c.req.param("key"));
    if (meeting.status !== "booked") throw new ApiError(409, "not_booked", "This meeting is no longer booked.");
    const { start } = c.req.valid("json");
    if (Date.parse(start) === Date.parse(meeting.startAt)) throw new ApiError(400, "same_slot", "The meeting is already at that time.");
    const now = new Date();
    const { slot, slots } = await freeSlot(db, meeting.office as OfficeId, start, now);
    if (!slot) return c.json(slotTaken(alternativesTo(slots, Date.parse(start))), 409);
    const moved = await rescheduleMeeting(db, meeting, slot, now);
    if ("taken" in moved) return c.json(slotTaken(alternativesTo(await officeSlots(db, meeting.office as OfficeId, now), slot.start)), 409);
    return c.json(meetingView(moved.meeting));
  })
  .post("/:id/:key/cancel", async (c) => {
    const db = createDatabase(c.env);
    const meeting = await managedMeeting(c.env, db, c.req.param("id"), c.req.param("key"));
    const cancelled = meeting.status === "booked" ? await cancelMeeting(db, meeting.id) : meeting;
    return c.json(meetingView(cancelled ?? meeting));
  })
  .get("/:id/:key/invite.ics", async (c) => {
    const db = createDatabase(c.env);
    const meeting = await managedMeeting(c.env, db, c.req.param("id"), c.req.param("key"));
    const [host] = await db.select().from(meetingHosts).where(eq(meetingHosts.email, meeting.host));
    const { manageUrl } = await meetingLinks(linkSecret(c.env), new URL(c.req.url).origin, meeting.id);
    const method = meeting.status === "cancelled" ? "CANCEL" : "REQUEST";
    return c.body(meetingInvitation(meeting, host ?? null, manageUrl), 200, {
      "content-type": `text/calendar; charset=utf-8; method=${method}`,
      "content-disposition": 'attachment; filename="invite.ics"',
    });
  })
  .get("/:id/:key", async (c) => {
    const meeting = await managedMeeting(c.env, createDatabase(c.env), c.req.param("id"), c.req.param("key"));
    return c.json(meetingView(meeting));
  });

/** The meeting a manage link names; 404 for an unknown meeting or a key that is not its own. */
async function managedMeeting(env: Env, db: ReturnType<typeof createDatabase>, id: string, key: string) {
  const secret = linkSecret(env);
  const notFound = new ApiError(404, "not_found", "No such meeting.");
  if (!(await meetingKeyMatches(secret, id, key))) throw notFound;
  const [meeting] = await db.select().from(meetings).where(eq(meetings.id, id));
  if (!meeting) throw notFound;
  return meeting;
}

const meetingView = (m: typeof meetings.$inferSelect) => ({
  meetingId: m.id,
  office: m.office,
  kind: m.kind,
  status: m.status,
  sequence: m.sequence,
  start: eatIso(Date.parse(m.startAt)),
  end: eatIso(Date.parse(m.endAt)),
});
