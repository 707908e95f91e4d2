import { data, type RouterContextProvider } from "react-router";
import type { DeskUser } from "../../worker/http/desk-user";
import { workerContext } from "../../worker/request-context";

/**
 * The desk user the Worker verified for this request. The Worker refuses unverified /desk requests
 * before they get here; this is the second lock: without a user, the desk does not exist.
 */
export function deskUserOf(context: Readonly<RouterContextProvider>): DeskUser {
  const { deskUser } = context.get(workerContext);
  if (!deskUser) throw data(null, { status: 404, statusText: "Not Found" });
  return deskUser;
}
