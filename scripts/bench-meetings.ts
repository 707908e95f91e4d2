// `npm run bench:meetings`: (1) slot computation, in process: 3 offices × 10 hosts × 10 business
// days with 40% of seats taken, p50/p95 of computing all three offices; (2) the real product
// (scripts/start.ts in workerd, its own sqld under .data/bench-meetings) with the database
// DB_DELAY_MS = 150 ms away: p50 of GET /api/meetings/slots and of POST /api/meetings, one at a time.
// Writes the figures into BENCHMARKS.md. Options: --no-build (reuse build/), --bookings <n> (default 40).

import { spawn } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { meetingSlots, type SlotHost, type TakenSeat } from "../shared/meeting-slots";
import type { SlotsResponse } from "../shared/meetings";
import { OFFICE_IDS } from "../shared/office-ids";
import { meetingOffices } from "../worker/meetings/meeting-offices";
import { waitForHealth } from "./bench/wait-for-health";
import { writeBenchmarkSection } from "./benchmarks-file";
import { freePort } from "./local-sqld";

const root = resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: { "no-build": { type: "boolean", default: false }, bookings: { type: "string", default: "40" } },
});
const DB_DELAY_MS = 150;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

function slotComputation() {
  const now = new Date("2026-11-23T07:00:00+03:00");
  const hosts: SlotHost[] = Array.from({ length: 10 }, (_, i) => ({
    email: `host${i}@kilele.tech`,
    days: [1, 2, 3, 4, 5, 6],
    opens: "08:00",
    closes: "17:00",
    dailyCapacity: 16,
  }));
  const inputs = OFFICE_IDS.map((id) => {
    const { office, holidays } = meetingOffices[id];
    const all = meetingSlots({ openingHours: office.openingHours, holidays, hosts, taken: [], now });
    const taken: TakenSeat[] = all.flatMap((slot) =>
      slot.seats.filter(() => Math.random() < 0.4).map((seat) => ({ start: slot.start, seat })),
    );
    return { openingHours: office.openingHours, holidays, hosts, taken, now };
  });
  for (let i = 0; i < 50; i++) for (const input of inputs) meetingSlots(input);
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    slots = inputs.reduce((sum, input) => sum + meetingSlots(input).length, 0);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), slots, seatsTaken: inputs.reduce((sum, i) => sum + i.taken.length, 0) };
}

async function bookingLatency(bookings: number) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const startArgs = ["--import", "tsx", resolve(root, "scripts/start.ts"), "--fresh", ...(args["no-build"] ? ["--no-build"] : [])];
  const server = spawn(process.execPath, startArgs, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: ".data/bench-meetings", DB_DELAY_MS: String(DB_DELAY_MS) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((done) => server.once("exit", done));
  try {
    await waitForHealth(server, baseUrl);
    const load = loadavg()[0]!;
    const slotTimes: number[] = [];
    const bookTimes: number[] = [];
    let booked = 0;
    for (let i = 0; i < bookings; i++) {
      const office = OFFICE_IDS[i % OFFICE_IDS.length]!;
      let started = performance.now();
      const { slots } = (await (await fetch(`${baseUrl}/api/meetings/slots?office=${office}&kind=video`)).json()) as SlotsResponse;
      slotTimes.push(performance.now() - started);
      // Each booking carries its own page's form token, as a visitor's does (fetched outside the timing).
      const page = await (await fetch(`${baseUrl}/meet?office=${office}`)).text();
      const formToken = page.match(/<meta[^>]*name="form-token"[^>]*content="([^"]+)"/)?.[1] ?? "";
      started = performance.now();
      // Each booking from a visitor of its own: the per-client form rate limit would stop one address after ten.
      const res = await fetch(`${baseUrl}/api/meetings`, {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` },
        body: JSON.stringify({
          office,
          kind: "video",
          start: slots[i]!.start,
          name: "Amina Otieno",
          email: `amina.${i}.${crypto.randomUUID().slice(0, 6)}@pwani.co.ke`,
          company: "Pwani Logistics",
          form_token: formToken,
        }),
      });
      const took = performance.now() - started;
      if (res.status !== 201) throw new Error(`booking ${i} answered ${res.status}: ${await res.text()}`);
      bookTimes.push(took);
      booked++;
    }
    return { load, slots: percentile(slotTimes, 50), book: percentile(bookTimes, 50), bookP95: percentile(bookTimes, 95), booked };
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
  }
}

const computed = slotComputation();
console.log(
  `slot computation, 3 offices × 10 hosts × 10 days: p50 ${ms(computed.p50)}, p95 ${ms(computed.p95)} (${computed.slots} free slots)`,
);
const bookings = Number(args.bookings);
const served = await bookingLatency(bookings);
console.log(
  `database ${DB_DELAY_MS} ms away: slots p50 ${ms(served.slots)}, booking p50 ${ms(served.book)} (${served.booked}/${bookings} booked)`,
);

writeBenchmarkSection(
  "meetings",
  `## Meetings (\`npm run bench:meetings\`)

Slot computation in process (shared/meeting-slots.ts): 3 offices × 10 hosts × 10 business days, ${computed.seatsTaken} host seats (40%) taken, all three offices per run, 500 runs.

| Measure | p50 | p95 |
| --- | --- | --- |
| Slots of 3 offices (${computed.slots} free) | ${ms(computed.p50)} | ${ms(computed.p95)} |

The built product (scripts/start.ts, workerd) with the database ${DB_DELAY_MS} ms away (DB_DELAY_MS), ${bookings} bookings one at a time, each with its page's form token:

| Request | p50 |
| --- | --- |
| GET /api/meetings/slots | ${ms(served.slots)} |
| POST /api/meetings (${served.booked}/${bookings} answered 201) | ${ms(served.book)} (p95 ${ms(served.bookP95)}) |

Booking target: p50 ≤ one round trip + 25 ms (${DB_DELAY_MS + 25} ms) — ${served.book <= DB_DELAY_MS + 25 ? "met" : "missed"}.

A booking is one database round trip: the time is checked against the office's hours in the Worker, then one write batch chooses the seat among the office's hosts (round robin in SQL), matches the lead, checks and binds the form token, and stores the meeting, its timeline entry, its messages and its event. Only a booking that wins no seat reads once more, to answer 409 with alternatives (or 400).

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, load average ${served.load.toFixed(1)} when the bookings began (${cpus().length} cores, shared with other work).`,
);
