import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { attributionSource } from "../../shared/attribution";
import { eatDay } from "../../shared/eat-time";
import { attributionOfSession } from "../events/chat-events";
import { type FunnelEventRow, sessionReach } from "../funnels/compute-funnel";
import { chatQualificationFunnel, type FunnelDefinition } from "../funnels/funnel";
import type { LogDatabase } from "../log/log-database";
import { analyticsEvents, analyticsFunnelSessions } from "../log/tables";
import type { Sink } from "./sink";
import { SINK_NAMES } from "./sink-names";

// The funnel rollup: daily sessions per funnel step, source and campaign, kept as the log grows so reports
// read a few rows instead of scanning raw events. For each chat session a batch touches, the
// session's reach is recomputed from all its events in the log and the day/source groups it is in
// (before and after) are recounted: every write is a recomputation, so a replay or a second run of
// the same batch leaves the same rows.

type Group = { day: string; source: string; campaign: string };
type SessionState = Group & { sessionId: string; reached: number; startedAt: string };

/** Where the session counts: the day (EAT), source and campaign ("" for none) of its first session_start; null before it has one. */
function sessionState(funnel: FunnelDefinition, sessionId: string, rows: readonly FunnelEventRow[]): SessionState | null {
  const starts = rows.filter((row) => row.eventType === "session_start").sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  const start = starts[0];
  if (!start) return null;
  const data = typeof start.data === "object" && start.data !== null ? (start.data as Record<string, unknown>) : {};
  const attribution = attributionOfSession(data);
  return {
    sessionId,
    day: eatDay(start.receivedAt),
    source: attributionSource(attribution),
    campaign: attribution.utm_campaign ?? "",
    reached: sessionReach(funnel, rows),
    startedAt: start.receivedAt,
  };
}

const groupKey = (row: Group) => JSON.stringify([row.day, row.source, row.campaign]);

/** The groups as SQL row values: `(day, source, campaign) in (values …)`. */
const groupsIn = (groups: readonly Group[]) =>
  sql`(day, source, campaign) in (values ${sql.join(
    groups.map((group) => sql`(${group.day}, ${group.source}, ${group.campaign})`),
    sql`, `,
  )})`;

/** Recounts the daily rows of `groups` from the per-session rows. */
function recountGroups(db: LogDatabase, funnel: FunnelDefinition, groups: readonly Group[]) {
  const steps: SQL = sql.join(
    funnel.steps.map((_, i) => sql`(${i + 1})`),
    sql`, `,
  );
  return [
    db.run(sql`delete from analytics_funnel_daily where funnel_id = ${funnel.id} and ${groupsIn(groups)}`),
    db.run(sql`insert into analytics_funnel_daily (funnel_id, day, source, campaign, step, sessions)
      select s.funnel_id, s.day, s.source, s.campaign, steps.column1, count(*) from analytics_funnel_sessions s
      join (values ${steps}) as steps on s.reached >= steps.column1
      where s.funnel_id = ${funnel.id} and ${groupsIn(groups)}
      group by s.day, s.source, s.campaign, steps.column1`),
  ];
}

export function funnelRollupSink(funnel: FunnelDefinition = chatQualificationFunnel, name: string = SINK_NAMES.funnelRollup): Sink {
  const types = new Set<string>(funnel.steps.map((step) => step.event));
  return {
    name,
    batchSize: 500,
    async deliver(events, db) {
      const sessionIds = [...new Set(events.filter((event) => types.has(event.eventType)).map((event) => event.sessionId))];
      if (sessionIds.length === 0) return [];
      const [rows, before] = await Promise.all([
        db
          .select({
            sessionId: analyticsEvents.sessionId,
            eventType: analyticsEvents.eventType,
            data: analyticsEvents.data,
            receivedAt: analyticsEvents.receivedAt,
            seq: analyticsEvents.seq,
          })
          .from(analyticsEvents)
          .where(and(inArray(analyticsEvents.sessionId, sessionIds), inArray(analyticsEvents.eventType, [...types]))),
        db
          .select({ day: analyticsFunnelSessions.day, source: analyticsFunnelSessions.source, campaign: analyticsFunnelSessions.campaign })
          .from(analyticsFunnelSessions)
          .where(and(eq(analyticsFunnelSessions.funnelId, funnel.id), inArray(analyticsFunnelSessions.sessionId, sessionIds))),
      ]);
      const bySession = new Map<string, FunnelEventRow[]>();
      for (const row of rows) {
        const events = bySession.get(row.sessionId);
        if (events) events.push(row);
        else bySession.set(row.sessionId, [row]);
      }
      const states = sessionIds.flatMap((id) => sessionState(funnel, id, bySession.get(id) ?? []) ?? []);
      if (states.length === 0) return [];
      const groups = [
        ...new Map(
          [...before, ...states].map((row) => [groupKey(row), { day: row.day, source: row.source, campaign: row.campaign }]),
        ).values(),
      ];
      const upsert = db
        .insert(analyticsFunnelSessions)
        .values(states.map((state) => ({ funnelId: funnel.id, ...state })))
        .onConflictDoUpdate({
          target: [analyticsFunnelSessions.funnelId, analyticsFunnelSessions.sessionId],
          set: {
            day: sql`excluded.day`,
            source: sql`excluded.source`,
            campaign: sql`excluded.campaign`,
            reached: sql`excluded.reached`,
            startedAt: sql`excluded.started_at`,
          },
        });
      return [upsert, ...recountGroups(db, funnel, groups)];
    },
  };
}
