import { type SQL, sql } from "drizzle-orm";
import { phoneSearchDigits } from "../delivery/phone-number";

// The inbox's search by name, company, e-mail address or phone. Terms of three characters or more are
// read from the FTS5 trigram indexes of migration 0012 (leads_search, contact_messages_search): a
// quoted term matches any part of a field, as LIKE '%…%' did, without reading every row. Shorter
// terms have no trigram to look up, so they fall back to LIKE (a scan, but rare and still correct).

export type SearchedTable = "leads" | "contact_messages";

const COLUMNS = {
  leads: {
    name: "contact_name",
    company: "contact_company",
    email: "contact_email",
    phone: "contact_phone",
    phoneE164: "contact_phone_e164",
  },
  contact_messages: { name: "name", company: "company", email: "email", phone: "phone", phoneE164: "phone_e164" },
} as const;

/** The shortest word the trigram index can find. */
const TRIGRAM = 3;

/** An FTS5 string: the term as one phrase, its own quotes doubled, so no character is query syntax. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The FTS5 query for a search: every word somewhere in the record (any field, any part of it), or,
 * for a term that looks like a phone number, its digits in the phone column, which holds the E.164
 * digits beside the typed value (so "0722 555 014", "+254 722 555 014" and "0722" all find +254722555014).
 * Null when a word is too short for the index.
 */
function ftsQuery(q: string): string | null {
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.some((word) => [...word].length < TRIGRAM)) return null;
  const all = words.map(phrase).join(" ");
  const digits = phoneSearchDigits(q);
  return digits ? `(${all}) OR phone : ${phrase(digits)}` : all;
}

/** Escapes LIKE's wildcards so a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: string, pattern: string) => sql`${sql.identifier(column)} like ${pattern} escape '\\'`;

/** The match spelt with LIKE, for terms the trigram index cannot look up: a WHERE term of the table. */
export function likeCondition(table: SearchedTable, q: string): SQL {
  const columns = COLUMNS[table];
  const pattern = likePattern(q);
  const terms = [like(columns.name, pattern), like(columns.company, pattern), like(columns.email, pattern)];
  const digits = phoneSearchDigits(q);
  if (digits) terms.push(like(columns.phoneE164, likePattern(digits)), like(columns.phone, pattern));
  return sql`(${sql.join(terms, sql` or `)})`;
}

/**
 * The FROM clause of a search: the index's hits joined to the table by rowid (CROSS JOIN keeps the
 * index the outer loop, so a search reads its hits, never the whole table; the subquery keeps the
 * index's own column names out of the query). Null when a word is too short for the index (then likeCondition).
 */
export function searchHits(table: SearchedTable, q: string): SQL | null {
  const match = ftsQuery(q);
  if (match === null) return null;
  const [rows, index] = [sql.identifier(table), sql.identifier(`${table}_search`)];
  return sql`(select rowid as hit from ${index} where ${index} match ${match}) as hits cross join ${rows} on ${rows}.rowid = hits.hit`;
}
