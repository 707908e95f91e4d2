import { DurableObject } from "cloudflare:workers";
import * as v from "valibot";
import { LIVE_RATE, type LiveSendAnswer, type LiveServerFrame, type LiveSide, liveClientFrame } from "../../shared/live-chat";
import { loggableError } from "../api/errors";
import { retryWhenBusy } from "../db/busy-retry";
import { createDatabase, type Database } from "../db/client";
import { appendMessage, conversationSince, findConversation, nextSeq, storedMessage } from "./live-store";

// One Durable Object per live conversation: it holds both sides' WebSockets (the Hibernation API, so
// an idle conversation costs nothing) and puts every message through one queue: stored in libSQL,
// then acknowledged to its sender and sent to everyone connected. A socket gets the stored messages
// after the last one it saw before it joins the broadcast, so a reconnect misses nothing and sees
// nothing twice. The Worker checks who may connect (worker/live/live-api.ts, live-desk-routes.ts)
// and tells the object who is on the line in headers.

/** Who is sending; a staff member also by the desk's address, checked against who answered. */
type Speaker = { side: Exclude<LiveSide, "system">; author: string; staff?: string };
type Attachment = Speaker & { conversationId: string; ready: boolean };

export const LIVE_HEADERS = {
  conversation: "x-live-conversation",
  side: "x-live-side",
  author: "x-live-author",
  staff: "x-live-staff",
} as const;

const refusal = (code: Extract<LiveSendAnswer, { type: "error" }>["code"], message: string, seq?: number): LiveSendAnswer => ({
  type: "error",
  code,
  message,
  ...(seq === undefined ? {} : { seq }),
});

export class LiveConversation extends DurableObject<Env> {
  private queue: Promise<unknown> = Promise.resolve();
  /** Recent send times per side; kept in memory only, so a hibernated conversation starts afresh. */
  private readonly sent = new Map<string, number[]>();

  private database: Database | undefined;

  /** One client for the object's life (rebuilt after hibernation). */
  private db(): Database {
    this.database ??= createDatabase(this.env);
    return this.database;
  }

