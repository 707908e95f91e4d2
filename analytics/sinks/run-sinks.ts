import type { LogDatabase } from "../log/log-database";
import { runSink, type SinkRun } from "./run-sink";
import type { Sink } from "./sink";

/** How long one wake-up may spend on each sink before it hands over to the next wake-up. */
const RUN_BUDGET_MS = 20_000;

/** Runs every sink side by side: each keeps its own position, so one that fails holds back no other. */
export async function runSinks(db: LogDatabase, sinks: readonly Sink[]): Promise<SinkRun[]> {
  const runs = await Promise.all(sinks.map((sink) => runSink(db, sink, RUN_BUDGET_MS)));
  for (const run of runs.filter((r) => r.error)) console.warn(`analytics sink ${run.sink} held at offset ${run.to}: ${run.error}`);
  return runs;
}

/** A sink that stopped on its time budget (a replay, a backlog) rather than caught up, failed or held by another run. */
export const stoppedOnBudget = (runs: readonly SinkRun[]) => runs.some((run) => !run.caughtUp && !run.busy && !run.error);
