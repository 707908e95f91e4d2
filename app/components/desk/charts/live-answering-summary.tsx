import { deskCopy } from "../../../../content/desk-copy";
import { liveInsightsCopy as copy } from "../../../../content/live-insights-copy";
import { waitLabel } from "../../../../shared/live-wait";
import type { LiveAnswering } from "../../../desk/insights.server";

/** Of the visitors who asked for a person in the range: how many were answered, and the median wait. */
export function LiveAnsweringSummary({ live }: { live: LiveAnswering }) {
  const figures = [
    { label: copy.requests, value: deskCopy.insights.count(live.requests), key: "requests" },
    { label: copy.answered, value: copy.answeredOf(live.answered, live.answeredShare), key: "answered" },
    {
      label: copy.medianWait,
      value: live.medianWaitSeconds === null ? copy.noWait : waitLabel(live.medianWaitSeconds),
      key: "median-wait",
    },
  ];
  return (
    <section aria-labelledby="live-answering-title" className="mt-8">
      <h2 id="live-answering-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.lead}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} data-live-figure={figure.key} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
