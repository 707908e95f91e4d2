import { sql } from "drizzle-orm";
import { eatDayEnd, eatDayStart } from "../../shared/eat-time";
import type { Database } from "../db/client";
import { quantile } from "../desk/first-touch-stats";
import type { InsightRange } from "../desk/insight-range";

// Live chat on the desk's insights: of the visitors who asked for a person in the range, how many
// were answered, and the median wait of those answered (a missed or still waiting one has no wait).

export type LiveAnswering = { requests: number; answered: number; answeredShare: number | null; medianWaitSeconds: number | null };

/** The figures from how many asked and the waits (seconds) of those answered. */
export function liveAnswering(requests: number, waits: readonly number[]): LiveAnswering {
  const sorted = [...waits].sort((a, b) => a - b);
  return {
    requests,
    answered: sorted.length,
    answeredShare: requests > 0 ? sorted.length / requests : null,
    medianWaitSeconds: quantile(sorted, 0.5),
  };
}

type AnsweringRow = { requests: number; waits: string | null };

/** One row: the conversations started in the range, and the answered ones' waits packed in one text. */
export const liveAnsweringQuery = (db: Database, range: InsightRange) =>
  db.all<AnsweringRow>(sql`
    select count(*) as requests,
      group_concat(case when answered_at is not null then round((julianday(answered_at) - julianday(created_at)) * 86400) end) as waits
    from live_conversations where created_at >= ${eatDayStart(range.from)} and created_at < ${eatDayEnd(range.to)}`);

export function liveAnsweringOf([row]: readonly AnsweringRow[]): LiveAnswering {
  const waits = (row?.waits ?? "").split(",").filter(Boolean).map(Number);
  return liveAnswering(Number(row?.requests ?? 0), waits);
}
