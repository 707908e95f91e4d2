import { and, asc, count, eq, gt, inArray, max, sql } from "drizzle-orm";
import { nameFromEmail } from "../../shared/desk-team";
import type { LiveMessage, LiveSide, LiveStatus } from "../../shared/live-chat";
import type { OfficeId } from "../../shared/office-ids";
import type { Database } from "../db/client";
import { type LiveConversationRow, type LiveMessageRow, leads, liveConversations, liveMessages } from "../db/schema";
import type { Destination } from "../delivery/delivery-record";
import { createdDeliveryIds } from "../delivery/outbox";
import { findMember } from "../desk/team";
import { answeredAlertRows, waitingAlertRows } from "./live-slack";

// Live conversations in libSQL, the record of truth: a message exists once it is stored here, and
// only then is it acknowledged and shown. Every change of state is one conditional statement, so two
// staff answering at once end with one answerer.

export type NewConversation = {
  id: string;
  office: OfficeId;
  page: string;
  sessionId?: string;
  leadId?: string;
  name?: string;
  email?: string;
  context: string[];
};

/**
 * Stores a new waiting conversation and, in the same batch, its "Visitor waiting" alert for Slack
 * when `alertTo` includes it. The ids of the deliveries created, for the queue.
 */
export async function createConversation(
  db: Database,
  input: NewConversation,
  now: Date,
  alertTo: readonly Destination[] = [],
): Promise<string[]> {
  const at = now.toISOString();
  const row = {
    id: input.id,
    office: input.office,
    page: input.page || null,
    sessionId: input.sessionId ?? null,
    leadId: input.leadId ?? null,
    visitorName: input.name || null,
    visitorEmail: input.email || null,
    context: input.context,
    createdAt: at,
    updatedAt: at,
  };
  const alert = { office: row.office, page: row.page, visitor: row.visitorName, context: row.context, waitingSince: at };
  const [, ...alerts] = await db.batch([db.insert(liveConversations).values(row), ...waitingAlertRows(db, alertTo, row.id, alert, at)]);
  return createdDeliveryIds(alerts);
}

export async function findConversation(db: Database, id: string): Promise<LiveConversationRow | undefined> {
  const [row] = await db.select().from(liveConversations).where(eq(liveConversations.id, id)).limit(1);
  return row;
}

const messageOf = (row: LiveMessageRow): LiveMessage => ({
  position: row.position,
  side: row.side,
  seq: row.seq,
  author: row.author,
  text: row.text,
  createdAt: row.createdAt,
});

/** The conversation's messages after `position`, in order. */
export async function messagesAfter(db: Database, conversationId: string, position: number): Promise<LiveMessage[]> {
  const rows = await db
    .select()
    .from(liveMessages)
    .where(and(eq(liveMessages.conversationId, conversationId), gt(liveMessages.position, position)))
    .orderBy(asc(liveMessages.position));
  return rows.map(messageOf);
}

/** The conversation and its messages after `position`, in one round trip (a socket joining or rejoining). */
export async function conversationSince(db: Database, conversationId: string, position: number) {
  const [conversations, rows] = await db.batch([
    db.select().from(liveConversations).where(eq(liveConversations.id, conversationId)).limit(1),
    db
      .select()
      .from(liveMessages)
      .where(and(eq(liveMessages.conversationId, conversationId), gt(liveMessages.position, position)))
      .orderBy(asc(liveMessages.position)),
  ]);
  return { conversation: conversations[0], messages: rows.map(messageOf) };
}

type Writer = { side: LiveSide; staff?: string };

/** Who may write to a conversation now: the visitor while it is open, staff only while it is going on and theirs, the system always. */
const mayWrite = ({ side, staff }: Writer) =>
  side === "staff"
    ? sql`status = 'active' and answered_by = ${staff ?? ""}`
    : side === "visitor"
      ? sql`status in ('waiting', 'active')`
      : sql`1`;

/**
 * Stores a side's message once, in one statement that also checks the conversation lets the writer
 * write (one round trip on the busy path, and no state read earlier can be out of date). Null when
 * nothing was stored: the conversation refuses the writer, or (side, seq) is stored already (a
 * resend); storedMessage tells which.
 */
export async function appendMessage(
  db: Database,
  input: Writer & { conversationId: string; seq: number; author: string; text: string },
  now: Date,
): Promise<LiveMessage | null> {
  const at = now.toISOString();
  const [inserted] = await db.all<{ position: number }>(sql`insert into live_messages (conversation_id, side, seq, author, text, created_at)
    select ${input.conversationId}, ${input.side}, ${input.seq}, ${input.author}, ${input.text}, ${at}
    where exists (select 1 from live_conversations where id = ${input.conversationId} and ${mayWrite(input)})
    on conflict (conversation_id, side, seq) do nothing
    returning position`);
  if (!inserted) return null;
  return { position: Number(inserted.position), side: input.side, seq: input.seq, author: input.author, text: input.text, createdAt: at };
}

