import type { RouterContextProvider } from "react-router";
import { createDatabase } from "../../worker/db/client";
import { INSIGHT_PRESETS, lastDays, parseInsightRange } from "../../worker/desk/insight-range";
import { readInsights } from "../../worker/desk/insights";
import { FUNNEL_STEPS } from "../../worker/desk/source-funnel";
import { workerContext } from "../../worker/request-context";
import { deskUserOf } from "./desk-user.server";

export type { OfficeWeeks, WeekStats } from "../../worker/desk/first-touch-stats";
export type { InsightRange } from "../../worker/desk/insight-range";
export type { UntouchedOffice, UntouchedRecord } from "../../worker/desk/insights";
export type { FunnelByGroup, FunnelStep, GroupFunnel } from "../../worker/desk/source-funnel";
export type { LostReason, Outcomes, WonGroup } from "../../worker/desk/won-lost";
export type { LiveAnswering } from "../../worker/live/live-insights";

/** The insights page's data: the figures as of now, the range asked for (or why it could not be read), the presets' ranges. */
export async function insightsData(request: Request, context: Readonly<RouterContextProvider>) {
  deskUserOf(context);
  const db = createDatabase(context.get(workerContext).env);
  const now = new Date();
  // A range the page cannot read is shown as an error over the default range, not as a failure.
  const { range, errors } = parseInsightRange(new URL(request.url).searchParams, now);
  const insights = await readInsights(db, { now, range });
  return {
    insights,
    presets: INSIGHT_PRESETS.map((days) => ({ days, ...lastDays(days, now) })),
    steps: FUNNEL_STEPS,
    rangeErrors: errors,
  };
}
