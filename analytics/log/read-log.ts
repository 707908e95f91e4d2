import { and, asc, gt, lte } from "drizzle-orm";
import type { LogDatabase } from "./log-database";
import { type AnalyticsEventRow, analyticsEvents } from "./tables";

/** The next `limit` events after `position`, in offset order (up to `until` when given). */
export function readLog(db: LogDatabase, position: number, limit: number, until?: number): Promise<AnalyticsEventRow[]> {
  return db
    .select()
    .from(analyticsEvents)
    .where(and(gt(analyticsEvents.logOffset, position), until === undefined ? undefined : lte(analyticsEvents.logOffset, until)))
    .orderBy(asc(analyticsEvents.logOffset))
    .limit(limit);
}
