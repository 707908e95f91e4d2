import { deskCopy } from "../../../content/desk-copy";
import { FirstTouchFigure } from "../../components/desk/charts/first-touch-figure";
import { GroupFunnelFigure } from "../../components/desk/charts/group-funnel-figure";
import { InsightRangeForm } from "../../components/desk/charts/insight-range-form";
import { LiveAnsweringSummary } from "../../components/desk/charts/live-answering-summary";
import { OutcomesFigure } from "../../components/desk/charts/outcomes-figure";
import { UntouchedSummary } from "../../components/desk/charts/untouched-summary";
import { insightsData } from "../../desk/insights.server";
import { noSitemap } from "../../seo/sitemap-handle";
import type { Route } from "./+types/insights";

export const handle = noSitemap;

export const loader = ({ request, context }: Route.LoaderArgs) => insightsData(request, context);

export const meta = () => [{ title: `${deskCopy.insights.title} · ${deskCopy.name}` }, { name: "robots", content: "noindex, nofollow" }];

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { insights, presets, steps, rangeErrors } = loaderData;
  const t = deskCopy.insights.firstTouch;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{deskCopy.insights.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{deskCopy.insights.lead}</p>
      <section aria-labelledby="first-touch-title" className="mt-8">
        <h2 id="first-touch-title" className="text-xl font-bold text-slate-900">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t.lead}</p>
        {insights.firstTouch.map((officeWeeks) => (
          <FirstTouchFigure key={officeWeeks.office} officeWeeks={officeWeeks} />
        ))}
      </section>
      <UntouchedSummary untouched={insights.untouched} now={insights.now} />
      <InsightRangeForm range={insights.range} presets={presets} errors={rangeErrors} />
      <GroupFunnelFigure funnel={insights.bySource} steps={steps} />
      <GroupFunnelFigure funnel={insights.byCampaign} steps={steps} />
      <OutcomesFigure outcomes={insights.outcomes} />
      <LiveAnsweringSummary live={insights.live} />
    </>
  );
}
