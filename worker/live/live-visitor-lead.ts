import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { leads } from "../db/schema";
import { sha256Hex } from "../db/sha256-hex";

// A visitor who asks for a person after sending the chat's lead (its success screen) is that lead:
// the chat session's secret, which only their tab holds, names it, so the transcript joins its
// timeline and whoever answers becomes its owner. A session id alone names nothing.

export async function sessionLeadId(db: Database, sessionId: string, sessionKey: string): Promise<string | null> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.sessionId, sessionId), eq(leads.sessionKeyHash, await sha256Hex(sessionKey))))
    .limit(1);
  return lead?.id ?? null;
}
