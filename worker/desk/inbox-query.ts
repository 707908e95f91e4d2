import { type SQL, sql } from "drizzle-orm";
import { INBOX_PAGE_SIZE, type InboxFilter, MEDIUM_SCORE_FLOOR } from "../../shared/desk";
import { eatDay, eatDayEnd, eatDayStart } from "../../shared/eat-time";
import { HIGH_VALUE_THRESHOLD } from "../../shared/lead-score";
import { likeCondition, searchHits } from "./inbox-search";
import { overdueCondition, type Segment, segmentsFor, type Table } from "./work-queue";

// The inbox's statements (worker/desk/inbox.ts reads with them): chat leads, contact messages and
// guide requests in one list, in the work queue's order (worker/desk/work-queue.ts) or a sorted
// column. The two tables are read as one with UNION ALL; each arm and segment of the order is limited
// before the union, so that each table's own index gives its first rows and the merge sorts at most a few pages.

/** How much of a chat lead's own words a row shows: enough to triage, the rest is on its page. */
const INBOX_REQUEST_PREVIEW = 140;

/** The columns both arms select, under InboxRow's names. */
const LEAD_COLUMNS = sql.raw(`'lead' as type, id, created_at as "createdAt", contact_name as name, contact_company as company,
  contact_email as email, contact_phone as phone, status, owner, office, attribution_source as source, utm_campaign as campaign,
  lead_score as score, case when intent = 'support' then 0 else is_high_value end as "isHighValue", intent = 'support' as support,
  intent = 'support' and down_now = 1 as "downNow", substr(request_message, 1, ${INBOX_REQUEST_PREVIEW}) as request, first_touch_at as "firstTouchAt", spam_reason as "spamReason",
  respond_by as "respondBy", next_follow_up_at as "nextFollowUpAt"`);
const MESSAGE_COLUMNS = sql.raw(`source as type, id, created_at as "createdAt", name, company, email, phone, status, owner, office,
  attribution_source as source, utm_campaign as campaign, null as score, 0 as "isHighValue", 0 as support, 0 as "downNow", null as request, first_touch_at as "firstTouchAt",
  spam_reason as "spamReason", respond_by as "respondBy", next_follow_up_at as "nextFollowUpAt"`);

/** InboxRow's names, as both arms select them. */
const ROW_NAMES = [
  "type",
  "id",
  "createdAt",
  "name",
  "company",
  "email",
  "phone",
  "status",
  "owner",
  "office",
  "source",
  "campaign",
  "score",
  "isHighValue",
  "support",
  "downNow",
  "request",
  "firstTouchAt",
  "spamReason",
  "respondBy",
  "nextFollowUpAt",
] as const;

/**
 * A row of the list as one JSON object (`of` names the subquery it comes from): the database client
 * builds every value of every row one at a time, so a page reads faster as 50 values than as 1,050.
 */
const packedRow = (of = "") => sql.raw(`json_object(${ROW_NAMES.map((name) => `'${name}', ${of}"${name}"`).join(", ")})`);

/**
 * One table's part of the list: what it selects, from where (the table, or the rows a full-text
 * search found, joined to the table), its WHERE terms, and whether they are the whole inbox's (its
 * counts per status are then kept in desk_inbox_counts, migration 0019).
 */
export type Arm = { table: Table; columns: SQL; from: SQL; searched: boolean; conditions: SQL[]; whole: boolean };

/**
 * The WHERE terms of one arm for a filter, without the status (the counts vary it). Null when the
 * filter excludes the whole table (a score band for messages, a type of the other table).
 */
