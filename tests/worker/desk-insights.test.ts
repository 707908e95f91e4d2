import { env } from "cloudflare:workers";
import type { InStatement } from "@libsql/client";
import { eq, inArray, max } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventRegistry } from "../../analytics/events/registry";
import { appendEvents, type LogEntry } from "../../analytics/log/append";
import { checkLogMessage } from "../../analytics/log/check-message";
import { funnelRollupSink } from "../../analytics/sinks/funnel-rollup-sink";
import { runSink } from "../../analytics/sinks/run-sink";
import { SINK_NAMES } from "../../analytics/sinks/sink-names";
import { eatDay } from "../../shared/eat-time";
import { createDatabase } from "../../worker/db/client";
import { analyticsEvents, analyticsSinkPositions } from "../../worker/db/schema";
import { recentWeekStarts } from "../../worker/desk/first-touch-stats";
import { deskGet, uniqueTag } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// The desk's insights page over records written straight into the tables with known times, statuses
// and desk activity, and chat sessions appended to the analytics log and counted by the funnel rollup
// sink. The database is shared with the test files running alongside, so the funnel is read from this
// file's own sources' rows, and the first-touch figures from Kampala's week six weeks before this one,
// where no other test stores records.

const DAY_MS = 86_400_000;
const tag = uniqueTag().toLowerCase();
const SOURCE = `insights-${tag}`;
/** The first-touch records' source: they are inside the funnel's period too, and must not count in SOURCE's. */
const ELSEWHERE = `insights-other-${tag}`;
const REFERRER = `ref-${tag}.example`;
const CAMPAIGN = `spring-${tag}`;
const OWNER = `owner-${tag}@kilele.test`;
const LOST_REASON = `Chose another provider ${tag}`;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();
/** `minutes` after an instant, as stored. */
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

type Lead = {
  source?: string;
  office?: string;
  status?: string;
  createdAt: string;
  firstTouchAt?: string | null;
  highValue?: boolean;
  spam?: boolean;
  /** The statuses it was moved through on the desk, in order. */
  moves?: string[];
  campaign?: string;
  owner?: string;
  wonValueCents?: number;
  lostReason?: string;
};

function lead(record: Lead): { id: string; statements: InStatement[] } {
  const id = crypto.randomUUID();
  const { source = SOURCE, office = "nairobi", status = "new", createdAt, firstTouchAt = null, highValue = false, spam = false } = record;
  const { campaign = null, owner = null, wonValueCents = null, lostReason = null } = record;
  const statements: InStatement[] = [
    {
      sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, recommendations, lead_score,
        score_breakdown, is_high_value, attribution_source, office, status, first_touch_at, spam_reason, created_at, updated_at,
        utm_campaign, owner, won_value_cents, lost_reason)
        values (?, ?, 'sales', ?, ?, 'Insights Ltd', '[]', ?, '{}', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        id,
        crypto.randomUUID(),
        `Insight ${tag}`,
        `${id.slice(0, 8)}@insights.example`,
        highValue ? 80 : 40,
        highValue ? 1 : 0,
        source,
        office,
        status,
        firstTouchAt,
        spam ? "honeypot filled" : null,
        createdAt,
        createdAt,
        campaign,
        owner,
        wonValueCents,
        lostReason,
      ],
    },
  ];
  let from = "new";
  for (const to of record.moves ?? []) {
    statements.push({
      sql: `insert into desk_activity (record_type, record_id, kind, actor, from_value, to_value, created_at) values ('lead', ?, 'status', 'sales@localhost', ?, ?, ?)`,
      args: [id, from, to, firstTouchAt ?? createdAt],
    });
    from = to;
  }
  return { id, statements };
}

function message(type: "contact" | "guide", office: string, createdAt: string, firstTouchAt: string | null): InStatement {
  const id = crypto.randomUUID();
  return {
    sql: `insert into contact_messages (id, source, name, email, company, attribution_source, office, status, first_touch_at, created_at)
      values (?, ?, ?, ?, 'Insights Ltd', ?, ?, ?, ?, ?)`,
    args: [
      id,
      type,
      `Message ${tag}`,
      `${id.slice(0, 8)}@insights.example`,
      ELSEWHERE,
      office,
      firstTouchAt ? "attempting" : "new",
      firstTouchAt,
      createdAt,
    ],
  };
}

