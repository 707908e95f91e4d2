import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatQualificationFunnel } from "../../analytics/funnels/funnel";
import { appendEvents, type LogEntry } from "../../analytics/log/append";
import { funnelRollupSink } from "../../analytics/sinks/funnel-rollup-sink";
import { runSinks } from "../../analytics/sinks/run-sinks";
import { positionBefore, rewindSink, sinkStatuses } from "../../analytics/sinks/sink-positions";
import { createDatabase } from "../../worker/db/client";
import { failNextBatches, receivedBatches } from "./posthog-stand-in-client";
import { freshPostHogSink, logEnd } from "./sink-fixtures";

const db = createDatabase(env);

const entry = (sessionId: string, eventType: string, data: unknown, more: Partial<LogEntry> = {}): LogEntry => {
  const now = new Date().toISOString();
  return {
    eventId: crypto.randomUUID(),
    sessionId,
    eventType,
    schemaVersion: 1,
    data,
    occurredAt: now,
    receivedAt: now,
    country: "KE",
    ...more,
  };
};

async function append(entries: LogEntry[]): Promise<Map<string, number>> {
  await appendEvents(db, entries);
  const rows = await db.all<{ event_id: string; log_offset: number }>(
    sql`select event_id, log_offset from analytics_events where event_id in (${sql.join(
      entries.map((e) => sql`${e.eventId}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.event_id, Number(row.log_offset)]));
}

/** How many times the stand-in received each of `ids` under `key`. */
async function receipts(key: string, ids: readonly string[]): Promise<number[]> {
  const sent = (await receivedBatches(key)).flatMap((b) => b.batch.map((e) => e.uuid));
  return ids.map((id) => sent.filter((uuid) => uuid === id).length);
}

const intents = (sessionId: string, n: number) => Array.from({ length: n }, () => entry(sessionId, "intent_selected", { intent: "sales" }));
const positionOf = async (sink: string) => (await sinkStatuses(db, [sink])).find((s) => s.sink === sink)!.position;

describe("sinks with their own positions", () => {
  it("a sink whose destination fails holds its position while the other advances, then catches up, each event once", async () => {
    const down = await freshPostHogSink();
    const up = await freshPostHogSink();
    const events = intents(crypto.randomUUID(), 5);
    const offsets = await append(events);
    const last = Math.max(...offsets.values());
    const downFrom = await positionOf(down.sink.name);
    await failNextBatches(down.key, 1, 503);

    const [failed, advanced] = await runSinks(db, [down.sink, up.sink]);

    expect(failed).toMatchObject({ error: expect.stringContaining("503"), to: downFrom });
    expect(await positionOf(down.sink.name)).toBe(downFrom);
    expect(advanced).toMatchObject({ caughtUp: true });
    expect(await positionOf(up.sink.name)).toBeGreaterThanOrEqual(last);
    const ids = events.map((e) => e.eventId);
    expect(await receipts(up.key, ids)).toEqual([1, 1, 1, 1, 1]);
    expect(await receipts(down.key, ids)).toEqual([0, 0, 0, 0, 0]);

    const [recovered] = await runSinks(db, [down.sink]);
    expect(recovered).toMatchObject({ caughtUp: true });
    expect(await positionOf(down.sink.name)).toBeGreaterThanOrEqual(last);
    expect(await receipts(down.key, ids)).toEqual([1, 1, 1, 1, 1]);
  });

  it("rewound to an offset or a time, a sink re-sends exactly the events after it, once per replay", async () => {
    const { key, sink } = await freshPostHogSink();
    const events = intents(crypto.randomUUID(), 6);
    const offsets = await append(events);
    const ids = events.map((e) => e.eventId);
    await runSinks(db, [sink]);
    expect(await receipts(key, ids)).toEqual([1, 1, 1, 1, 1, 1]);

    await rewindSink(db, sink.name, offsets.get(ids[2]!)!);
    await runSinks(db, [sink]);
    expect(await receipts(key, ids)).toEqual([1, 1, 1, 2, 2, 2]);

    // By time: everything received at or after the first event's time goes again.
    expect(await positionBefore(db, events[0]!.receivedAt)).toBeLessThan(offsets.get(ids[0]!)!);
    await rewindSink(db, sink.name, await positionBefore(db, events[0]!.receivedAt));
    await runSinks(db, [sink]);
    expect(await receipts(key, ids)).toEqual([2, 2, 2, 3, 3, 3]);
  });

  it("sends events older than PostHog's live window as a historical import, and new ones live", async () => {
    const { key, sink } = await freshPostHogSink();
    const sessionId = crypto.randomUUID();
    const old = entry(
      sessionId,
      "intent_selected",
      { intent: "sales" },
      { receivedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() },
    );
    const fresh = entry(sessionId, "intent_selected", { intent: "faq" });
    await append([old, fresh]);
    await runSinks(db, [sink]);

    const batches = await receivedBatches(key);
    const historical = batches.filter((b) => (b as { historical_migration?: boolean }).historical_migration === true);
    const live = batches.filter((b) => !("historical_migration" in b));
    expect(historical.flatMap((b) => b.batch.map((e) => e.uuid))).toContain(old.eventId);
    expect(live.flatMap((b) => b.batch.map((e) => e.uuid))).toContain(fresh.eventId);
    expect(historical.flatMap((b) => b.batch.map((e) => e.uuid))).not.toContain(fresh.eventId);
  });
});

