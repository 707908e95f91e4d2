import { sql } from "drizzle-orm";
import type { LogDatabase } from "../log/log-database";

// Operating the sinks: where each stands, and rewinding one so it sends the log again from a point.

export type SinkStatus = {
  sink: string;
  position: number;
  /** Events in the log after the position. */
  behind: number;
  /** When the oldest event the sink has not handled was received; null when it is caught up. */
  oldestUnsentAt: string | null;
  leaseUntil: string | null;
};

/** Each named sink's position (0 for one that never ran), how far behind it is, and since when. */
export async function sinkStatuses(db: LogDatabase, sinks: readonly string[]): Promise<SinkStatus[]> {
  const rows = await db.all<{ sink: string; position: number; lease_until: string | null }>(
    sql`select sink, position, lease_until from analytics_sink_positions`,
  );
  const names = [...new Set([...sinks, ...rows.map((row) => row.sink)])];
  return Promise.all(
    names.map(async (sink) => {
      const row = rows.find((r) => r.sink === sink);
      const position = Number(row?.position ?? 0);
      const [after] = await db.all<{ behind: number; oldest: string | null }>(
        sql`select count(*) as behind, (select received_at from analytics_events where log_offset > ${position} order by log_offset limit 1) as oldest
          from analytics_events where log_offset > ${position}`,
      );
      return {
        sink,
        position,
        behind: Number(after?.behind ?? 0),
        oldestUnsentAt: after?.oldest ?? null,
        leaseUntil: row?.lease_until ?? null,
      };
    }),
  );
}

/** The position from which a sink re-sends every event received at or after `time`. */
export async function positionBefore(db: LogDatabase, time: string): Promise<number> {
  const [row] = await db.all<{ position: number }>(
    sql`select coalesce((select min(log_offset) from analytics_events where received_at >= ${time}),
      (select coalesce(max(log_offset), 0) + 1 from analytics_events)) - 1 as position`,
  );
  return Number(row?.position ?? 0);
}

/**
 * Sets the sink's position to `position`, so its next run sends every event after it again. Takes the
 * lease away from a run in progress: that run stops at its next commit rather than moving the position on.
 */
export async function rewindSink(db: LogDatabase, sink: string, position: number): Promise<void> {
  await db.run(
    sql`insert into analytics_sink_positions (sink, position) values (${sink}, ${position})
      on conflict (sink) do update set position = excluded.position, lease_owner = null, lease_until = null,
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  );
}
