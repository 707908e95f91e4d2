import type { RouterContextProvider } from "react-router";
import * as v from "valibot";
import { createDatabase } from "../../worker/db/client";
import { DEFAULT_PERIOD, INSIGHT_PERIODS, readInsights } from "../../worker/desk/insights";
import { FUNNEL_STEPS } from "../../worker/desk/source-funnel";
import { workerContext } from "../../worker/request-context";
import { deskUserOf } from "./desk-user.server";

export type { OfficeWeeks, WeekStats } from "../../worker/desk/first-touch-stats";
export type { UntouchedOffice, UntouchedRecord } from "../../worker/desk/insights";
export type { FunnelBySource, FunnelStep, SourceFunnel } from "../../worker/desk/source-funnel";

const periodMessage = `days must be one of: ${INSIGHT_PERIODS.join(", ")}`;

/** The page's query string: the funnel's period in days; anything else is ignored. */
const periodSchema = v.object({
  days: v.optional(
    v.pipe(v.picklist(INSIGHT_PERIODS.map(String), periodMessage), v.transform(Number), v.picklist(INSIGHT_PERIODS, periodMessage)),
    String(DEFAULT_PERIOD),
  ),
});

/** The insights page's data: the figures as of now, the period asked for (or why it could not be read). */
export async function insightsData(request: Request, context: Readonly<RouterContextProvider>) {
  deskUserOf(context);
  const db = createDatabase(context.get(workerContext).env);
  const parsed = v.safeParse(periodSchema, Object.fromEntries(new URL(request.url).searchParams));
  // A period the page cannot read is shown as an error over the default period, not as a failure.
  const periodDays = parsed.success ? parsed.output.days : DEFAULT_PERIOD;
  const insights = await readInsights(db, { now: new Date(), periodDays });
  return {
    insights,
    periods: INSIGHT_PERIODS,
    steps: FUNNEL_STEPS,
    periodErrors: parsed.success ? [] : parsed.issues.map((issue) => issue.message),
  };
}