describe("the funnel rollup", () => {
  const source = () => `rollup-${crypto.randomUUID().slice(0, 8)}`;
  const start = (sessionId: string, utm_source: string, seq: number, receivedAt: string) =>
    entry(sessionId, "session_start", { timestamp: receivedAt, utm_source }, { seq, receivedAt });
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 20, 9, 0, 0) + ms).toISOString();

  async function daily(utmSource: string) {
    const rows = await db.all<{ day: string; step: number; sessions: number }>(
      sql`select day, step, sessions from analytics_funnel_daily where funnel_id = ${chatQualificationFunnel.id} and source = ${utmSource} order by step`,
    );
    return rows.map((row) => [row.day, Number(row.step), Number(row.sessions)]);
  }

  it("counts sessions per day (EAT), step and source, orders a session's steps by sequence, and a replay changes nothing", async () => {
    const utmSource = source();
    const sink = funnelRollupSink(chatQualificationFunnel, `funnel-${utmSource}`);
    const before = await logEnd();
    await rewindSink(db, sink.name, before);
    const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await append([
      // a: opened, chose sales, answered the organisation type.
      start(a, utmSource, 0, at(0)),
      entry(a, "intent_selected", { intent: "sales" }, { seq: 1, receivedAt: at(1000) }),
      entry(a, "step_completed", { step: "orgType", value: "SME" }, { seq: 2, receivedAt: at(2000) }),
      // b: opened only, at 23:30 EAT the day before (20:30 UTC).
      start(b, utmSource, 0, new Date(Date.UTC(2026, 10, 19, 20, 30)).toISOString()),
      // c: its intent arrived before its start, but the browser's sequence says the start came first.
      entry(c, "intent_selected", { intent: "sales" }, { seq: 8, receivedAt: at(500) }),
      start(c, utmSource, 7, at(900)),
    ]);

    await runSinks(db, [sink]);
    const counted = [
      ["2026-11-19", 1, 1],
      ["2026-11-20", 1, 2],
      ["2026-11-20", 2, 2],
      ["2026-11-20", 3, 1],
    ];
    expect((await daily(utmSource)).sort()).toEqual(counted.sort());

    await rewindSink(db, sink.name, before);
    await runSinks(db, [sink]);
    expect((await daily(utmSource)).sort()).toEqual(counted.sort());
  });
});
