import type { RouterContextProvider } from "react-router";
import * as v from "valibot";
import { inboxFilterSchema } from "../../shared/desk";
import { createDatabase } from "../../worker/db/client";
import { readInbox, readSourceChoices } from "../../worker/desk/inbox";
import { nextMeetingsOf } from "../../worker/desk/inbox-meetings";
import { workerContext } from "../../worker/request-context";
import { deskUserOf } from "./desk-user.server";

/** A count the spam view's bulk actions sent back (?released=…&selected=…), or null. */
const countParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value !== null && /^\d{1,3}$/.test(value) ? Number(value) : null;
};

/** What a bulk action on the spam view came to, for the page to say; null when none was just done. */
function bulkOutcome(params: URLSearchParams) {
  const selected = countParam(params, "selected");
  const released = countParam(params, "released");
  const deleted = countParam(params, "deleted");
  if (selected === null) return null;
  if (released !== null) return { action: "released" as const, n: released, selected };
  if (deleted !== null) return { action: "deleted" as const, n: deleted, selected };
  return null;
}

/** The inbox page's data: the filter as understood (or why not), the page of rows and the choices. */
export async function inboxData(request: Request, context: Readonly<RouterContextProvider>) {
  const user = deskUserOf(context);
  const db = createDatabase(context.get(workerContext).env);
  const { searchParams } = new URL(request.url);
  const query = Object.fromEntries(searchParams);
  const parsed = v.safeParse(inboxFilterSchema, query);
  // A filter the page cannot read is shown as an error over the unfiltered inbox, not as a failure.
  const filter = parsed.success ? parsed.output : v.parse(inboxFilterSchema, {});
  // The request's clock: the queue's order and the due labels are computed against the same instant.
  const now = new Date();
  const [inbox, sources] = await Promise.all([readInbox(db, filter, user.email, now), readSourceChoices(db)]);
  const meetings = await nextMeetingsOf(db, inbox.rows, now);
  return {
    me: user.email,
    now: now.toISOString(),
    filter,
    filterErrors: parsed.success ? [] : parsed.issues.map((issue) => issue.message),
    inbox,
    meetings,
    sources,
    bulk: bulkOutcome(searchParams),
  };
}