function armFor(table: Table, filter: InboxFilter, me: string, now: Date): Arm | null {
  const isLeads = table === "leads";
  if (filter.type && (filter.type === "lead") !== isLeads) return null;
  if (filter.band && !isLeads) return null;
  // Literal terms, so SQLite matches the partial indexes (worker/db/schema/).
  const conditions: SQL[] = [sql.raw(filter.view === "spam" ? "spam_reason is not null" : "spam_reason is null")];
  if (!isLeads) conditions.push(filter.type ? sql`source = ${filter.type}` : sql.raw(`source in ('contact', 'guide')`));
  const inboxTerms = filter.view === "inbox" && !filter.type ? conditions.length : -1;
  if (filter.office) conditions.push(sql`office = ${filter.office}`);
  if (filter.owner === "mine" || filter.view === "mine") conditions.push(sql`owner = ${me}`);
  if (filter.owner === "unassigned" || filter.view === "unassigned") conditions.push(sql.raw("owner is null"));
  if (filter.owner.includes("@")) conditions.push(sql`owner = ${filter.owner}`);
  if (filter.view === "overdue") conditions.push(overdueCondition(now));
  // Today's follow-ups: the signed-in person's, due before the end of today in the offices' time zone.
  if (filter.view === "follow-ups")
    conditions.push(
      sql`owner = ${me} and ${sql.raw("next_follow_up_at is not null")} and next_follow_up_at < ${eatDayEnd(eatDay(now.toISOString()))}`,
    );
  if (filter.source) conditions.push(sql`attribution_source = ${filter.source}`);
  if (filter.campaign) conditions.push(sql`utm_campaign = ${filter.campaign}`);
  if (filter.band === "high") conditions.push(sql`lead_score >= ${HIGH_VALUE_THRESHOLD}`);
  if (filter.band === "medium") conditions.push(sql`lead_score >= ${MEDIUM_SCORE_FLOOR} and lead_score < ${HIGH_VALUE_THRESHOLD}`);
  if (filter.band === "low") conditions.push(sql`lead_score < ${MEDIUM_SCORE_FLOOR}`);
  if (filter.from) conditions.push(sql`created_at >= ${eatDayStart(filter.from)}`);
  if (filter.to) conditions.push(sql`created_at < ${eatDayEnd(filter.to)}`);
  const hits = filter.q ? searchHits(table, filter.q) : null;
  if (filter.q && !hits) conditions.push(likeCondition(table, filter.q));
  return {
    table,
    columns: isLeads ? LEAD_COLUMNS : MESSAGE_COLUMNS,
    from: hits ?? sql`${sql.identifier(table)}`,
    searched: hits !== null,
    conditions,
    whole: hits === null && conditions.length === inboxTerms,
  };
}

const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);
const withStatus = (arm: Arm, status: string) => (status ? [...arm.conditions, sql`status = ${status}`] : [...arm.conditions]);

/** Where a walk through the whole list stopped: the last row it read. */
export type InboxCursor = { createdAt: string; id: string };

type Window = { offset?: number; size?: number; after?: InboxCursor | null };

/** The newest first, as the export walks the list. */
export const NEWEST_FIRST: Segment[] = [{ rank: 0, where: null, key: sql.raw("created_at"), order: "desc" }];

const NULL = sql.raw("null");
const keys = (segment: Segment): [SQL, SQL] => {
  const key = segment.key ?? NULL;
  return segment.order === "asc" ? [key, NULL] : [NULL, key];
};

/**
 * A search's hits are read once: the order's segments (which never overlap, the last one taking the
 * rest) become CASE expressions of one pass, sorted on them.
 */
function oneSegment(segments: Segment[]): { rank: SQL; ascKey: SQL; descKey: SQL } {
  const [last, ...firstOnes] = [...segments].reverse();
  if (!last) throw new Error("an order has at least one segment");
  const pick = (of: (segment: Segment) => SQL) => {
    const branches = firstOnes.reverse().map((segment) => sql`when ${segment.where ?? sql.raw("1")} then ${of(segment)}`);
    return branches.length === 0 ? of(last) : sql`case ${sql.join(branches, sql` `)} else ${of(last)} end`;
  };
  return {
    rank: pick((segment) => sql.raw(String(segment.rank))),
    ascKey: pick((segment) => keys(segment)[0]),
    descKey: pick((segment) => keys(segment)[1]),
  };
}

/**
 * Rows in the order's segments: each arm's first (offset + size) rows of each segment, merged by
 * segment, then its key, then newest first. The id breaks ties between rows stored in the same
 * millisecond, so a cursor never skips or repeats one.
 */
