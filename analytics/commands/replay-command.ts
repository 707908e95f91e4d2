import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { LogDatabase } from "../log/log-database";
import { analyticsEvents, analyticsSinkPositions } from "../log/tables";
import { SINK_NAMES, type SinkName } from "../sinks/sink-names";
import { positionBefore, rewindSink } from "../sinks/sink-positions";
import type { ReplayFrom } from "./analytics-args";
import { count, utcMinute } from "./terminal-text";

// `npm run analytics -- replay`: rewinds a sink. Nothing is sent from here: the Worker runs the
// sinks, so the events go the way every event goes, with the sink's lease and its own batching.

type Span = { events: number; first: number; last: number; firstReceivedAt: string; lastReceivedAt: string };

export type ReplayOutcome =
  /** Bad input found in the database (an offset past the log's end): nothing changed. */
  | { kind: "refused"; message: string }
  /** The sink has not sent anything after that point yet: nothing to rewind, nothing changed. */
  | { kind: "unchanged"; sink: SinkName; position: number; target: number }
  /** Rewound from `position` to `target`: `again` are the events it sends a second time, then the `notYet` it had not sent. */
  | { kind: "rewound"; sink: SinkName; position: number; target: number; again: Span | null; notYet: number };

async function span(db: LogDatabase, after: number, upTo: number): Promise<Span | null> {
  const [row] = await db
    .select({
      events: sql<number>`count(*)`,
      first: sql<number>`min(${analyticsEvents.logOffset})`,
      last: sql<number>`max(${analyticsEvents.logOffset})`,
      firstReceivedAt: sql<string>`min(${analyticsEvents.receivedAt})`,
      lastReceivedAt: sql<string>`max(${analyticsEvents.receivedAt})`,
    })
    .from(analyticsEvents)
    .where(and(gt(analyticsEvents.logOffset, after), lte(analyticsEvents.logOffset, upTo)));
  if (!row || Number(row.events) === 0) return null;
  return { ...row, events: Number(row.events), first: Number(row.first), last: Number(row.last) };
}

/** Rewinds `sink` so it re-sends every event after the offset, or received at or after the time. */
export async function replaySink(db: LogDatabase, sink: SinkName, from: ReplayFrom): Promise<ReplayOutcome> {
  const [[end], [current]] = await Promise.all([
    db.select({ last: sql<number | null>`max(${analyticsEvents.logOffset})` }).from(analyticsEvents),
    db.select({ position: analyticsSinkPositions.position }).from(analyticsSinkPositions).where(eq(analyticsSinkPositions.sink, sink)),
  ]);
  const last = Number(end?.last ?? 0);
  if ("offset" in from && from.offset > last) {
    return { kind: "refused", message: `--from ${from.offset} is past the end of the log: its last offset is ${last}. Nothing changed.` };
  }
  const target = "offset" in from ? from.offset : await positionBefore(db, from.time);
  const position = Number(current?.position ?? 0);
  if (target >= position) return { kind: "unchanged", sink, position, target };
  await rewindSink(db, sink, target);
  const [again, notYet] = await Promise.all([span(db, target, position), span(db, position, last)]);
  return { kind: "rewound", sink, position, target, again, notYet: notYet?.events ?? 0 };
}

const SENDS =
  "The Worker sends them: its minute Cron, or the wake-up after the next event. `npm run analytics -- sinks` shows the progress.";

export function formatReplay(outcome: ReplayOutcome): string {
  if (outcome.kind === "refused") return outcome.message;
  if (outcome.kind === "unchanged") {
    return `${outcome.sink} is at offset ${outcome.position}, not past offset ${outcome.target}: nothing to rewind, nothing changed. It goes on from its position by itself.`;
  }
  const { sink, position, target, again, notYet } = outcome;
  const lines = [`Rewound ${sink} from offset ${position} to ${target}.`];
  lines.push(
    again
      ? `It sends ${count(again.events, "event")} again: offsets ${again.first}–${again.last}, received ${utcMinute(again.firstReceivedAt)} – ${utcMinute(again.lastReceivedAt)}.`
      : "The log holds no events in that range any more (erased after their retention period).",
  );
  if (notYet) lines.push(`Then the ${count(notYet, "event")} it had not sent yet.`);
  if (sink === SINK_NAMES.posthog) {
    lines.push(
      "PostHog drops the events it already has (same id and time), so a project that has them counts none twice. Events",
      "received more than 48 h before they go are sent as a historical import. The PostHog sink runs only where the Worker",
      "has POSTHOG_API_KEY.",
    );
  }
  lines.push(SENDS);
  return lines.join("\n");
}
