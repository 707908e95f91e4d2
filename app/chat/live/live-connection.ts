import type { LiveMessage, LiveSendAnswer, LiveServerFrame, LiveStatus } from "../../../shared/live-chat";
import { acknowledged, type SavedLive, saveLive } from "./live-thread";

// The visitor's line to the conversation: a WebSocket that reconnects (with back-off) and resumes
// after the last message seen, re-sending what was not acknowledged; where WebSockets keep failing,
// polling (GET …/messages?after=, POST …/messages) does the same job.

type Handlers = {
  message: (message: LiveMessage) => void;
  status: (status: LiveStatus, answeredBy: string | null) => void;
  typing: () => void;
  connected: (connected: boolean) => void;
};

const POLL_MS = 3000;
const SOCKET_FAILURES_BEFORE_POLLING = 3;

export class LiveConnection {
  private socket: WebSocket | null = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    private saved: SavedLive,
    private readonly on: Handlers,
  ) {}

  private base = () => `/api/live/conversations/${this.saved.id}`;

  private update(change: Partial<SavedLive>): void {
    this.saved = { ...this.saved, ...change };
    saveLive(this.saved);
  }

  private receive(frame: LiveServerFrame | LiveSendAnswer): void {
    if (frame.type === "message") {
      if (frame.message.position > this.saved.last) this.update({ last: frame.message.position });
      this.on.message(frame.message);
    } else if (frame.type === "ack") this.update({ pending: acknowledged(this.saved.pending, frame.seq) });
    else if (frame.type === "status") this.on.status(frame.status, frame.answeredBy);
    else if (frame.type === "typing") this.on.typing();
    else if (frame.type === "error" && frame.seq !== undefined && frame.code !== "rate_limited")
      this.update({ pending: acknowledged(this.saved.pending, frame.seq) });
  }

  start(): void {
    if (this.closed) return;
    if (this.failures >= SOCKET_FAILURES_BEFORE_POLLING || typeof WebSocket === "undefined") {
      void this.poll();
      return;
    }
    const url = new URL(`${this.base()}/socket`, location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    url.search = new URLSearchParams({ token: this.saved.token, after: String(this.saved.last) }).toString();
    const socket = new WebSocket(url);
    this.socket = socket;
    let opened = false;
    socket.addEventListener("open", () => {
      opened = true;
      this.failures = 0;
      this.on.connected(true);
      for (const pending of this.saved.pending) socket.send(JSON.stringify({ type: "send", ...pending }));
    });
    socket.addEventListener("message", (event) => this.receive(JSON.parse(String(event.data)) as LiveServerFrame));
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.on.connected(false);
      if (!opened) this.failures++;
      if (!this.closed) this.timer = setTimeout(() => this.start(), Math.min(1000 * 2 ** this.failures, 10_000));
    });
  }

  private async poll(): Promise<void> {
    try {
      const headers = { "x-live-token": this.saved.token };
      for (const pending of this.saved.pending) {
        const res = await fetch(`${this.base()}/messages`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ type: "send", ...pending }),
        });
        this.receive((await res.json()) as LiveSendAnswer);
      }
      const res = await fetch(`${this.base()}/messages?after=${this.saved.last}`, { headers });
      if (res.ok) {
        const body = (await res.json()) as { status: LiveStatus; answeredBy: string | null; messages: LiveMessage[] };
        for (const message of body.messages) this.receive({ type: "message", message });
        this.on.status(body.status, body.answeredBy);
        this.on.connected(true);
      }
    } catch {
      this.on.connected(false);
    }
    if (!this.closed) this.timer = setTimeout(() => void this.poll(), POLL_MS);
  }

  /** Keeps the message until it is acknowledged; sent now if the line is up, else on reconnect. */
  send(text: string): void {
    const pending = { seq: this.saved.nextSeq, text };
    this.update({ nextSeq: pending.seq + 1, pending: [...this.saved.pending, pending] });
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: "send", ...pending }));
  }

  typing(): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: "typing" }));
  }

  stop(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.socket?.close(1000, "left");
  }
}
