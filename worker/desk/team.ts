import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { type MemberInput, nameFromEmail, type TeamMember } from "../../shared/desk-team";
import type { OfficeId } from "../../shared/office-ids";
import type { Database } from "../db/client";
import { type TeamMemberRow, teamMembers } from "../db/schema";

// The sales team: who can own records (Reassign and the owner filter offer them), and who is
// Available right now (live chat and meetings ask availableMembers). Addresses are lower-cased by the
// shared schema before they get here; every change is one statement, so a refused one changes nothing.

const memberOf = (row: TeamMemberRow): TeamMember => ({
  email: row.email,
  name: row.name,
  office: row.office as OfficeId | null,
  role: row.role,
  available: row.available,
  availableChangedAt: row.availableChangedAt,
});

/** Everyone on the team, by name. */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  const rows = await db.select().from(teamMembers).orderBy(asc(teamMembers.name), asc(teamMembers.email));
  return rows.map(memberOf);
}

/** One member by address (any case), or undefined. */
export async function findMember(db: Database, email: string): Promise<TeamMember | undefined> {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.email, email.toLowerCase())).limit(1);
  return row && memberOf(row);
}

/** Adds a member, Away until they switch; "duplicate" when the address is already on the team (nothing changed). */
export async function addMember(db: Database, input: MemberInput, now: Date): Promise<"added" | "duplicate"> {
  const at = now.toISOString();
  const result = await db
    .insert(teamMembers)
    .values({ email: input.email, name: input.name, office: input.office, role: input.role, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
  return result.rowsAffected === 1 ? "added" : "duplicate";
}

/** A member's name, office and role; "not-found" when no such member (nothing changed). */
export async function updateMember(db: Database, input: MemberInput, now: Date): Promise<"updated" | "not-found"> {
  const result = await db
    .update(teamMembers)
    .set({ name: input.name, office: input.office, role: input.role, updatedAt: now.toISOString() })
    .where(eq(teamMembers.email, input.email));
  return result.rowsAffected === 1 ? "updated" : "not-found";
}

/** Takes someone off the team; the records they own stay theirs until reassigned. */
export async function removeMember(db: Database, email: string): Promise<"removed" | "not-found"> {
  const result = await db.delete(teamMembers).where(eq(teamMembers.email, email.toLowerCase()));
  return result.rowsAffected === 1 ? "removed" : "not-found";
}

/**
 * The Available/Away switch for a desk user. Going Available puts someone not yet on the team on it
 * (named from their address, all offices, sales) so anyone who can open the desk can take chats; the
 * time is kept only when the state actually changes.
 */
export async function setAvailability(db: Database, email: string, available: boolean, now: Date): Promise<void> {
  const address = email.toLowerCase();
  const at = now.toISOString();
  const changedAt = sql`case when ${teamMembers.available} = ${available ? 1 : 0} then ${teamMembers.availableChangedAt} else ${at} end`;
  if (!available) {
    await db.update(teamMembers).set({ available, availableChangedAt: changedAt, updatedAt: at }).where(eq(teamMembers.email, address));
    return;
  }
  await db
    .insert(teamMembers)
    .values({
      email: address,
      name: nameFromEmail(address),
      office: null,
      role: "sales",
      available,
      availableChangedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({ target: teamMembers.email, set: { available, availableChangedAt: changedAt, updatedAt: at } });
}

/** Who is Available now, by name: for an office, its own people and those covering every office. */
export async function availableMembers(db: Database, office?: OfficeId): Promise<TeamMember[]> {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.available, true), office ? or(eq(teamMembers.office, office), isNull(teamMembers.office)) : undefined))
    .orderBy(asc(teamMembers.name), asc(teamMembers.email));
  return rows.map(memberOf);
}
