// `npm run bench:live [-- --no-build] [--conversations 500] [--seconds 60] [--every 5]`
// Live chat under load: serves the product as `npm start` does (its own data folder and port, live
// chat every hour), starts N conversations, answers each from the desk, then each visitor sends a
// message every few seconds over its WebSocket while the staff side listens. A fifth of the visitors
// drop their connection once mid-run and reconnect after the last message seen, sending again what
// was not acknowledged. Measures visitor → staff latency, counts lost and duplicated messages (on
// the staff's sockets and in the database) and samples workerd's memory. Writes the "live chat"
// section of BENCHMARKS.md. Exits 1 when anything is lost or doubled.

import { cpus } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Client, createClient } from "@libsql/client";
import type { LiveServerFrame, LiveStarted } from "../shared/live-chat";
import { profileRun } from "./bench/live-profile";
import { startLocalProduct } from "./bench/local-product";
import { percentile } from "./bench/percentile";
import { commandLine, descendantsNamed, rssMiB, sampleRss } from "./bench/process-memory";
import { writeBenchmarkSection } from "./benchmarks-file";
import { freePort } from "./local-sqld";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    conversations: { type: "string", default: "500" },
    seconds: { type: "string", default: "60" },
    every: { type: "string", default: "5" },
  },
});
const N = Number(values.conversations);
const RUN_MS = Number(values.seconds) * 1000;
const EVERY_MS = Number(values.every) * 1000;
const DROPPED_SHARE = 0.2;
const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? (await freePort()));
const product = await startLocalProduct({
  port,
  dataDir: resolve(root, ".data/bench-live"),
  build: !values["no-build"],
  env: { LIVE_CHAT_HOURS: "always" },
});
const base = product.baseUrl;
const wsBase = base.replace(/^http/, "ws");
const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const deskPost = (path: string, form: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });

/** The visitor messages stored, asked again while sqld is still busy with the run (429). */
async function countStored(db: Client): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return Number((await db.execute("select count(*) as n from live_messages where side = 'visitor'")).rows[0]!.n);
    } catch (error) {
      if (attempt === 10) throw error;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

type Line = { socket: WebSocket; frames: LiveServerFrame[] };
function open(url: string): Promise<Line> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(url);
    const line: Line = { socket, frames: [] };
    socket.addEventListener("message", (event) => line.frames.push(JSON.parse(String(event.data)) as LiveServerFrame));
    socket.addEventListener("open", () => done(line));
    socket.addEventListener("error", () => fail(new Error(`could not connect to ${url}`)));
  });
}

type Conversation = {
  started: LiveStarted;
  visitor: Line;
  staff: Line;
  sentAt: Map<number, number>;
  /** Wall-clock send times, to compare with the stored message's createdAt. */
  sentWall: Map<number, number>;
  pending: Map<number, string>;
  nextSeq: number;
  last: number;
  latencies: number[];
  /** The same messages' time from sent to stored (createdAt), and from stored to the staff's socket. */
  toStored: number[];
  storedToStaff: number[];
  /** Sent to acknowledged, at the visitor. */
  acks: number[];
  seenAtStaff: Map<number, number>;
};