const db = createDatabase(env);

/** A chat session's start as the analytics consumer appends it, checked against its schema. */
function sessionStart(receivedAt: string, attribution: Record<string, string>, sessionId: string = crypto.randomUUID()): LogEntry {
  const checked = checkLogMessage(eventRegistry, {
    eventType: "session_start",
    eventId: crypto.randomUUID(),
    sessionId,
    data: { timestamp: receivedAt, ...attribution },
    receivedAt,
    country: null,
  });
  if (!checked.success) throw new Error(checked.reason);
  return checked.entry;
}

/**
 * Appends the sessions to the log and runs the funnel rollup sink until it has counted them. Another
 * run (the queue's wake-up, the Cron) may hold the sink for a moment; that run counts them just as well.
 */
async function appendAndRollUp(sessions: readonly LogEntry[]): Promise<void> {
  await appendEvents(db, sessions);
  const ids = sessions.map((session) => session.eventId);
  const [appended] = await db
    .select({ last: max(analyticsEvents.logOffset) })
    .from(analyticsEvents)
    .where(inArray(analyticsEvents.eventId, ids));
  const counted = async () => {
    const [row] = await db.select().from(analyticsSinkPositions).where(eq(analyticsSinkPositions.sink, SINK_NAMES.funnelRollup));
    return (row?.position ?? 0) >= appended!.last!;
  };
  for (let attempt = 0; !(await counted()); attempt++) {
    expect(attempt, "the funnel rollup did not count this file's sessions").toBeLessThan(60);
    const run = await runSink(db, funnelRollupSink(), 10_000);
    expect(run.error).toBeUndefined();
    if (run.busy) await new Promise((r) => setTimeout(r, 250));
  }
}

// Kampala's week six weeks before this one; its Tuesday at 10:00 EAT (Kampala opens 08:00–17:00 on weekdays).
const week = recentWeekStarts(new Date(now).toISOString(), 8)[1]!;
const weekDate = new Date(Date.parse(week) + 3 * 3_600_000).toISOString().slice(0, 10);
const tuesday = plus(week, (24 + 10) * 60);
let ancientUntouched = "";

