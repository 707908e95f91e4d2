import type { RouterContextProvider } from "react-router";
import * as v from "valibot";
import { inboxFilterSchema } from "../../shared/desk";
import { createDatabase } from "../../worker/db/client";
import { readInbox, readSourceChoices } from "../../worker/desk/inbox";
import { workerContext } from "../../worker/request-context";
import { deskUserOf } from "./desk-user.server";

/** The inbox page's data: the filter as understood (or why not), the page of rows and the choices. */
export async function inboxData(request: Request, context: Readonly<RouterContextProvider>) {
  const user = deskUserOf(context);
  const db = createDatabase(context.get(workerContext).env);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = v.safeParse(inboxFilterSchema, query);
  // A filter the page cannot read is shown as an error over the unfiltered inbox, not as a failure.
  const filter = parsed.success ? parsed.output : v.parse(inboxFilterSchema, {});
  const [inbox, sources] = await Promise.all([readInbox(db, filter, user.email, new Date()), readSourceChoices(db)]);
  return { me: user.email, filter, filterErrors: parsed.success ? [] : parsed.issues.map((issue) => issue.message), inbox, sources };
}
