import { elapsed } from "../../shared/eat-time";
import type { LogDatabase } from "../log/log-database";
import { KNOWN_SINKS, SINK_NAMES } from "../sinks/sink-names";
import { type SinkStatus, sinkStatuses } from "../sinks/sink-positions";
import type { OutputFormat } from "./analytics-args";
import { columns, utcMinute } from "./terminal-text";

// `npm run analytics -- sinks`: how far each sink is behind the log.

export type SinkReport = SinkStatus & {
  /** Whether the deployment runs this sink; an off sink's backlog is nobody's to send. */
  on: boolean;
  /** Seconds the oldest unsent event has waited; null when the sink is caught up. */
  oldestUnsentAgeSeconds: number | null;
  /** A run holds the sink (its lease is current); an expired lease belongs to a run that died. */
  lease: "held" | "expired" | "free";
};

/**
 * Every known sink (those that never ran at position 0) and any other the positions table holds;
 * `running` names the sinks the deployment runs (runningSinks in sink-names.ts).
 */
export async function sinksReport(db: LogDatabase, running: readonly string[], now = new Date()): Promise<SinkReport[]> {
  const statuses = await sinkStatuses(db, KNOWN_SINKS);
  return statuses.map((status) => ({
    ...status,
    on: running.includes(status.sink),
    oldestUnsentAgeSeconds:
      status.oldestUnsentAt === null ? null : Math.max(0, Math.round((now.getTime() - Date.parse(status.oldestUnsentAt)) / 1000)),
    lease: status.leaseUntil === null ? "free" : status.leaseUntil > now.toISOString() ? "held" : "expired",
  }));
}

const leaseText = (report: SinkReport) =>
  report.lease === "held"
    ? `held by a run until ${utcMinute(report.leaseUntil!)}`
    : report.lease === "expired"
      ? "expired (the next run takes it)"
      : "free";

const OFF_NOTE: Partial<Record<string, string>> = {
  [SINK_NAMES.posthog]: "the PostHog sink runs only where POSTHOG_API_KEY is set, and it is not set here (environment or .dev.vars)",
};

export function formatSinks(reports: readonly SinkReport[], format: OutputFormat, now = new Date()): string {
  if (format === "json") return JSON.stringify(reports, null, 2);
  const table = columns(
    [
      ["Sink", "Position", "Behind", "Oldest unsent", "Lease"],
      ...reports.map((r) =>
        r.on
          ? [
              r.sink,
              String(r.position),
              r.behind.toLocaleString("en"),
              r.oldestUnsentAt === null ? "–" : `${utcMinute(r.oldestUnsentAt)} (${elapsed(r.oldestUnsentAt, now.toISOString())} ago)`,
              leaseText(r),
            ]
          : [r.sink, String(r.position), "off", "–", "–"],
      ),
    ],
    [1, 2],
  );
  const notes = reports.filter((r) => !r.on).map((r) => `${r.sink} is off: ${OFF_NOTE[r.sink] ?? "this deployment does not run it"}.`);
  return [...table, ...(notes.length ? ["", ...notes] : [])].join("\n");
}