try {
  await deskPost("/desk/availability", { available: "yes", back: "/desk" });
  const workerd = descendantsNamed(product.pid, "workerd").filter((pid) => commandLine(pid).includes("--inspector-addr"));
  const idleMiB = rssMiB(workerd);
  console.log(`Starting ${N} conversations and answering each…`);
  const conversations: Conversation[] = [];
  for (let i = 0; i < N; i++) {
    const res = await fetch(`${base}/api/live/conversations`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": address(i) },
      body: JSON.stringify({ office: "nairobi", page: "/bench", name: `Visitor ${i}` }),
    });
    if (res.status !== 201) throw new Error(`start ${i}: ${res.status} ${await res.text()}`);
    const started = (await res.json()) as LiveStarted;
    await deskPost(`/desk/live/${started.id}/answer`, {});
    const visitor = await open(`${wsBase}/api/live/conversations/${started.id}/socket?token=${started.token}&after=0`);
    const staff = await open(`${wsBase}/desk/live/${started.id}/socket?after=0`);
    const conversation: Conversation = {
      started,
      visitor,
      staff,
      sentAt: new Map(),
      sentWall: new Map(),
      pending: new Map(),
      nextSeq: 1,
      last: 0,
      latencies: [],
      toStored: [],
      storedToStaff: [],
      acks: [],
      seenAtStaff: new Map(),
    };
    watch(conversation);
    conversations.push(conversation);
  }

  function watch(c: Conversation) {
    c.staff.socket.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data)) as LiveServerFrame;
      if (frame.type !== "message" || frame.message.side !== "visitor") return;
      c.seenAtStaff.set(frame.message.seq, (c.seenAtStaff.get(frame.message.seq) ?? 0) + 1);
      const sent = c.sentAt.get(frame.message.seq);
      if (sent !== undefined && c.seenAtStaff.get(frame.message.seq) === 1) {
        c.latencies.push(performance.now() - sent);
        const stored = Date.parse(frame.message.createdAt);
        c.toStored.push(stored - c.sentWall.get(frame.message.seq)!);
        c.storedToStaff.push(Date.now() - stored);
      }
    });
    listenVisitor(c);
  }

  function listenVisitor(c: Conversation) {
    c.visitor.socket.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data)) as LiveServerFrame;
      if (frame.type === "ack" && c.pending.delete(frame.seq)) c.acks.push(performance.now() - c.sentAt.get(frame.seq)!);
      if (frame.type === "message") c.last = Math.max(c.last, frame.message.position);
    });
    // As the chat does: a socket the server closed for a resend (a message it could not store) is
    // reopened after a second, and what was not acknowledged is sent again.
    c.visitor.socket.addEventListener("close", (event) => {
      if (event.code !== 1013) return;
      serverCloses++;
      setTimeout(() => void reconnect(c), 1000);
    });
  }

  let serverCloses = 0;

  let reconnectRetries = 0;
  async function reconnect(c: Conversation) {
    c.visitor.socket.close(1000, "dropped");
    // As the chat does: a refused reconnect is tried again after a pause.
    for (let attempt = 1; ; attempt++) {
      try {
        c.visitor = await open(`${wsBase}/api/live/conversations/${c.started.id}/socket?token=${c.started.token}&after=${c.last}`);
        break;
      } catch (error) {
        if (attempt === 5) throw error;
        reconnectRetries++;
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
    listenVisitor(c);
    for (const [seq, text] of c.pending) c.visitor.socket.send(JSON.stringify({ type: "send", seq, text }));
  }

  const openMiB = rssMiB(workerd);
  const memory = sampleRss(workerd, 200);
  const profile = profileRun({ workerd, sqld: descendantsNamed(product.pid, "sqld") });
  console.log(`Sending for ${RUN_MS / 1000} s, a message per conversation every ${EVERY_MS / 1000} s…`);
  const end = Date.now() + RUN_MS;
  const dropAt = new Map(
    conversations.filter((_, i) => i % Math.round(1 / DROPPED_SHARE) === 0).map((c) => [c, Date.now() + Math.random() * RUN_MS * 0.8]),
  );
  await Promise.all(
    conversations.map(async (c) => {
      await new Promise((r) => setTimeout(r, Math.random() * EVERY_MS));
      while (Date.now() < end) {
        const drop = dropAt.get(c);
        if (drop !== undefined && Date.now() >= drop) {
          dropAt.delete(c);
          await reconnect(c);
        }
        const seq = c.nextSeq++;
        const text = `message ${seq}`;
        c.pending.set(seq, text);
        c.sentAt.set(seq, performance.now());
        c.sentWall.set(seq, Date.now());
        if (c.visitor.socket.readyState === WebSocket.OPEN) c.visitor.socket.send(JSON.stringify({ type: "send", seq, text }));
        await new Promise((r) => setTimeout(r, EVERY_MS));
      }
    }),
  );
  // Let the last messages land, then re-send anything still unacknowledged once.
  await new Promise((r) => setTimeout(r, 3000));
  for (const c of conversations) for (const [seq, text] of c.pending) c.visitor.socket.send(JSON.stringify({ type: "send", seq, text }));
  await new Promise((r) => setTimeout(r, 3000));
  const { peakMiB } = memory.stop();
  const { loadAverage, cpuShare, clientLoopDelayMs } = profile.stop();

  const sent = conversations.reduce((n, c) => n + c.sentAt.size, 0);
  const lostAtStaff = conversations.reduce((n, c) => n + [...c.sentAt.keys()].filter((seq) => !c.seenAtStaff.has(seq)).length, 0);
  const doubledAtStaff = conversations.reduce((n, c) => n + [...c.seenAtStaff.values()].filter((count) => count > 1).length, 0);
  const db = createClient({ url: product.databaseUrl() });
  const stored = await countStored(db);
  const latencies = conversations.flatMap((c) => c.latencies).sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  for (const c of conversations) {
    c.visitor.socket.close();
    c.staff.socket.close();
  }
  const all = (pick: (c: Conversation) => number[]) => conversations.flatMap(pick);
  const pair = (values: number[]) => `${percentile(values, 50).toFixed(0)} · ${percentile(values, 99).toFixed(0)} ms`;
  const cpu = (name: string) => `${Math.round((cpuShare[name] ?? 0) * 100)}%`;
  const lines = [
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · load average ${loadAverage.toFixed(1)} when the run began · ${cpus().length} × ${cpus()[0]?.model.trim()}`,
    "",
    `Live chat, one machine (the product as \`npm start\` serves it, local sqld): ${N} conversations answered, each visitor`,
    `sending a message every ${EVERY_MS / 1000} s for ${RUN_MS / 1000} s over its WebSocket, ${Math.round(DROPPED_SHARE * 100)}% of visitors dropping their connection once`,
    "and reconnecting after the last message seen (re-sending what was not acknowledged).",
    "",
    "| measure | value |",
    "| --- | --- |",
    `| messages sent | ${sent} |`,
    `| visitor → staff latency p50 / p99 | ${p50.toFixed(1)} ms / ${p99.toFixed(1)} ms (target ≤ 50 / ≤ 250) |`,
    `| lost (sent, never shown to staff) | ${lostAtStaff} |`,
    `| shown twice to staff | ${doubledAtStaff} |`,
    `| stored in the database | ${stored} (sent: ${sent}) |`,
    `| sockets the server closed for a resend (a message it could not store) | ${serverCloses} |`,
    `| reconnects (retried after a refusal) | ${dropAt.size === 0 ? conversations.filter((_, i) => i % Math.round(1 / DROPPED_SHARE) === 0).length : "–"} (${reconnectRetries}) |`,
    `| of which sent → stored / stored → on the staff's socket, p50 · p99 | ${pair(all((c) => c.toStored))} / ${pair(all((c) => c.storedToStaff))} |`,
    `| sent → acknowledged to the visitor, p50 · p99 | ${pair(all((c) => c.acks))} |`,
    `| CPU during the run, share of one core: workerd / sqld / this client | ${cpu("workerd")} / ${cpu("sqld")} / ${cpu("client")} |`,
    `| this client's event-loop delay p99 / max | ${clientLoopDelayMs.p99.toFixed(0)} ms / ${clientLoopDelayMs.max.toFixed(0)} ms |`,
    `| Worker's workerd peak memory (before any conversation / with all ${N} open, before sending) | ${peakMiB.toFixed(0)} MiB (${idleMiB.toFixed(0)} / ${openMiB.toFixed(0)} MiB) |`,
    "",
    "Command: `npm run bench:live`.",
  ];
  console.log(lines.join("\n"));
  writeBenchmarkSection("live chat", lines.join("\n"));
  if (lostAtStaff > 0 || doubledAtStaff > 0 || stored !== sent) process.exitCode = 1;
} finally {
  await product.stop();
}
