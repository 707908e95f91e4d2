import { vValidator } from "@hono/valibot-validator";
import { and, eq, gte, isNull, ne } from "drizzle-orm";
import { Hono } from "hono";
import { errorBody } from "../../shared/api-error-body";
import { eatIso } from "../../shared/meeting-slots";
import {
  MEETING_TIMEZONE,
  meetingBookingSchema,
  meetingRescheduleSchema,
  type SlotsResponse,
  slotQuerySchema,
} from "../../shared/meetings";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { type MeetingRow, meetingHosts, meetings } from "../db/schema";
import { linkSecret, managedMeeting, moveMeeting, placeBooking, type Taken } from "../meetings/meeting-actions";
import { cancelMeeting } from "../meetings/meeting-booking";
import { meetingOutbox } from "../meetings/meeting-deliveries";
import { hostFeed, meetingInvitation } from "../meetings/meeting-invitation";
import { hostFeedKeyMatches, meetingLinks } from "../meetings/meeting-links";
import { officeSlots, slotView } from "../meetings/office-slots";
import { ApiError } from "./errors";
import { limitBody, requireJson, toApiIssues, validJson } from "./request-guards";

const slotTaken = ({ alternatives }: Taken) => ({
  ...errorBody("slot_taken", "That time has just been booked. Please pick another."),
  alternatives,
});

/** A host's feed carries the last month too, so a calendar keeps the recent past. */
const FEED_DAYS_BACK = 31;

const meetingView = (m: MeetingRow) => ({
  meetingId: m.id,
  office: m.office,
  kind: m.kind,
  status: m.status,
  sequence: m.sequence,
  start: eatIso(Date.parse(m.startAt)),
  end: eatIso(Date.parse(m.endAt)),
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
    const placed = await placeBooking(c.env, createDatabase(c.env), c.req.raw, c.req.valid("json"), {
      now: new Date(),
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    });
    return "booked" in placed ? c.json(placed.booked, 201) : c.json(slotTaken(placed), 409);
  })
  .post("/:id/:key/reschedule", requireJson, limitBody, validJson(meetingRescheduleSchema), async (c) => {
    const db = createDatabase(c.env);
    const meeting = await managedMeeting(c.env, db, c.req.param("id"), c.req.param("key"));
    const now = new Date();
    const moved = await moveMeeting(
      db,
      meeting,
      c.req.valid("json").start,
      now,
      meetingOutbox(c.env, (p) => c.executionCtx.waitUntil(p), now),
    );
    return "meeting" in moved ? c.json(meetingView(moved.meeting)) : c.json(slotTaken(moved), 409);
  })
  .post("/:id/:key/cancel", async (c) => {
    const db = createDatabase(c.env);
    const meeting = await managedMeeting(c.env, db, c.req.param("id"), c.req.param("key"));
    const outbox = meetingOutbox(c.env, (p) => c.executionCtx.waitUntil(p), new Date());
    const cancelled = meeting.status === "booked" ? await cancelMeeting(db, meeting.id, outbox) : meeting;
    return c.json(meetingView(cancelled ?? meeting));
  })
  .get("/feeds/:email/:key/meetings.ics", async (c) => {
    const email = c.req.param("email").toLowerCase();
    if (!(await hostFeedKeyMatches(linkSecret(c.env), email, c.req.param("key")))) throw new ApiError(404, "not_found", "No such feed.");
    const db = createDatabase(c.env);
    const since = new Date(Date.now() - FEED_DAYS_BACK * 24 * 3600_000).toISOString();
    const [[host], rows] = await db.batch([
      db.select().from(meetingHosts).where(eq(meetingHosts.email, email)),
      db
        .select()
        .from(meetings)
        .where(and(eq(meetings.host, email), gte(meetings.startAt, since), isNull(meetings.spamReason), ne(meetings.status, "cancelled"))),
    ]);
    return c.body(hostFeed(rows, host ?? null), 200, { "content-type": "text/calendar; charset=utf-8" });
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
