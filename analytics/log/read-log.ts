import { and, asc, gt, lte } from "drizzle-orm";
import type { Database } from "../../worker/db/database";
import { type AnalyticsEventRow, analyticsEvents } from "../../worker/db/schema";

/** The next `limit` events after `position`, in offset order (up to `until` when given). */
export function readLog(db: Database, position: number, limit: number, until?: number): Promise<AnalyticsEventRow[]> {
  return db
    .select()
    .from(analyticsEvents)
    .where(and(gt(analyticsEvents.logOffset, position), until === undefined ? undefined : lte(analyticsEvents.logOffset, until)))
    .orderBy(asc(analyticsEvents.logOffset))
    .limit(limit);
}