/** A side's message by its number, if stored. */
export async function storedMessage(db: Database, conversationId: string, side: LiveSide, seq: number): Promise<LiveMessage | undefined> {
  const [stored] = await db
    .select()
    .from(liveMessages)
    .where(and(eq(liveMessages.conversationId, conversationId), eq(liveMessages.side, side), eq(liveMessages.seq, seq)))
    .limit(1);
  return stored && messageOf(stored);
}

/** The next number of a side's messages (the system's notices, the desk's form posts). */
export async function nextSeq(db: Database, conversationId: string, side: LiveSide): Promise<number> {
  const [row] = await db
    .select({ last: max(liveMessages.seq) })
    .from(liveMessages)
    .where(and(eq(liveMessages.conversationId, conversationId), eq(liveMessages.side, side)));
  return (row?.last ?? 0) + 1;
}

/** A desk user's name as the visitor sees it: the team list's, else one made from the address. */
export async function staffName(db: Database, email: string): Promise<string> {
  return (await findMember(db, email))?.name ?? nameFromEmail(email);
}

export type Answered = { outcome: "answered" | "taken" | "not-found"; deliveryIds: string[] };

/**
 * Answer: only while waiting, so of two at once exactly one wins. In the same batch the winner
 * becomes the lead's owner, the lead counts as touched (its first touch, when it had none) and, when
 * `alertTo` includes Slack, the "answered by" alert is written (for `name`).
 */
export async function answerConversation(
  db: Database,
  conversation: LiveConversationRow,
  answerer: { email: string; name: string },
  now: Date,
  alertTo: readonly Destination[] = [],
): Promise<Answered> {
  const at = now.toISOString();
  const { id } = conversation;
  const { email } = answerer;
  const alert = {
    office: conversation.office as OfficeId,
    page: conversation.page,
    visitor: conversation.visitorName,
    context: [],
    waitingSince: conversation.createdAt,
    answeredBy: answerer.name,
    answeredAt: at,
  };
  const [won, , ...alerts] = await db.batch([
    db
      .update(liveConversations)
      .set({ status: "active", answeredBy: email, answeredAt: at, updatedAt: at })
      .where(and(eq(liveConversations.id, id), eq(liveConversations.status, "waiting")))
      .returning({ id: liveConversations.id }),
    db
      .update(leads)
      .set({ owner: email, firstTouchAt: sql`coalesce(${leads.firstTouchAt}, ${at})`, updatedAt: at })
      .where(
        sql`${leads.id} = (select lead_id from live_conversations where id = ${id} and answered_by = ${email} and answered_at = ${at})`,
      ),
    ...answeredAlertRows(db, alertTo, { id, email, at }, alert),
  ]);
  if (won.length === 0) return { outcome: (await findConversation(db, id)) ? "taken" : "not-found", deliveryIds: [] };
  return { outcome: "answered", deliveryIds: createdDeliveryIds(alerts) };
}

/** Hands an active conversation to a colleague; the lead follows. */
export async function transferConversation(db: Database, id: string, to: string, now: Date): Promise<"transferred" | "not-active"> {
  const at = now.toISOString();
  const [moved] = await db
    .update(liveConversations)
    .set({ answeredBy: to, updatedAt: at })
    .where(and(eq(liveConversations.id, id), eq(liveConversations.status, "active")))
    .returning({ leadId: liveConversations.leadId });
  if (!moved) return "not-active";
  if (moved.leadId) await db.update(leads).set({ owner: to, updatedAt: at }).where(eq(leads.id, moved.leadId));
  return "transferred";
}

/** Ends a conversation that is still open: one nobody answered is missed; "already" when it had ended. */
export async function endConversation(db: Database, id: string, now: Date): Promise<"ended" | "already"> {
  const at = now.toISOString();
  const result = await db
    .update(liveConversations)
    .set({ status: sql`case when ${liveConversations.status} = 'waiting' then 'missed' else 'ended' end`, endedAt: at, updatedAt: at })
    .where(and(eq(liveConversations.id, id), inArray(liveConversations.status, ["waiting", "active"])));
  return result.rowsAffected === 1 ? "ended" : "already";
}

/** Conversations the desk lists: waiting first (longest wait first), then active ones. */
export async function openConversations(db: Database, statuses: LiveStatus[] = ["waiting", "active"]): Promise<LiveConversationRow[]> {
  return db.select().from(liveConversations).where(inArray(liveConversations.status, statuses)).orderBy(asc(liveConversations.createdAt));
}

/** How many visitors wait for a person now (the desk header's count), and when the newest began waiting. */
export async function waitingNow(db: Database): Promise<{ count: number; newest: string | null }> {
  const [row] = await db
    .select({ n: count(), newest: max(liveConversations.createdAt) })
    .from(liveConversations)
    .where(eq(liveConversations.status, "waiting"));
  return { count: row?.n ?? 0, newest: row?.newest ?? null };
}

export const waitingCount = async (db: Database): Promise<number> => (await waitingNow(db)).count;
