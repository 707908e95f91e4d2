import { data, type RouterContextProvider } from "react-router";
import { CHANGE_OUTCOMES, type ChangeOutcome, type DeskRecordType } from "../../shared/desk";
import { createDatabase } from "../../worker/db/client";
import { deskRecordView, readDeskRecord } from "../../worker/desk/desk-record";
import { personOf } from "../../worker/desk/linked-records";
import { workerContext } from "../../worker/request-context";
import { deskUserOf } from "./desk-user.server";
import { recordViewNav } from "./record-view-nav.server";

const isOutcome = (value: string | null): value is ChangeOutcome => CHANGE_OUTCOMES.includes(value as ChangeOutcome);

/** A record's page data: the record, who is looking, and what their last change came to. */
export async function deskRecordData(type: DeskRecordType, id: string, request: Request, context: Readonly<RouterContextProvider>) {
  const user = deskUserOf(context);
  const db = createDatabase(context.get(workerContext).env);
  const found = await readDeskRecord(db, type, id);
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  const notice = new URL(request.url).searchParams.get("notice");
  const viewNav = await recordViewNav(db, request, user.email, { type, id }, new Date());
  return {
    me: user.email,
    record: deskRecordView(found),
    person: await personOf(db, found),
    notice: isOutcome(notice) ? notice : null,
    viewNav,
  };
}
