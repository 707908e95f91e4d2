import { type Context, Hono } from "hono";
import * as v from "valibot";
import {
  assignSchema,
  type ChangeOutcome,
  DESK_RECORD_TYPES,
  type DeskRecordType,
  deskRecordPath,
  heldDeletionSchema,
  heldSelectionSchema,
  inboxFilterSchema,
  moveBackSchema,
  noteSchema,
  officeChangeSchema,
  RECORD_PATH_SEGMENTS,
  statusChangeSchema,
} from "../../shared/desk";
import { logActivitySchema } from "../../shared/desk-activities";
import { MAX_BODY_BYTES } from "../api/request-guards";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { configuredDestinations } from "../delivery/destination-config";
import { enqueueDeliveries } from "../delivery/outbox";
import { readFormFields } from "../http/request-body";
import { liveDeskRoutes } from "../live/live-desk-routes";
import { logActivity } from "./activities";
import { carriedView } from "./carried-view";
import { addNote, assignRecord, changeOffice, changeStatus, claimRecord, moveBack } from "./desk-changes";
import { deskErrorPage } from "./desk-error-page";
import { exportCsv } from "./desk-export";
import { dispatchFollowUps, type FollowUps, followUpsFor } from "./desk-follow-ups";
import type { RecordRef } from "./record-writes";
import { deleteHeld, releaseFromSpam, releaseHeld } from "./spam-review";
import { teamRoutes } from "./team-routes";
import { markWon, wonSchema } from "./won";

// The desk's changes (form POSTs from its pages, answered with a redirect back to the record) and
// its CSV export. The pages themselves are React Router routes (app/routes/desk/); identity, the
// same-origin check and the no-store headers are applied in front of both (worker/index.ts).

export const deskRoutes = new Hono<AppBindings>();
deskRoutes.route("/", teamRoutes);
deskRoutes.route("/live", liveDeskRoutes);

const TYPE_BY_SEGMENT = Object.fromEntries(DESK_RECORD_TYPES.map((type) => [RECORD_PATH_SEGMENTS[type], type])) as Record<
  string,
  DeskRecordType
>;

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The posted form checked against its shared schema; anything else is answered here and changes nothing. */
async function readForm<S extends v.GenericSchema>(c: Context<AppBindings>, schema: S): Promise<Parsed<v.InferOutput<S>>> {
  const form = await readFormFields(c.req.raw, MAX_BODY_BYTES);
  if (!form.ok) return { ok: false, response: deskErrorPage(c, form.status, [form.message]) };
  // A ticked checkbox per record (the spam view) or product (Won) arrives as one field sent many times.
  const result = v.safeParse(schema, { ...form.values, records: form.params.getAll("record"), products: form.params.getAll("product") });
  if (!result.success)
    return {
      ok: false,
      response: deskErrorPage(
        c,
        400,
        result.issues.map((issue) => issue.message),
      ),
    };
  return { ok: true, value: result.output };
}

function recordRef(c: Context<AppBindings>): RecordRef | null {
  const type = TYPE_BY_SEGMENT[c.req.param("segment") ?? ""];
  return type ? { type, id: c.req.param("id") ?? "" } : null;
}

const actor = (c: Context<AppBindings>) => c.get("deskUser")!.email;

/** Back to the record's page, saying what happened (the page words it). */
function backTo(c: Context<AppBindings>, ref: RecordRef, outcome: ChangeOutcome): Response {
  if (outcome === "not-found") return deskErrorPage(c, 404, ["There is no such record. It may have been erased or purged."]);
  const path = deskRecordPath(ref.type, ref.id);
  return c.redirect(`${path}?notice=${outcome}${carriedView(c.req.header("referer"), path)}`, 303);
}

/** One change route: the record from the path, the form from its schema, then the change. */
function change<S extends v.GenericSchema>(
  schema: S,
  apply: (c: Context<AppBindings>, ref: RecordRef, input: v.InferOutput<S>) => Promise<ChangeOutcome>,
) {
  return async (c: Context<AppBindings>) => {
    const ref = recordRef(c);
    if (!ref) return deskErrorPage(c, 404, ["There is no such kind of record."]);
    const form = await readForm(c, schema);
    if (!form.ok) return form.response;
    return backTo(c, ref, await apply(c, ref, form.value));
  };
}

