import { type Context, Hono } from "hono";
import * as v from "valibot";
import { type LiveOfferAnswer, type LiveStarted, liveClientFrame, liveEndSchema, liveStartSchema } from "../../shared/live-chat";
import { OFFICE_IDS, type OfficeId } from "../../shared/office-ids";
import { ApiError } from "../api/errors";
import { limitBody, requireJson, validJson } from "../api/request-guards";
import type { AppBindings } from "../app-env";
import { createDatabase } from "../db/client";
import { configuredDestinations } from "../delivery/destination-config";
import { routeOffice } from "../delivery/office-routing";
import { enqueueDeliveries } from "../delivery/outbox";
import { visitorCountry } from "../http/visitor-country";
import { isConversationId, newConversationId, visitorToken, visitorTokenMatches } from "./live-capability";
import { LIVE_HEADERS } from "./live-conversation-object";
import { appendLiveEvent } from "./live-events";
import { liveChatHours, liveOffer } from "./live-offer";
import { createConversation, findConversation, messagesAfter } from "./live-store";
import { endByVisitor } from "./live-visitor-end";
import { sessionLeadId } from "./live-visitor-lead";

// The visitor's side of live chat, under /api/live: whether a person is offered, starting a
// conversation, and its messages by WebSocket or, where WebSockets fail, by polling. Every call
// about a conversation carries the visitor's capability for it (X-Live-Token; `token` in the
// WebSocket's query, which a browser cannot give headers).

/** Without its secret live chat is off, and its routes answer as if absent (as the desk's do without Access). */
function secret(env: Env): string {
  if (!env.LIVE_CHAT_SECRET) throw new ApiError(404, "live_chat_off", "Live chat is not available.");
  return env.LIVE_CHAT_SECRET;
}

/** The conversation in the path, once the visitor has shown it is theirs; anything else is the same 404. */
async function visitorsConversation(c: Context<AppBindings>, token: string | undefined) {
  const id = c.req.param("id") ?? "";
  const refused = new ApiError(404, "not_found", "No such conversation.");
  if (!isConversationId(id) || !token || !(await visitorTokenMatches(secret(c.env), id, token))) throw refused;
  const conversation = await findConversation(createDatabase(c.env), id);
  if (!conversation) throw refused;
  return conversation;
}

/** The office asked for, else the one the visitor's country routes to (as their lead would be). */
const officeOf = (value: string | undefined, request: Request): OfficeId =>
  (OFFICE_IDS as readonly string[]).includes(value ?? "") ? (value as OfficeId) : routeOffice(null, visitorCountry(request)).id;

/**
 * The clock the offer is decided by: now, or a browser test's fixed `?at=` under npm start
 * (LOCAL_SCHEDULED_ROUTE=on, as for its Cron route); production has no such variable.
 */
function clockOf(c: Context<AppBindings>): Date {
  const at = c.env.LOCAL_SCHEDULED_ROUTE === "on" ? Date.parse(c.req.query("at") ?? "") : Number.NaN;
  return Number.isNaN(at) ? new Date() : new Date(at);
}

export const liveStub = (env: Env, id: string) => env.LIVE_CONVERSATION.get(env.LIVE_CONVERSATION.idFromName(id));

/** The object's WebSocket answer, in a Response of our own so the middleware can still add headers. */
/** Hands a WebSocket to the conversation's object, saying who is on the line (`staff`: the desk user's address). */
export async function connect(
  env: Env,
  request: Request,
  id: string,
  side: "visitor" | "staff",
  author: string,
  staff = "",
): Promise<Response> {
  const headers = new Headers({
    upgrade: "websocket",
    [LIVE_HEADERS.conversation]: id,
    [LIVE_HEADERS.side]: side,
    [LIVE_HEADERS.author]: author,
    [LIVE_HEADERS.staff]: staff,
  });
  const answer = await liveStub(env, id).fetch(new Request(request.url, { headers }));
  return new Response(null, { status: answer.status, webSocket: answer.webSocket });
}

export const liveApi = new Hono<AppBindings>()
  .get("/offer", async (c) => {
    const office = officeOf(c.req.query("office"), c.req.raw);
    const offer = c.env.LIVE_CHAT_SECRET
      ? await liveOffer(createDatabase(c.env), office, liveChatHours(c.env), clockOf(c))
      : ({ offered: false, backAt: null, reason: "nobody_available" } as const);
    return c.json({ ...offer, office } satisfies LiveOfferAnswer);
  })
  .post("/conversations", requireJson, limitBody, validJson(liveStartSchema), async (c) => {
    const key = secret(c.env);
    const { sessionKey, ...input } = c.req.valid("json");
    const office = officeOf(input.office, c.req.raw);
    const db = createDatabase(c.env);
    const offer = await liveOffer(db, office, liveChatHours(c.env), clockOf(c));
    if (!offer.offered)
      return c.json({ error: { code: "not_offered", message: "Nobody from the team can answer right now." }, offer }, 409);
    const id = newConversationId();
    const now = new Date();
    // After a lead, the session's secret proves the lead is the visitor's own: the conversation joins it.
    const leadId = (sessionKey && input.sessionId ? await sessionLeadId(db, input.sessionId, sessionKey) : null) ?? input.leadId;
    // Slack hears "Visitor waiting" (written with the conversation, sent by the queue).
    const alerts = await createConversation(
      db,
      { ...input, ...(leadId ? { leadId } : {}), office, id },
      now,
      configuredDestinations(c.env),
    );
    enqueueDeliveries(c.env, (p) => c.executionCtx.waitUntil(p), alerts);
    const created = await findConversation(db, id);
    if (created) await appendLiveEvent(db, "live_requested", created, now);
    return c.json({ id, token: await visitorToken(key, id), status: "waiting" } satisfies LiveStarted, 201);
  })
  .get("/conversations/:id/messages", async (c) => {
    const conversation = await visitorsConversation(c, c.req.header("x-live-token"));
    const after = Number(c.req.query("after")) || 0;
    const messages = await messagesAfter(createDatabase(c.env), conversation.id, after);
    return c.json({ status: conversation.status, answeredBy: conversation.answeredBy, messages });
  })
  .post("/conversations/:id/messages", requireJson, limitBody, async (c) => {
    const conversation = await visitorsConversation(c, c.req.header("x-live-token"));
    const frame = v.safeParse(liveClientFrame, await c.req.json());
    if (!frame.success || frame.output.type !== "send")
      throw new ApiError(400, "invalid", frame.success ? "Send a message." : frame.issues[0].message);
    const answer = await liveStub(c.env, conversation.id).send(
      conversation.id,
      { side: "visitor", author: conversation.visitorName ?? "Visitor" },
      frame.output.seq,
      frame.output.text,
    );
    return c.json(answer, answer.type === "ack" ? 200 : answer.code === "rate_limited" ? 429 : 409);
  })
  .post("/conversations/:id/end", requireJson, limitBody, validJson(liveEndSchema), async (c) => {
    const conversation = await visitorsConversation(c, c.req.header("x-live-token"));
    const effects = { stub: liveStub(c.env, conversation.id), waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p) };
    return c.json(await endByVisitor(c.env, conversation, c.req.valid("json").transcript, new Date(), effects));
  })
  .get("/conversations/:id/socket", async (c) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") throw new ApiError(426, "websocket_only", "Connect with a WebSocket.");
    const conversation = await visitorsConversation(c, c.req.query("token"));
    return connect(c.env, c.req.raw, conversation.id, "visitor", conversation.visitorName ?? "Visitor");
  });
