// Where live chat's latency tail comes from, measured beside the latency itself: the CPU each
// process of the stack used during the run (workerd, sqld, this client; from /proc, Linux), how late
// this client's own event loop ran (a late loop delays the timestamps it takes), and the machine's
// load when the run began.

import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";

/** User + system CPU seconds a process has used so far (0 once it has exited). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the name), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export type RunProfile = {
  loadAverage: number;
  /** CPU used during the run as a share of one core, per process group. */
  cpuShare: Record<string, number>;
  clientLoopDelayMs: { p99: number; max: number };
};

/** Starts watching `groups` (name → pids) and this process; `stop` says what the run cost. */
export function profileRun(groups: Record<string, number[]>): { stop: () => RunProfile } {
  const loadAverage = loadavg()[0]!;
  const all = { ...groups, client: [process.pid] };
  const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const before = Object.fromEntries(Object.entries(all).map(([name, pids]) => [name, cpuOf(pids)]));
  const started = performance.now();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return {
    stop: () => {
      loop.disable();
      const seconds = (performance.now() - started) / 1000;
      const cpuShare = Object.fromEntries(Object.entries(all).map(([name, pids]) => [name, (cpuOf(pids) - before[name]!) / seconds]));
      return { loadAverage, cpuShare, clientLoopDelayMs: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 } };
    },
  };
}
