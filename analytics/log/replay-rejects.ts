import { asc, eq } from "drizzle-orm";
import type { EventRegistry } from "../events/registry";
import { appendEvents } from "./append";
import { checkLogMessage } from "./check-message";
import type { LogDatabase } from "./log-database";
import { analyticsRejects } from "./tables";

export type RejectsReplay = { appended: number; stillRejected: { messageId: string; reason: string }[] };

/**
 * Checks every reject again against `registry` (after a schema or producer fix): one that passes is
 * appended to the log and leaves the rejects in the same write; one that still fails stays, with
 * today's reason. Appending is idempotent, so a replay that is interrupted can simply run again.
 */
export async function replayRejects(db: LogDatabase, registry: EventRegistry): Promise<RejectsReplay> {
  const rows = await db.select().from(analyticsRejects).orderBy(asc(analyticsRejects.failedAt), asc(analyticsRejects.messageId));
  const result: RejectsReplay = { appended: 0, stillRejected: [] };
  for (const row of rows) {
    let body: unknown;
    try {
      body = JSON.parse(row.body);
    } catch {
      body = undefined;
    }
    const checked = checkLogMessage(registry, body);
    if (!checked.success) {
      result.stillRejected.push({ messageId: row.messageId, reason: checked.reason });
      await db.update(analyticsRejects).set({ reason: checked.reason }).where(eq(analyticsRejects.messageId, row.messageId));
      continue;
    }
    await db.batch([appendEvents(db, [checked.entry]), db.delete(analyticsRejects).where(eq(analyticsRejects.messageId, row.messageId))]);
    result.appended += 1;
  }
  return result;
}
