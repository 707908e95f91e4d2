import type { BatchItem } from "drizzle-orm/batch";
import type { LogDatabase } from "../log/log-database";
import type { AnalyticsEventRow } from "../log/tables";

/**
 * A consumer of the log with its own position. `deliver` hands a batch (in offset order) to the
 * destination and throws unless the destination accepted all of it; it may return statements that
 * are committed in the same write as the sink's new position (a rollup's rows), so the two never part.
 */
export type Sink = {
  name: string;
  batchSize: number;
  deliver(events: readonly AnalyticsEventRow[], db: LogDatabase): Promise<readonly BatchItem<"sqlite">[]>;
};