beforeAll(async () => {
  const statements: InStatement[] = [];
  const add = (made: { id: string; statements: InStatement[] }) => {
    statements.push(...made.statements);
    return made.id;
  };

  // The funnel, over the last 90 days.
  const recent = daysAgo(5);
  add(lead({ createdAt: recent }));
  add(lead({ createdAt: recent, status: "attempting", firstTouchAt: recent, moves: ["attempting"] }));
  add(
    lead({
      createdAt: recent,
      status: "lost",
      firstTouchAt: recent,
      moves: ["attempting", "connected", "lost"],
      campaign: CAMPAIGN,
      lostReason: LOST_REASON,
    }),
  );
  const wonWithMeeting = add(
    lead({
      createdAt: recent,
      status: "won",
      firstTouchAt: recent,
      moves: ["attempting", "connected", "qualified", "won"],
      campaign: CAMPAIGN,
      owner: OWNER,
      wonValueCents: 1_250_000,
    }),
  );
  // Moved straight to qualified: it got that far, so it counts at every step before it too.
  const qualified = add(lead({ createdAt: recent, status: "qualified", firstTouchAt: recent, moves: ["qualified"] }));
  // A meeting joined the won lead (held since); one held for review joined the qualified lead and does not count.
  for (const [leadId, spamReason] of [
    [wonWithMeeting, null],
    [qualified, "honeypot filled"],
  ] as const)
    statements.push({
      sql: `insert into meetings (id, office, kind, start_at, end_at, host, status, name, email, company, lead_id, spam_reason)
        values (?, 'nairobi', 'video', ?, ?, 'office', 'held', 'Grace Wanjiru', 'grace@example.com', 'Wanjiru & Associates', ?, ?)`,
      args: [crypto.randomUUID(), recent, recent, leadId, spamReason],
    });
  add(lead({ createdAt: recent, spam: true }));
  add(
    lead({
      createdAt: daysAgo(200),
      status: "won",
      firstTouchAt: daysAgo(199),
      moves: ["attempting", "won"],
      owner: OWNER,
      wonValueCents: 500_000,
    }),
  );
  // Won without a value yet (its owner has not entered one), and lost for the same reason from another source.
  add(lead({ source: ELSEWHERE, createdAt: recent, status: "won", firstTouchAt: recent, moves: ["won"], owner: OWNER }));
  add(lead({ source: ELSEWHERE, createdAt: recent, status: "lost", firstTouchAt: recent, moves: ["lost"], lostReason: LOST_REASON }));
  add(lead({ source: REFERRER, createdAt: recent }));
  add(lead({ source: REFERRER, createdAt: recent, status: "attempting", firstTouchAt: recent, moves: ["attempting"] }));
  const sessions: LogEntry[] = [];
  for (let i = 0; i < 10; i++)
    sessions.push(sessionStart(daysAgo(3), { utm_source: SOURCE, utm_medium: "cpc", ...(i < 4 ? { utm_campaign: CAMPAIGN } : {}) }));
  // A session that started twice counts once, under its first start's source.
  const twice = crypto.randomUUID();
  sessions.push(sessionStart(daysAgo(4), { utm_source: SOURCE }, twice), sessionStart(daysAgo(2), { utm_source: "elsewhere" }, twice));
  sessions.push(sessionStart(daysAgo(100), { utm_source: SOURCE }));
  // Without utm_source the referring host names the source.
  for (let i = 0; i < 3; i++) sessions.push(sessionStart(daysAgo(3), { $referring_domain: REFERRER }));

  // First touch in Kampala that week: 10, 20, 30, 90 (high value), 180 and 540 business minutes,
  // one untouched (long past due) and one spam (left out).
  add(lead({ source: ELSEWHERE, office: "kampala", createdAt: tuesday, status: "attempting", firstTouchAt: plus(tuesday, 30) }));
  add(lead({ source: ELSEWHERE, office: "kampala", createdAt: tuesday, status: "attempting", firstTouchAt: plus(tuesday, 180) }));
  add(
    lead({
      source: ELSEWHERE,
      office: "kampala",
      createdAt: tuesday,
      status: "attempting",
      firstTouchAt: plus(tuesday, 90),
      highValue: true,
    }),
  );
  // Tuesday 10:00 to Wednesday 10:00: seven hours on Tuesday, two on Wednesday morning.
  add(lead({ source: ELSEWHERE, office: "kampala", createdAt: tuesday, status: "attempting", firstTouchAt: plus(tuesday, 24 * 60) }));
  add(lead({ source: ELSEWHERE, office: "kampala", createdAt: tuesday }));
  add(lead({ source: ELSEWHERE, office: "kampala", createdAt: tuesday, status: "attempting", firstTouchAt: plus(tuesday, 5), spam: true }));
  statements.push(message("contact", "kampala", tuesday, plus(tuesday, 10)), message("guide", "kampala", tuesday, plus(tuesday, 20)));

  // Untouched for almost two years (inside the retention period): among the oldest waiting anywhere.
  ancientUntouched = add(lead({ source: ELSEWHERE, office: "dar-es-salaam", createdAt: daysAgo(725), highValue: true }));

  await testDb.batch(statements, "write");
  await appendAndRollUp(sessions);
}, 30_000);

