import { testDb } from "./worker-harness";

// Records for the work queue's tests, written straight into the tables with the queue's columns set
// relative to the real clock (the desk reads the request's own): received and due times as minutes
// from now, touched or not, an owner, a score and a next follow-up.

export type QueueRecord = {
  type: "lead" | "contact";
  company: string;
  /** Minutes from now (negative: in the past). */
  received: number;
  respondBy: number;
  touched?: boolean;
  status?: string;
  owner?: string;
  score?: number;
  followUp?: number;
};

const MINUTE = 60_000;

/** Inserts the records; their ids, in the same order. */
export async function insertQueueRecords(records: QueueRecord[], now = Date.now()): Promise<string[]> {
  const at = (minutes: number) => new Date(now + minutes * MINUTE).toISOString();
  const ids = records.map(() => crypto.randomUUID());
  await testDb.batch(
    records.map((r, i) => {
      const id = ids[i]!;
      const work = [
        r.status ?? (r.touched ? "attempting" : "new"),
        r.owner ?? null,
        r.touched ? at(r.received + 5) : null,
        at(r.respondBy),
        r.followUp === undefined ? null : at(r.followUp),
        at(r.received),
      ];
      if (r.type === "lead") {
        const score = r.score ?? 50;
        return {
          sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, recommendations, lead_score,
            score_breakdown, is_high_value, status, owner, first_touch_at, respond_by, next_follow_up_at, created_at, updated_at)
            values (?, ?, 'sales', 'Queue Person', ?, ?, '[]', ?, '{}', ?, ?, ?, ?, ?, ?, ?, ?)`,
          args: [
            id,
            crypto.randomUUID(),
            `${id.slice(0, 8)}@queue.example`,
            r.company,
            score,
            score >= 70 ? 1 : 0,
            ...work,
            at(r.received),
          ],
        };
      }
      return {
        sql: `insert into contact_messages (id, source, name, email, company, subject, message, status, owner, first_touch_at,
          respond_by, next_follow_up_at, created_at) values (?, 'contact', 'Queue Person', ?, ?, 'A question', 'Please call.', ?, ?, ?, ?, ?, ?)`,
        args: [id, `${id.slice(0, 8)}@queue.example`, r.company, ...work],
      };
    }),
    "write",
  );
  return ids;
}

/** The href of every record link on a page, &amp; read back as &. */
export const recordLinks = (html: string) =>
  [...html.matchAll(/href="(\/desk\/(?:leads|messages|guide-requests)\/[^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

/** The Next link of a record's page, or null. */
export const nextLink = (html: string) => /<a href="([^"]+)" rel="next"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null;

/** The due label of each row (data-due), by record id. */
export function dueLabels(html: string): Record<string, string> {
  const rows = html.matchAll(/<tr [^>]*data-record-id="([^"]+)"[^>]*>[\s\S]*?data-due="([^"]*)"/g);
  return Object.fromEntries([...rows].map((m) => [m[1]!, m[2]!]));
}
