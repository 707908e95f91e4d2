// Resident memory of a process tree, read from /proc (Linux): the benchmarks find workerd under the
// product they started and sample its RSS while it works.

import { readdirSync, readFileSync } from "node:fs";

type ProcessInfo = { pid: number; ppid: number; name: string };

function processes(): ProcessInfo[] {
  return readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const ppid = Number(stat.slice(close + 2).split(" ")[1]);
      return [{ pid: Number(entry), ppid, name: stat.slice(stat.indexOf("(") + 1, close) }];
    } catch {
      return []; // exited while we looked
    }
  });
}

/** The processes named `name` among the descendants of `root`. */
export function descendantsNamed(root: number, name: string): number[] {
  const all = processes();
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const child of all.filter((p) => p.ppid === parent)) {
      queue.push(child.pid);
      if (child.name === name) found.push(child.pid);
    }
  }
  return found;
}

/** A process's command line, its arguments joined by spaces ("" once it has exited). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
}

/** The summed VmRSS of these processes, in MiB (a process that has exited counts 0). */
export function rssMiB(pids: number[]): number {
  let kib = 0;
  for (const pid of pids) {
    try {
      kib += Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // exited
    }
  }
  return kib / 1024;
}

/** Samples the RSS every `intervalMs` until stopped; `stop` gives the peak and the number of samples. */
export function sampleRss(pids: number[], intervalMs = 10): { stop: () => { peakMiB: number; samples: number } } {
  let peakMiB = rssMiB(pids);
  let samples = 1;
  const timer = setInterval(() => {
    peakMiB = Math.max(peakMiB, rssMiB(pids));
    samples++;
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      peakMiB = Math.max(peakMiB, rssMiB(pids));
      return { peakMiB, samples: samples + 1 };
    },
  };
}
