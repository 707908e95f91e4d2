import { type Context, Hono } from "hono";
import * as v from "valibot";
import { liveDeskCopy } from "../../content/live-chat-copy";
import { liveText } from "../../shared/live-chat";
import type { LiveWaitingAnswer } from "../../shared/live-wait";
import { MAX_BODY_BYTES } from "../api/request-guards";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { configuredDestinations } from "../delivery/destination-config";
import { enqueueDeliveries } from "../delivery/outbox";
import { deskErrorPage } from "../desk/desk-error-page";
import { findMember } from "../desk/team";
import { readFormFields } from "../http/request-body";
import { connect, liveStub } from "./live-api";
import { isConversationId } from "./live-capability";
import { appendLiveEvent } from "./live-events";
import {
  answerConversation,
  endConversation,
  findConversation,
  messagesAfter,
  nextSeq,
  staffName,
  transferConversation,
  waitingNow,
} from "./live-store";
import { addTranscriptToLead } from "./live-transcript";

// The team's side of live chat, under /desk/live (identity, same-origin POSTs and no-store come
// from the desk's middleware): Answer (first wins), Reply, Transfer, End as form POSTs that go back
// to the page, and the WebSocket the page's script opens for real time.

export const liveDeskRoutes = new Hono<AppBindings>();

const user = (c: Context<AppBindings>) => c.get("deskUser")!.email;
const pagePath = (id: string, notice?: string) => `/desk/live?open=${id}${notice ? `&notice=${notice}` : ""}`;

async function conversationIn(c: Context<AppBindings>) {
  const id = c.req.param("id") ?? "";
  return isConversationId(id) ? findConversation(createDatabase(c.env), id) : undefined;
}

const notFound = (c: Context<AppBindings>) => deskErrorPage(c, 404, ["There is no such conversation."]);

async function formOf<S extends v.GenericSchema>(c: Context<AppBindings>, schema: S) {
  const form = await readFormFields(c.req.raw, MAX_BODY_BYTES);
  if (!form.ok) return { response: deskErrorPage(c, form.status, [form.message]) };
  const parsed = v.safeParse(schema, form.values);
  if (!parsed.success)
    return {
      response: deskErrorPage(
        c,
        400,
        parsed.issues.map((issue) => issue.message),
      ),
    };
  return { value: parsed.output as v.InferOutput<S> };
}

// The header's count for the desk's script: how many wait, said as the header says it, and the newest's start.
liveDeskRoutes.get("/waiting", async (c) => {
  const { count, newest } = await waitingNow(createDatabase(c.env));
  return c.json({ waiting: count, label: liveDeskCopy.waitingCount(count), newest } satisfies LiveWaitingAnswer);
});

liveDeskRoutes.post("/:id/answer", async (c) => {
  const conversation = await conversationIn(c);
  if (!conversation) return notFound(c);
  const db = createDatabase(c.env);
  const now = new Date();
  const name = await staffName(db, user(c));
  const { outcome, deliveryIds } = await answerConversation(db, conversation, { email: user(c), name }, now, configuredDestinations(c.env));
  if (outcome !== "answered") return c.redirect(pagePath(conversation.id, outcome), 303);
  enqueueDeliveries(c.env, (p) => c.executionCtx.waitUntil(p), deliveryIds);
  await appendLiveEvent(db, "live_answered", conversation, now);
  await liveStub(c.env, conversation.id).announce(conversation.id, `${name} from Kilele joined`);
  return c.redirect(pagePath(conversation.id, "answered"), 303);
});

const replySchema = v.object({ text: liveText, seq: v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number))) });

liveDeskRoutes.post("/:id/reply", async (c) => {
  const conversation = await conversationIn(c);
  if (!conversation) return notFound(c);
  const form = await formOf(c, replySchema);
  if (form.response) return form.response;
  if (conversation.status !== "active" || conversation.answeredBy !== user(c))
    return deskErrorPage(c, 409, ["Only whoever answered this conversation can reply, while it is going on."]);
  const db = createDatabase(c.env);
  const seq = form.value.seq || (await nextSeq(db, conversation.id, "staff"));
  const answer = await liveStub(c.env, conversation.id).send(
    conversation.id,
    { side: "staff", author: await staffName(db, user(c)), staff: user(c) },
    seq,
    form.value.text,
  );
  if (answer.type === "error") return deskErrorPage(c, answer.code === "rate_limited" ? 429 : 409, [answer.message]);
  return c.redirect(pagePath(conversation.id, "sent"), 303);
});

const transferSchema = v.object({ to: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty("choose a colleague")) });

liveDeskRoutes.post("/:id/transfer", async (c) => {
  const conversation = await conversationIn(c);
  if (!conversation) return notFound(c);
  const form = await formOf(c, transferSchema);
  if (form.response) return form.response;
  const db = createDatabase(c.env);
  const colleague = await findMember(db, form.value.to);
  if (!colleague) return deskErrorPage(c, 400, ["Choose someone on the team."]);
  if ((await transferConversation(db, conversation.id, colleague.email, new Date())) !== "transferred")
    return deskErrorPage(c, 409, ["Only a conversation going on can be transferred."]);
  await liveStub(c.env, conversation.id).announce(conversation.id, `${colleague.name} from Kilele joined`);
  return c.redirect(pagePath(conversation.id, "transferred"), 303);
});

liveDeskRoutes.post("/:id/end", async (c) => {
  const conversation = await conversationIn(c);
  if (!conversation) return notFound(c);
  const db = createDatabase(c.env);
  const now = new Date();
  const outcome = await endConversation(db, conversation.id, now);
  if (outcome === "ended") {
    await liveStub(c.env, conversation.id).announce(conversation.id, "The conversation has ended.");
    const messages = (await messagesAfter(db, conversation.id, 0)).filter((message) => message.side !== "system");
    const ended = (await findConversation(db, conversation.id)) ?? conversation;
    await addTranscriptToLead(db, ended, messages, now);
    if (conversation.status === "waiting") await appendLiveEvent(db, "live_missed", conversation, now);
    else await appendLiveEvent(db, "live_ended", conversation, now, messages.length);
  }
  return c.redirect(pagePath(conversation.id, outcome), 303);
});

liveDeskRoutes.get("/:id/socket", async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") return c.text("Connect with a WebSocket.", 426);
  const conversation = await conversationIn(c);
  if (!conversation) return notFound(c);
  return connect(c.env, c.req.raw, conversation.id, "staff", await staffName(createDatabase(c.env), user(c)), user(c));
});