  /** Runs `task` after every earlier one: stores and broadcasts happen in position order. */
  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private broadcast(frame: LiveServerFrame, except?: WebSocket): void {
    const text = JSON.stringify(frame);
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === except || !(socket.deserializeAttachment() as Attachment | null)?.ready) continue;
      try {
        socket.send(text);
      } catch {
        // A socket closing under us gets the message on its reconnect, from the database.
      }
    }
  }

  private allowed(side: string, now: number): boolean {
    const recent = (this.sent.get(side) ?? []).filter((at) => now - at < LIVE_RATE.windowMs);
    if (recent.length >= LIVE_RATE.messages) {
      this.sent.set(side, recent);
      return false;
    }
    recent.push(now);
    this.sent.set(side, recent);
    return true;
  }

  /** A side's message: checked and stored in one statement, then acknowledged and shown. The answer goes to the sender. */
  async send(conversationId: string, speaker: Speaker, seq: number, text: string): Promise<LiveSendAnswer> {
    if (!this.allowed(speaker.side, Date.now())) return refusal("rate_limited", "Too many messages at once; wait a few seconds.", seq);
    return this.serially(async () => {
      const db = this.db();
      const message = await retryWhenBusy(() => appendMessage(db, { conversationId, ...speaker, seq, text }, new Date()));
      if (message) {
        this.broadcast({ type: "message", message });
        return { type: "ack", seq, position: message.position } satisfies LiveSendAnswer;
      }
      // Nothing stored: a refusal, or a resend of a stored message (acknowledged again, not shown twice).
      const conversation = await findConversation(db, conversationId);
      if (!conversation || conversation.status === "ended" || conversation.status === "missed")
        return refusal("ended", "This conversation has ended.", seq);
      // Any desk user may watch; only whoever answered (or was handed the conversation) may write.
      if (speaker.side === "staff" && (conversation.status !== "active" || conversation.answeredBy !== speaker.staff))
        return refusal("not_answerer", "Only whoever answered this conversation can reply, while it is going on.", seq);
      const stored = await storedMessage(db, conversationId, speaker.side, seq);
      if (stored) return { type: "ack", seq, position: stored.position } satisfies LiveSendAnswer;
      // Handed to this writer in between (a transfer): stored now.
      const retried = await appendMessage(db, { conversationId, ...speaker, seq, text }, new Date());
      if (!retried) return refusal("not_answerer", "Only whoever answered this conversation can reply, while it is going on.", seq);
      this.broadcast({ type: "message", message: retried });
      return { type: "ack", seq, position: retried.position } satisfies LiveSendAnswer;
    });
  }

  /** A notice from the team's side (joined, transferred, ended), stored like a message, and the new status. */
  async announce(conversationId: string, text: string | null): Promise<void> {
    await this.serially(async () => {
      const db = this.db();
      if (text) {
        const seq = await nextSeq(db, conversationId, "system");
        const message = await appendMessage(db, { conversationId, side: "system", seq, author: "Kilele", text }, new Date());
        if (message) this.broadcast({ type: "message", message });
      }
      const conversation = await findConversation(db, conversationId);
      if (conversation) this.broadcast({ type: "status", status: conversation.status, answeredBy: conversation.answeredBy });
    });
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("WebSocket only", { status: 426 });
    const conversationId = request.headers.get(LIVE_HEADERS.conversation) ?? "";
    const side = request.headers.get(LIVE_HEADERS.side) === "staff" ? "staff" : "visitor";
    const author = request.headers.get(LIVE_HEADERS.author) ?? "";
    const staff = side === "staff" ? (request.headers.get(LIVE_HEADERS.staff) ?? "") : undefined;
    const after = Number(new URL(request.url).searchParams.get("after")) || 0;
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ conversationId, side, author, staff, ready: false } satisfies Attachment);
    // Queued behind any store in progress: the backlog read after it holds that message, and the
    // socket joins the broadcast only once its backlog is sent.
    this.ctx.waitUntil(
      this.serially(async () => {
        const { conversation, messages } = await conversationSince(this.db(), conversationId, after);
        for (const message of messages) server.send(JSON.stringify({ type: "message", message }));
        if (conversation)
          server.send(
            JSON.stringify({ type: "status", status: conversation.status, answeredBy: conversation.answeredBy } satisfies LiveServerFrame),
          );
        server.serializeAttachment({ conversationId, side, author, staff, ready: true } satisfies Attachment);
      }),
    );
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(socket: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const attachment = socket.deserializeAttachment() as Attachment;
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof data === "string" ? data : new TextDecoder().decode(data));
    } catch {
      parsed = null;
    }
    const frame = v.safeParse(liveClientFrame, parsed);
    if (!frame.success) {
      const seq = (parsed as { seq?: unknown } | null)?.seq;
      socket.send(JSON.stringify(refusal("invalid", frame.issues[0].message, typeof seq === "number" ? seq : undefined)));
      return;
    }
    if (frame.output.type === "typing") {
      this.broadcast({ type: "typing", side: attachment.side }, socket);
      return;
    }
    let answer: LiveSendAnswer;
    try {
      answer = await this.send(attachment.conversationId, attachment, frame.output.seq, frame.output.text);
    } catch (error) {
      // Not stored, so not acknowledged: closing the socket makes the sender reconnect (with back-off)
      // and send again what was not acknowledged, with the same number, so it lands once.
      console.error(`live: a ${attachment.side} message was not stored; its socket is closed for a resend\n${loggableError(error)}`);
      socket.close(1013, "try again");
      return;
    }
    socket.send(JSON.stringify(answer));
  }

  async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    socket.close(code === 1005 || code === 1006 ? 1000 : code, "closed");
  }
}