export function rowsQuery(
  arms: Arm[],
  status: string,
  segmentsOf: (table: Table) => Segment[],
  { offset = 0, size = INBOX_PAGE_SIZE, after = null }: Window,
): SQL {
  const conditionsOf = (arm: Arm, extra: SQL | null) => {
    const conditions = withStatus(arm, status);
    if (extra) conditions.push(extra);
    // A row value, so SQLite seeks the index to the cursor; the same test spelt with OR made it read
    // and sort every older row for each chunk (an export took quadratic time).
    if (after) conditions.push(sql`(created_at, id) < (${after.createdAt}, ${after.id})`);
    return where(conditions);
  };
  const select = (arm: Arm, extra: SQL | null, rank: SQL, [ascKey, descKey]: [SQL, SQL], orderBy: SQL | null) =>
    sql`select * from (select ${arm.columns}, ${rank} as seg, ${ascKey} as "ascKey", ${descKey} as "descKey"
      from ${arm.from} where ${conditionsOf(arm, extra)} order by ${orderBy ? sql`${orderBy}, ` : sql``}created_at desc, id desc limit ${offset + size})`;
  // A search's hits are ranked on their keys alone and only the rows that make the page are read in
  // full: sorting every hit's whole row (its request text among them) cost more than finding them.
  const searched = (arm: Arm) => {
    const one = oneSegment(segmentsOf(arm.table));
    const table = sql.identifier(arm.table);
    return sql`select * from (select ${arm.columns}, ranked.seg, ranked."ascKey", ranked."descKey" from (
        select ${table}.rowid as "rankedRow", ${one.rank} as seg, ${one.ascKey} as "ascKey", ${one.descKey} as "descKey"
        from ${arm.from} where ${conditionsOf(arm, null)}
        order by seg, "ascKey" asc, "descKey" desc, created_at desc, id desc limit ${offset + size}
      ) as ranked cross join ${table} on ${table}.rowid = ranked."rankedRow")`;
  };
  const selects = arms.flatMap((arm) => {
    if (arm.searched) return [searched(arm)];
    const segments = segmentsOf(arm.table);
    // Each segment read from its own index, newest (or first by its key) first.
    return segments.map((segment) =>
      select(
        arm,
        segment.where,
        sql.raw(String(segment.rank)),
        keys(segment),
        segment.key ? sql`${segment.key} ${sql.raw(segment.order)}` : null,
      ),
    );
  });
  const order = sql.raw(`seg, "ascKey" asc, "descKey" desc, "createdAt" desc, id desc`);
  return sql`select ${packedRow()} as row from (${sql.join(selects, sql` union all `)} order by ${order} limit ${size} offset ${offset})
    order by ${order}`;
}

/** The order of a view or a sorted column at `now`, per table. */
export const orderOf = (filter: InboxFilter, now: Date) => {
  const { view, sort, order, status, office, owner, source, campaign, band, from, to } = filter;
  const narrowed = view !== "inbox" || [status, office, source, campaign, band, from, to].some(Boolean) || owner !== "everyone";
  return (table: Table) => segmentsFor(table, { view, sort, order, narrowed }, now);
};

export const armsFor = (filter: InboxFilter, me: string, now: Date) =>
  (["leads", "contact_messages"] as const).map((table) => armFor(table, filter, me, now)).filter((arm) => arm !== null);

/** One arm's records per status: as kept for the whole inbox (desk_inbox_counts, migration 0019), else counted. */
export const countsQuery = (arm: Arm): SQL =>
  arm.whole
    ? sql`select status, n from desk_inbox_counts where record_table = ${arm.table}`
    : sql`select status, count(*) as n from ${arm.from} where ${where(arm.conditions)} group by status`;

/**
 * A search's page and its counts per status in one statement. Each table's hits are found, read and
 * ranked once into a materialized table that both the counts and the page read: as two statements,
 * the index was searched and every hit read twice. The counts travel as JSON on each row (on one row
 * of nulls when the page is empty); the page's rows are packed and ordered as rowsQuery's.
 */
export function searchPageQuery(
  arms: Arm[],
  status: string,
  segmentsOf: (table: Table) => Segment[],
  { offset = 0, size = INBOX_PAGE_SIZE }: Window,
): SQL {
  const found = arms.map((arm) => {
    const one = oneSegment(segmentsOf(arm.table));
    const table = sql.identifier(arm.table);
    const hits = sql.identifier(`${arm.table}_hits`);
    return {
      hits,
      cte: sql`${hits} as materialized (select ${table}.rowid as "rankedRow", status, ${one.rank} as seg, ${one.ascKey} as "ascKey",
        ${one.descKey} as "descKey", created_at, id from ${arm.from} where ${where(arm.conditions)})`,
      page: sql`select * from (select ${arm.columns}, ranked.seg, ranked."ascKey", ranked."descKey" from (
          select "rankedRow", seg, "ascKey", "descKey" from ${hits} ${status ? sql`where status = ${status}` : sql``}
          order by seg, "ascKey" asc, "descKey" desc, created_at desc, id desc limit ${offset + size}
        ) as ranked cross join ${table} on ${table}.rowid = ranked."rankedRow")`,
      counted: sql`select status, count(*) as n from ${hits} group by status`,
    };
  });
  const order = (of: string) => sql.raw(`${of}seg, ${of}"ascKey" asc, ${of}"descKey" desc, ${of}"createdAt" desc, ${of}id desc`);
  return sql`with ${sql.join(
    found.map((arm) => arm.cte),
    sql`, `,
  )}
    select counts.counts, case when page.id is null then null else ${packedRow("page.")} end as row from (
      select json_group_object(status, n) as counts from (select status, sum(n) as n from (${sql.join(
        found.map((arm) => arm.counted),
        sql` union all `,
      )}) group by status)
    ) as counts left join (
      ${sql.join(
        found.map((arm) => arm.page),
        sql` union all `,
      )} order by ${order("")} limit ${size} offset ${offset}
    ) as page on 1
    order by ${order("page.")}`;
}
