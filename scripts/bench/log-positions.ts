// Samples the log's head and each sink's position over time, so the benchmark can tell when an event
// (by its offset) was appended and when each sink had handled it.
import type { Client } from "@libsql/client";

export type PositionSample = { atMs: number; head: number; positions: Record<string, number> };

export type PositionSampler = { samples: PositionSample[]; stop: () => Promise<PositionSample[]> };

export function samplePositions(client: Client, intervalMs: number): PositionSampler {
  const samples: PositionSample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const [head, positions] = await Promise.all([
        client.execute("select coalesce(max(log_offset), 0) as head from analytics_events"),
        client.execute("select sink, position from analytics_sink_positions"),
      ]).catch(() => [undefined, undefined] as const);
      // The answer's time: what it shows was true by then (a lag is overstated by at most one interval).
      const atMs = Date.now();
      if (head && positions)
        samples.push({
          atMs,
          head: Number(head.rows[0]!.head),
          positions: Object.fromEntries(positions.rows.map((row) => [String(row.sink), Number(row.position)])),
        });
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

/**
 * When `value` of the samples first reached `offset`: the time of the sample before which it had not.
 * Samples are in time order and values only grow (a rewind aside), so this is a binary search.
 */
export function reachedAt(samples: readonly PositionSample[], offset: number, value: (s: PositionSample) => number): number | undefined {
  let low = 0;
  let high = samples.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (value(samples[mid]!) >= offset) high = mid;
    else low = mid + 1;
  }
  return samples[low]?.atMs;
}