/** The cells of the table row marked `attribute="value"`, as text. */
function rowCells(html: string, attribute: string, value: string): string[] {
  const row = new RegExp(`<tr [^>]*${attribute}="${value.replaceAll(".", "\\.")}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1];
  expect(row, `row ${attribute}=${value}`).toBeDefined();
  return [...row!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]!.replace(/<[^>]+>/g, "").trim());
}

/** The part of the page inside the figure of one office. */
function officeFigure(html: string, office: string): string {
  const figure = new RegExp(`<figure [^>]*data-office="${office}"[^>]*>[\\s\\S]*?</figure>`).exec(html)?.[0];
  expect(figure, `figure ${office}`).toBeDefined();
  return figure!;
}

describe("the insights page", () => {
  it("is staff only, private and never stored", async () => {
    const { res, html } = await deskGet("/desk/insights");
    expect(res.status, html.slice(0, 500)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(html).toContain("<h1");
    expect(html).toContain("Insights");
    // One script: the desk's own (the header's live count), with this response's nonce; nothing of the site's.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" src="\/[^"]*desk[^"]*" nonce="[^"]+">$/),
    ]);

    const outsider = await deskGet("/desk/insights", null);
    expect(outsider.res.status).toBe(404);
    expect(outsider.html).not.toContain(SOURCE);
  });

  it("gives each office's week its first-touch figures in business minutes, as text beside the charts", async () => {
    const { html } = await deskGet("/desk/insights");
    const kampala = officeFigure(html, "kampala");
    // Received 7 (spam left out), touched 6: median of 10, 20, 30, 90, 180, 540 is 60; the 90th percentile 360.
    // Within target: 10, 20, 30, 180; missed: 90 (high value), 540 and the untouched one. 4 of 7.
    expect(rowCells(kampala, "data-week", weekDate)).toEqual(["7", "6", "1 h 00 min", "6 h 00 min", "4", "3", "0", "57%"]);
    expect(kampala.match(/<tr [^>]*data-week=/g)).toHaveLength(8);
    for (const office of ["nairobi", "kampala", "dar-es-salaam"]) officeFigure(html, office);
  });

  it("draws the charts as images named by their title and description", async () => {
    const { html } = await deskGet("/desk/insights");
    const kampala = officeFigure(html, "kampala");
    for (const chart of ["first-touch-times-kampala", "first-touch-share-kampala"]) {
      expect(kampala).toMatch(new RegExp(`<svg [^>]*role="img"[^>]*aria-labelledby="${chart}-title ${chart}-desc"`));
      expect(kampala).toMatch(new RegExp(`<title id="${chart}-title">Kampala: [^<]+</title>`));
      expect(kampala).toMatch(new RegExp(`<desc id="${chart}-desc">[^<]+</desc>`));
    }
    // The bars of that week are drawn, its median and its share written on them.
    expect(kampala).toContain(">1.0 h</text>");
    expect(kampala).toContain(">57%</text>");
    expect(html.match(/<svg /g)!.length).toBe(html.match(/<svg [^>]*role="img"/g)!.length);
  });

  it("lists what waits longest, linking to it, and counts what is untouched per office", async () => {
    const { html } = await deskGet("/desk/insights");
    const waiting = rowCells(html, "data-record-id", ancientUntouched);
    expect(waiting.join(" | ")).toContain("Past target");
    expect(html).toContain(`href="/desk/leads/${ancientUntouched}"`);
    for (const office of ["nairobi", "kampala", "dar-es-salaam"]) {
      const [untouched, past] = rowCells(html, "data-untouched-office", office).map((text) => Number(text.replaceAll(",", "")));
      expect(past).toBeLessThanOrEqual(untouched!);
      // This file's Kampala and Dar es Salaam records are untouched and past due.
      if (office !== "nairobi") expect(past).toBeGreaterThanOrEqual(1);
    }
  });

  it("shows the funnel by source over 90 days: sessions, leads, those with a meeting and the furthest status each lead reached", async () => {
    const { html } = await deskGet("/desk/insights");
    // 11 sessions (one started twice; one 100 days ago left out); 5 leads (spam and a 200-day-old one left out);
    // a meeting booked 1 (of the leads); attempting 4 (of the leads), connected 3 (one lost later, one moved straight to
    // qualified), qualified 2, won 1.
    expect(rowCells(html, "data-source", SOURCE)).toEqual(["11", "5 (45%)", "1 (20%)", "4 (80%)", "3 (75%)", "2 (67%)", "1 (50%)"]);
    expect(rowCells(html, "data-source", REFERRER)).toEqual(["3", "2 (67%)", "0 (0%)", "1 (50%)", "0 (0%)", "0 (—)", "0 (—)"]);
    expect(html).not.toMatch(/<tr [^>]*data-source="elsewhere"/);
    // The last 90 days up to today (EAT), both included, marked as the current preset.
    const today = eatDay(new Date(now).toISOString());
    expect(html).toContain(`data-range="${eatDay(daysAgo(89))}/${today}"`);
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>Last 90 days<\/a>/);
    expect(html).toMatch(new RegExp(`<input type="date"[^>]*name="from" value="${eatDay(daysAgo(89))}"`));
  });

  it("shows the same funnel by campaign, visits without one under (none)", async () => {
    const { html } = await deskGet("/desk/insights");
    // 4 of the source's sessions came with the campaign, and two of its leads: the won one and the one lost after connected.
    expect(rowCells(html, "data-campaign", CAMPAIGN)).toEqual(["4", "2 (50%)", "1 (50%)", "2 (100%)", "2 (100%)", "1 (50%)", "1 (100%)"]);
    expect(html).toMatch(/<tr [^>]*data-campaign="\(none\)"/);
    expect(html).toContain("Funnel by campaign");
  });

  it("adds up Won's deal value by source and by owner, and counts Lost by reason", async () => {
    const { html } = await deskGet("/desk/insights");
    expect(rowCells(html, "data-won-source", SOURCE)).toEqual(["1", "$12,500"]);
    expect(rowCells(html, "data-won-source", ELSEWHERE)).toEqual(["1", "$0 (1 without a value)"]);
    expect(rowCells(html, "data-won-owner", OWNER)).toEqual(["2", "$12,500 (1 without a value)"]);
    expect(rowCells(html, "data-lost-reason", LOST_REASON)).toEqual(["2"]);
    // Over a year, the deal won 200 days ago counts too.
    const year = await deskGet("/desk/insights?days=365");
    expect(rowCells(year.html, "data-won-owner", OWNER)).toEqual(["3", "$17,500 (1 without a value)"]);
    expect(year.html).toMatch(/<svg [^>]*aria-labelledby="won-owner-title won-owner-desc"/);
  });

  it("takes a preset or any range of days, and says so when it cannot read one", async () => {
    const year = await deskGet("/desk/insights?days=365");
    expect(rowCells(year.html, "data-source", SOURCE)).toEqual(["12", "6 (50%)", "1 (17%)", "5 (83%)", "4 (80%)", "3 (75%)", "2 (67%)"]);
    expect(year.html).toMatch(/<a [^>]*aria-current="page"[^>]*>Last 365 days<\/a>/);

    // From six to four days ago (EAT): the leads of five days ago, and of the sessions only the one that started four days ago.
    const range = await deskGet(`/desk/insights?from=${eatDay(daysAgo(6))}&to=${eatDay(daysAgo(4))}`);
    expect(range.res.status).toBe(200);
    expect(range.html).not.toContain('role="alert"');
    expect(rowCells(range.html, "data-source", SOURCE).slice(0, 2)).toEqual(["1", "5 (500%)"]);
    expect(range.html).toContain(`data-range="${eatDay(daysAgo(6))}/${eatDay(daysAgo(4))}"`);

    const odd = await deskGet("/desk/insights?days=8");
    expect(odd.res.status).toBe(200);
    expect(odd.html).toContain('role="alert"');
    expect(odd.html).toContain("days must be one of: 7, 30, 90, 365");
    expect(rowCells(odd.html, "data-source", SOURCE)[1]).toBe("5 (45%)");

    const backwards = await deskGet("/desk/insights?from=2026-12-01&to=2026-11-01");
    expect(backwards.html).toContain("From must not be after To");
    const nonsense = await deskGet("/desk/insights?from=2026-02-30&to=2026-03-01");
    expect(nonsense.html).toContain("From must be a date that exists");
    expect(rowCells(nonsense.html, "data-source", SOURCE)[1]).toBe("5 (45%)");
  });
});
