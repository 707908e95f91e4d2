import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { LiveServerFrame, LiveStarted } from "../../shared/live-chat";
import { createDatabase } from "../../worker/db/client";
import { setAvailability } from "../../worker/desk/team";
import { deskAs, ORIGIN, uniqueTag } from "./desk-fixtures";
import { fetchWorker, testDb, visitorAddress } from "./worker-harness";

// What the live-chat tests share: live chat switched on (a secret, every hour), a visitor starting a
// conversation through the real API, and WebSockets whose frames are collected to wait on.

export const LIVE = { LIVE_CHAT_SECRET: "worker-tests-live-chat", LIVE_CHAT_HOURS: "always" } satisfies Partial<Env>;

/** Someone of the team Available for every office, so a conversation can start. */
export async function someoneAvailable(): Promise<string> {
  const email = `live.${uniqueTag().toLowerCase()}@kilele.test`;
  await setAvailability(createDatabase(env), email, true, new Date());
  return email;
}

export function visitorRequest(path: string, init: RequestInit & { token?: string } = {}): Request {
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", visitorAddress());
  if (init.token) headers.set("x-live-token", init.token);
  if (init.body) headers.set("content-type", "application/json");
  return new Request(`${ORIGIN}${path}`, { ...init, headers });
}

export async function startConversation(fields: Record<string, unknown> = {}): Promise<LiveStarted> {
  await someoneAvailable();
  const body = JSON.stringify({ office: "nairobi", page: "/services", name: "Achieng", context: ["Intent: sales"], ...fields });
  const res = await fetchWorker(visitorRequest("/api/live/conversations", { method: "POST", body }), LIVE);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as LiveStarted;
}

/** A WebSocket whose frames are kept; `next` waits for the first frame after those already taken that matches. */
export class Line {
  readonly frames: LiveServerFrame[] = [];
  private taken = 0;
  private wakers: (() => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.accept();
    socket.addEventListener("message", (event) => {
      this.frames.push(JSON.parse(event.data as string) as LiveServerFrame);
      for (const wake of this.wakers.splice(0)) wake();
    });
  }

  send(frame: unknown): void {
    this.socket.send(JSON.stringify(frame));
  }

  async next<T extends LiveServerFrame["type"]>(type: T, timeoutMs = 5000): Promise<Extract<LiveServerFrame, { type: T }>> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame, i) => i >= this.taken && frame.type === type);
      if (index >= 0) {
        this.taken = index + 1;
        return this.frames[index] as Extract<LiveServerFrame, { type: T }>;
      }
      if (Date.now() > until) throw new Error(`no ${type} frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((wake) => {
        this.wakers.push(wake);
        setTimeout(wake, 100);
      });
    }
  }

  /** Waits for the message with this text. */
  async message(text: string): Promise<Extract<LiveServerFrame, { type: "message" }>> {
    for (;;) {
      const frame = await this.next("message");
      if (frame.message.text === text) return frame;
    }
  }

  /** Frames of a type received so far. */
  all<T extends LiveServerFrame["type"]>(type: T): Extract<LiveServerFrame, { type: T }>[] {
    return this.frames.filter((frame): frame is Extract<LiveServerFrame, { type: T }> => frame.type === type);
  }

  close(): void {
    this.socket.close(1000, "done");
  }
}

export async function visitorLine(started: LiveStarted, after = 0): Promise<Line> {
  const res = await fetchWorker(
    visitorRequest(`/api/live/conversations/${started.id}/socket?token=${started.token}&after=${after}`, {
      headers: { upgrade: "websocket" },
    }),
    LIVE,
  );
  expect(res.status).toBe(101);
  return new Line(res.webSocket!);
}

export async function staffLine(id: string, user: string, after = 0): Promise<Line> {
  const res = await fetchWorker(
    new Request(`${ORIGIN}/desk/live/${id}/socket?after=${after}`, { headers: { upgrade: "websocket" } }),
    deskAs(user, LIVE),
  );
  expect(res.status).toBe(101);
  return new Line(res.webSocket!);
}

export async function storedMessages(id: string) {
  const { rows } = await testDb.execute({
    sql: "select side, seq, author, text from live_messages where conversation_id = ? order by position",
    args: [id],
  });
  return rows.map((row) => ({ ...row }));
}
