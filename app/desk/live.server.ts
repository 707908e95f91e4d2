import type { RouterContextProvider } from "react-router";
import { LIVE_DESK_NOTICES, type LiveDeskNotice } from "../../content/live-chat-copy";
import type { LiveMessage } from "../../shared/live-chat";
import { createDatabase } from "../../worker/db/client";
import { listTeam } from "../../worker/desk/team";
import { isConversationId } from "../../worker/live/live-capability";
import { findConversation, messagesAfter, nextSeq, openConversations } from "../../worker/live/live-store";
import { workerContext } from "../../worker/request-context";
import { deskUserOf } from "./desk-user.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type LiveListItem = {
  id: string;
  name: string;
  office: string;
  page: string | null;
  context: string[];
  createdAt: string;
  answeredBy: string | null;
};

const itemOf = (row: Awaited<ReturnType<typeof openConversations>>[number]): LiveListItem => ({
  id: row.id,
  name: row.visitorName ?? "",
  office: row.office,
  page: row.page,
  context: row.context,
  createdAt: row.createdAt,
  answeredBy: row.answeredBy,
});

const isNotice = (value: string | null): value is LiveDeskNotice => LIVE_DESK_NOTICES.includes(value as LiveDeskNotice);

/** /desk/live: who waits (longest first), what is going on, and the conversation opened with ?open=. */
export async function liveDeskData({ request, context }: Args) {
  const { email } = deskUserOf(context);
  const db = createDatabase(context.get(workerContext).env);
  const params = new URL(request.url).searchParams;
  const openId = params.get("open") ?? "";
  const [rows, team, opened] = await Promise.all([
    openConversations(db),
    listTeam(db),
    isConversationId(openId) ? findConversation(db, openId) : undefined,
  ]);
  let open: (LiveListItem & { status: string; messages: LiveMessage[]; nextSeq: number }) | null = null;
  if (opened) {
    const [messages, seq] = await Promise.all([messagesAfter(db, opened.id, 0), nextSeq(db, opened.id, "staff")]);
    open = { ...itemOf(opened), status: opened.status, messages, nextSeq: seq };
  }
  const notice = params.get("notice");
  return {
    me: email.toLowerCase(),
    now: new Date().toISOString(),
    waiting: rows.filter((row) => row.status === "waiting").map(itemOf),
    active: rows.filter((row) => row.status === "active").map(itemOf),
    open,
    team: team.map(({ email: address, name }) => ({ email: address, name })),
    notice: isNotice(notice) ? notice : null,
  };
}
