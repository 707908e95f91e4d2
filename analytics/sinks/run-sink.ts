import { sql } from "drizzle-orm";
import type { LogDatabase } from "../log/log-database";
import { readLog } from "../log/read-log";
import type { Sink } from "./sink";

/** How long a run owns its sink without renewing; a run that died frees the sink after this. */
const LEASE_MS = 60_000;

export type SinkRun = {
  sink: string;
  /** The position the run started from and the one it committed last. */
  from: number;
  to: number;
  delivered: number;
  /** Nothing left after `to` when the run stopped. */
  caughtUp: boolean;
  /** Another run held the sink; this one did nothing. */
  busy?: true;
  error?: string;
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Moves one sink forward: takes its lease, then reads the log from its position in batches, hands
 * each to the destination and commits the new position (with the sink's own rows) only once the
 * destination accepted. A failure keeps the position, so the same events go again next time; other
 * sinks are not held back. Stops when caught up or after `budgetMs`, and frees the lease.
 */
export async function runSink(db: LogDatabase, sink: Sink, budgetMs: number, now: () => number = Date.now): Promise<SinkRun> {
  const owner = crypto.randomUUID();
  const started = now();
  // One round trip: the sink's row is made on its first run, and the lease taken unless another run holds it.
  const [lease] = await db.all<{ position: number }>(
    sql`insert into analytics_sink_positions (sink, lease_owner, lease_until) values (${sink.name}, ${owner}, ${iso(now() + LEASE_MS)})
      on conflict (sink) do update set lease_owner = excluded.lease_owner, lease_until = excluded.lease_until
      where lease_until is null or lease_until < ${iso(now())} returning position`,
  );
  if (!lease) return { sink: sink.name, from: -1, to: -1, delivered: 0, caughtUp: false, busy: true };
  const run: SinkRun = { sink: sink.name, from: Number(lease.position), to: Number(lease.position), delivered: 0, caughtUp: false };
  let holding = true;
  try {
    for (;;) {
      const events = await readLog(db, run.to, sink.batchSize);
      if (events.length === 0) return { ...run, caughtUp: true };
      const own = await sink.deliver(events, db);
      const last = events.at(-1)!.logOffset;
      // A short batch is the log's end: the run frees its lease in the same write.
      const done = events.length < sink.batchSize;
      const advance = db.run(
        sql`update analytics_sink_positions set position = ${last}, updated_at = ${iso(now())},
          lease_owner = ${done ? null : owner}, lease_until = ${done ? null : iso(now() + LEASE_MS)}
          where sink = ${sink.name} and lease_owner = ${owner}`,
      );
      const results = await db.batch([advance, ...own]);
      // A rewind (npm run analytics -- replay) takes the lease away: stop, the next run starts from there.
      if (results[0].rowsAffected !== 1) return run;
      holding = !done;
      run.to = last;
      run.delivered += events.length;
      if (done) return { ...run, caughtUp: true };
      if (now() - started > budgetMs) return run;
    }
  } catch (error) {
    return { ...run, error: error instanceof Error ? error.message : String(error) };
  } finally {
    if (holding)
      await db
        .run(
          sql`update analytics_sink_positions set lease_owner = null, lease_until = null where sink = ${sink.name} and lease_owner = ${owner}`,
        )
        .catch(() => {});
  }
}
