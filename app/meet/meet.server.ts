import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import * as v from "valibot";
import { type ApiErrorBody, errorBody } from "../../shared/api-error-body";
import { eatIso } from "../../shared/meeting-slots";
import {
  MEETING_KINDS,
  type MeetingBooked,
  type MeetingKind,
  type MeetingSlot,
  meetingBookingSchema,
  meetingRescheduleSchema,
} from "../../shared/meetings";
import { OFFICE_IDS, type OfficeId } from "../../shared/office-ids";
import { ApiError } from "../../worker/api/errors";
import { MAX_BODY_BYTES, toApiIssues } from "../../worker/api/request-guards";
import { createDatabase } from "../../worker/db/client";
import { meetingHosts } from "../../worker/db/schema";
import { FORM_LIMITED_MESSAGE, FORM_RATE_LIMIT_PERIOD_SECONDS, formPostLimited } from "../../worker/http/rate-limit";
import { readFormFields } from "../../worker/http/request-body";
import { managedMeeting, moveMeeting, placeBooking } from "../../worker/meetings/meeting-actions";
import { cancelMeeting } from "../../worker/meetings/meeting-booking";
import { meetingOutbox } from "../../worker/meetings/meeting-deliveries";
import { meetingLocation } from "../../worker/meetings/meeting-invitation";
import { meetingLinks } from "../../worker/meetings/meeting-links";
import { officeSlots, slotView } from "../../worker/meetings/office-slots";
import { workerContext } from "../../worker/request-context";

// The server half of /meet and of each meeting's manage page: the same functions as the API
// (worker/meetings/meeting-actions.ts), read from plain form posts so both work without JavaScript.

type Args = { request: Request; context: Readonly<RouterContextProvider>; params?: Record<string, string | undefined> };

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Slots grouped by EAT day ("2026-11-30"), in order. */
const byDay = (slots: readonly MeetingSlot[]) => {
  const days = new Map<string, MeetingSlot[]>();
  for (const slot of slots) {
    const day = slot.start.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
};

export async function meetLoader({ request, context }: Args) {
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const office: OfficeId = pick(OFFICE_IDS, url.searchParams.get("office"), "nairobi");
  const kind: MeetingKind = pick(MEETING_KINDS, url.searchParams.get("kind"), "video");
  const slots = (await officeSlots(createDatabase(env), office, new Date())).map(slotView);
  const days = byDay(slots);
  const day = days.find((d) => d.day === url.searchParams.get("day")) ?? null;
  return { office, kind, days: days.map((d) => ({ day: d.day, count: d.slots.length })), day };
}

/** A refused post: why, what was typed (to fill the form again) and, for a slot taken, the next free ones. */
type Refusal = { ok: false; error: ApiErrorBody["error"]; values: Record<string, string>; alternatives?: MeetingSlot[] };

type MeetActionData = { ok: true; booked: MeetingBooked } | Refusal;

const failure = (
  status: number,
  body: ApiErrorBody,
  values: Record<string, string>,
  extra: { alternatives?: MeetingSlot[] } = {},
  headers?: HeadersInit,
) => data<Refusal>({ ok: false, error: body.error, values, ...extra }, { status, headers });

/** Reads a form post the way every form route does: 429 over the form rate, 415, 413. */
async function readForm(request: Request, env: Env) {
  const form = await readFormFields(request, MAX_BODY_BYTES);
  if (await formPostLimited(env, request)) {
    const headers = { "Retry-After": String(FORM_RATE_LIMIT_PERIOD_SECONDS) };
    return { refused: failure(429, errorBody("rate_limited", FORM_LIMITED_MESSAGE), form.ok ? form.values : {}, {}, headers) };
  }
  if (!form.ok) return { refused: failure(form.status, errorBody(form.code, form.message), {}) };
  return { values: form.values };
}

const apiFailure = (error: unknown, values: Record<string, string>) => {
  if (error instanceof ApiError) return failure(error.status, errorBody(error.code, error.message, error.issues), values);
  throw error;
};

export async function meetAction({ request, context }: Args) {
  const { env, waitUntil } = context.get(workerContext);
  const read = await readForm(request, env);
  if (read.refused) return read.refused;
  const form = read.values;
  const parsed = v.safeParse(meetingBookingSchema, form);
  if (!parsed.success)
    return failure(400, errorBody("invalid_body", "Some details are missing or invalid.", toApiIssues(parsed.issues)), form);
  try {
    const placed = await placeBooking(env, createDatabase(env), request, parsed.output, {
      now: new Date(),
      waitUntil,
    });
    if ("booked" in placed) return data<MeetActionData>({ ok: true, booked: placed.booked });
    return failure(409, errorBody("slot_taken", "That time has just been booked. Please pick another."), form, placed);
  } catch (error) {
    return apiFailure(error, form);
  }
}

/** A meeting as its manage page shows it. */
async function manageView(env: Env, request: Request, id: string, key: string) {
  const db = createDatabase(env);
  const meeting = await managedMeeting(env, db, id, key);
  const links = await meetingLinks(env.MEETING_LINK_SECRET!, new URL(request.url).origin, meeting.id);
  const slots = meeting.status === "booked" ? (await officeSlots(db, meeting.office as OfficeId, new Date())).map(slotView) : [];
  return {
    meeting: {
      office: meeting.office as OfficeId,
      kind: meeting.kind,
      status: meeting.status,
      name: meeting.name,
      start: eatIso(Date.parse(meeting.startAt)),
      location: meetingLocation(meeting, (await db.select().from(meetingHosts).where(eq(meetingHosts.email, meeting.host)))[0] ?? null),
    },
    icsUrl: links.icsUrl,
    days: byDay(slots),
  };
}

const notFound = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
  throw error;
};

export async function manageLoader({ request, context, params }: Args) {
  const { env } = context.get(workerContext);
  return manageView(env, request, params?.id ?? "", params?.key ?? "").catch(notFound);
}

type ManageActionData = { ok: true; done: "rescheduled" | "cancelled" } | Refusal;

export async function manageAction({ request, context, params }: Args) {
  const { env, waitUntil } = context.get(workerContext);
  const read = await readForm(request, env);
  if (read.refused) return read.refused;
  const form = read.values;
  const db = createDatabase(env);
  const meeting = await managedMeeting(env, db, params?.id ?? "", params?.key ?? "").catch(notFound);
  try {
    if (form.intent === "cancel") {
      if (meeting.status === "booked") await cancelMeeting(db, meeting.id, meetingOutbox(env, waitUntil, new Date()));
      return data<ManageActionData>({ ok: true, done: "cancelled" });
    }
    const parsed = v.safeParse(meetingRescheduleSchema, form);
    if (!parsed.success) throw new ApiError(400, "invalid_body", "Pick a new time.");
    const now = new Date();
    const moved = await moveMeeting(db, meeting, parsed.output.start, now, meetingOutbox(env, waitUntil, now));
    if ("meeting" in moved) return data<ManageActionData>({ ok: true, done: "rescheduled" });
    return data<ManageActionData>(
      {
        ok: false,
        ...errorBody("slot_taken", "That time has just been booked. Please pick another."),
        values: {},
        alternatives: moved.alternatives,
      },
      { status: 409 },
    );
  } catch (error) {
    if (error instanceof ApiError)
      return data<ManageActionData>({ ok: false, ...errorBody(error.code, error.message), values: {} }, { status: error.status });
    throw error;
  }
}