const db = (c: Context<AppBindings>) => createDatabase(c.env);
const anyForm = v.object({});

/** Runs a change that sets off follow-ups (analytics, CRM) and hands them to the queues after. */
async function withFollowUps(c: Context<AppBindings>, run: (followUps: FollowUps) => Promise<ChangeOutcome>): Promise<ChangeOutcome> {
  const followUps = followUpsFor(configuredDestinations(c.env));
  const outcome = await run(followUps);
  dispatchFollowUps(c.env, (p) => c.executionCtx.waitUntil(p), followUps);
  return outcome;
}

deskRoutes.post(
  "/:segment/:id/claim",
  change(anyForm, (c, ref) => withFollowUps(c, (followUps) => claimRecord(db(c), ref, actor(c), followUps))),
);
deskRoutes.post(
  "/:segment/:id/assign",
  change(assignSchema, (c, ref, { owner }) => assignRecord(db(c), ref, actor(c), owner)),
);
deskRoutes.post(
  "/:segment/:id/office",
  change(officeChangeSchema, (c, ref, { office }) => changeOffice(db(c), ref, actor(c), office)),
);
deskRoutes.post(
  "/:segment/:id/status",
  change(statusChangeSchema, (c, ref, input) => withFollowUps(c, (followUps) => changeStatus(db(c), ref, actor(c), input, followUps))),
);
deskRoutes.post(
  "/:segment/:id/move-back",
  change(moveBackSchema, (c, ref, { status }) => withFollowUps(c, (followUps) => moveBack(db(c), ref, actor(c), status, followUps))),
);
deskRoutes.post(
  "/:segment/:id/won",
  change(wonSchema, (c, ref, input) => withFollowUps(c, (followUps) => markWon(db(c), ref, actor(c), input, followUps))),
);
deskRoutes.post(
  "/:segment/:id/activity",
  change(logActivitySchema, (c, ref, input) =>
    withFollowUps(c, (followUps) => logActivity(db(c), ref, actor(c), input, new Date(), followUps)),
  ),
);
deskRoutes.post(
  "/:segment/:id/note",
  change(noteSchema, (c, ref, { note }) => addNote(db(c), ref, actor(c), note)),
);
deskRoutes.post(
  "/:segment/:id/not-spam",
  change(anyForm, async (c, ref) => {
    const { outcome, deliveryIds } = await releaseFromSpam(db(c), ref, actor(c), configuredDestinations(c.env));
    enqueueDeliveries(c.env, (p) => c.executionCtx.waitUntil(p), deliveryIds);
    return outcome;
  }),
);

/** Not spam for every ticked record of the spam view; back to it, saying how many went to sales. */
deskRoutes.post("/spam/release", async (c) => {
  const form = await readForm(c, heldSelectionSchema);
  if (!form.ok) return form.response;
  const { released, deliveryIds } = await releaseHeld(db(c), form.value.records, actor(c), configuredDestinations(c.env));
  enqueueDeliveries(c.env, (p) => c.executionCtx.waitUntil(p), deliveryIds);
  return c.redirect(`/desk?view=spam&released=${released}&selected=${form.value.records.length}`, 303);
});

/** Delete, confirmed, for every ticked record still held; back to the spam view, saying how many. */
deskRoutes.post("/spam/delete", async (c) => {
  const form = await readForm(c, heldDeletionSchema);
  if (!form.ok) return form.response;
  const deleted = await deleteHeld(db(c), form.value.records);
  return c.redirect(`/desk?view=spam&deleted=${deleted}&selected=${form.value.records.length}`, 303);
});

/** The inbox's current filter as a CSV file, streamed a chunk at a time. */
deskRoutes.get("/export.csv", (c) => {
  const filter = v.safeParse(inboxFilterSchema, c.req.query());
  if (!filter.success)
    return deskErrorPage(
      c,
      400,
      filter.issues.map((issue) => issue.message),
    );
  return exportCsv(db(c), filter.output, actor(c), new URL(c.req.url).origin, new Date());
});
