import type { Client } from "@libsql/client";
import { and, asc, gte, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { analyticsEvents } from "../../worker/db/schema";
import type { FunnelEventRow } from "./compute-funnel";
import type { FunnelDefinition } from "./funnel";

/**
 * The stored events a funnel looks at, received at or after `since` (all time when null): only the
 * funnel's event types, read through the (event_type, received_at) index.
 */
export async function loadFunnelEvents(client: Client, funnel: FunnelDefinition, since: Date | null): Promise<FunnelEventRow[]> {
  const types = [...new Set(funnel.steps.map((step) => step.event))];
  const db = drizzle(client);
  return db
    .select({
      sessionId: analyticsEvents.sessionId,
      eventType: analyticsEvents.eventType,
      data: analyticsEvents.data,
      receivedAt: analyticsEvents.receivedAt,
    })
    .from(analyticsEvents)
    .where(and(inArray(analyticsEvents.eventType, types), since ? gte(analyticsEvents.receivedAt, since.toISOString()) : undefined))
    .orderBy(asc(analyticsEvents.sessionId), asc(analyticsEvents.receivedAt));
}
