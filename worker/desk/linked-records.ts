import { type SQL, sql } from "drizzle-orm";
import { deskTeamCopy } from "../../content/desk-team-copy";
import { type DeskRecordType, deskRecordPath, type LeadStatus, RECORD_TYPE_LABELS, SUPPORT_REQUEST_LABEL } from "../../shared/desk";
import type { LinkedRecordView, PersonTimelineEntry, PersonView } from "../../shared/desk-person";
import { eatTime } from "../../shared/eat-time";
import type { Database } from "../db/client";
import { type DeskRecord, readDeskRecord } from "./desk-record";

// Records of the same person: chat leads, contact messages and guide requests (never newsletter
// sign-ups, never records held for review) with the same e-mail address in any case or the same E.164
// phone. Each lookup reads an index (migration 0011: lower(e-mail), and the E.164 column).

/** The most other records a page lists (the newest), and of those, how many it merges into the person's timeline. */
const LINKED_MAX = 20;
const TIMELINE_RECORDS_MAX = 10;

type Contact = { email: string; phoneE164: string | null };

/** One table's matches: an indexed equality per way of matching, so SQLite reads each index (multi-index OR). */
const matches = (emailColumn: string, phoneColumn: string, { email, phoneE164 }: Contact): SQL => {
  const byEmail = sql`lower(${sql.identifier(emailColumn)}) = ${email.toLowerCase()}`;
  return phoneE164 ? sql`(${byEmail} or ${sql.identifier(phoneColumn)} = ${phoneE164})` : byEmail;
};

type LinkedRow = { type: DeskRecordType; id: string; createdAt: string; status: LeadStatus; support: number };

/** The person's other records, newest first (at most LINKED_MAX). */
async function linkedRecords(db: Database, self: { type: DeskRecordType; id: string }, contact: Contact): Promise<LinkedRecordView[]> {
  const rows = await db.all<LinkedRow>(sql`select * from (
      select 'lead' as type, id, created_at as "createdAt", status, intent = 'support' as support from leads
      where ${matches("contact_email", "contact_phone_e164", contact)} and spam_reason is null
      union all
      select source as type, id, created_at as "createdAt", status, 0 as support from contact_messages
      where ${matches("email", "phone_e164", contact)} and source in ('contact', 'guide') and spam_reason is null
    ) where not (type = ${self.type} and id = ${self.id})
    order by "createdAt" desc, id desc limit ${LINKED_MAX}`);
  return rows.map((row) => ({
    type: row.type,
    id: row.id,
    kindLabel: Number(row.support) ? SUPPORT_REQUEST_LABEL : RECORD_TYPE_LABELS[row.type],
    createdAt: row.createdAt,
    status: row.status,
    href: deskRecordPath(row.type, row.id),
  }));
}

/**
 * The person's records and one timeline of them all, each entry marked with its record (this one,
 * or another's kind and date, linked); null when the record has no other.
 */
export async function personOf(db: Database, found: DeskRecord): Promise<PersonView | null> {
  if (found.record.kind === "newsletter") return null;
  const { email, phoneE164 } = found.record.contact;
  const records = await linkedRecords(db, { type: found.type, id: found.record.id }, { email, phoneE164: phoneE164 ?? null });
  if (records.length === 0) return null;
  const merged = records.slice(0, TIMELINE_RECORDS_MAX);
  const others = await Promise.all(merged.map((linked) => readDeskRecord(db, linked.type, linked.id)));
  const timeline: PersonTimelineEntry[] = [
    ...found.timeline.map((entry) => ({ ...entry, record: { label: deskTeamCopy.person.thisRecord, href: null } })),
    ...merged.flatMap((linked, i) =>
      (others[i]?.timeline ?? []).map((entry) => ({
        ...entry,
        key: `${linked.type}:${linked.id}:${entry.key}`,
        record: { label: `${linked.kindLabel}, ${eatTime(linked.createdAt)} EAT`, href: linked.href },
      })),
    ),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return { records, timeline };
}
