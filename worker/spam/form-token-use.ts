import { sql } from "drizzle-orm";
import { retryWhenBusy } from "../db/busy-retry";
import type { Database } from "../db/client";
import { sha256Hex } from "../db/sha256-hex";

// A form token proves only that a page was fetched; on its own it could vouch for any number of
// records. Binding it to the first record it produced makes one page fetch worth one record: another
// record presented with it is held for review. A chat lead is one record across its versions, so
// the chat's retry after a lost answer, or its corrected resubmission, matches its own binding.

/**
 * Names the record a submission makes: a chat lead by its session; anything else is a new record
 * each time (even sent again unchanged, it would be stored and delivered again), so never matches.
 */
export function recordKeyOf(input: object): string {
  if ("sessionId" in input && typeof input.sessionId === "string") return `session:${input.sessionId}`;
  return `record:${crypto.randomUUID()}`;
}

/** A token and the record it is to be bound to, as the database keys them. */
export type TokenBinding = { tokenHash: string; recordKey: string };

export const tokenBindingOf = async (token: string, recordKey: string): Promise<TokenBinding> => ({
  tokenHash: await sha256Hex(token),
  recordKey,
});

/** Binds the token to its record unless it is bound already, as one statement (alone or in a caller's batch); returns the record it is bound to. */
export const bindToken = (db: Database, { tokenHash, recordKey }: TokenBinding) =>
  db.all<{ record_key: string }>(sql`insert into form_token_uses (token_hash, record_key) values (${tokenHash}, ${recordKey})
    on conflict (token_hash) do update set token_hash = excluded.token_hash
    returning record_key`);

/** True (in SQL, after bindToken in the same batch) when the token is bound to another record. */
export const boundElsewhere = ({ tokenHash, recordKey }: TokenBinding) =>
  sql`exists (select 1 from form_token_uses where token_hash = ${tokenHash} and record_key <> ${recordKey})`;

/**
 * Binds the token to `recordKey` unless it is bound already; whether it is bound to another record.
 * One statement, so two submissions racing with one token cannot both take it.
 */
export async function tokenUsedElsewhere(db: Database, token: string, recordKey: string): Promise<boolean> {
  const binding = await tokenBindingOf(token, recordKey);
  const [bound] = await retryWhenBusy(() => bindToken(db, binding));
  return bound?.record_key !== recordKey;
}
