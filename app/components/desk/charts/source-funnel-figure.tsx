import { deskCopy } from "../../../../content/desk-copy";
import type { FunnelBySource, FunnelStep, SourceFunnel } from "../../../desk/insights.server";
import { BarRows } from "./bar-rows";

const copy = deskCopy.insights;
const f = copy.funnel;
/** Sources drawn as charts besides all of them together; the table lists more. */
const CHARTED = 5;

/** "120 (34%)": a step's count and its share of the step before; the first step has no share. */
const figure = (funnel: SourceFunnel, step: FunnelStep) => {
  const conversion = funnel.conversion[step];
  const count = copy.count(funnel.counts[step]);
  return step === "sessions" ? count : `${count} (${conversion === null ? copy.none : copy.percent(conversion)})`;
};

const nameOf = (funnel: SourceFunnel) => funnel.source || f.allSources;

function SourceChart({ funnel, steps, index }: { funnel: SourceFunnel; steps: readonly FunnelStep[]; index: number }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{nameOf(funnel)}</figcaption>
      <BarRows
        id={`funnel-${index}`}
        title={f.chartTitle(nameOf(funnel))}
        description={f.chartDesc}
        rows={steps.map((step) => ({ key: step, label: f.steps[step], value: funnel.counts[step], text: figure(funnel, step) }))}
      />
    </figure>
  );
}

function FunnelTable({ funnel, steps }: { funnel: FunnelBySource; steps: readonly FunnelStep[] }) {
  const cell = "whitespace-nowrap px-3 py-2 text-right";
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-900">{f.tableTitle}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              {f.source}
            </th>
            {steps.map((step) => (
              <th key={step} scope="col" className={cell}>
                {f.steps[step]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[funnel.all, ...funnel.sources].map((source) => (
            <tr key={source.source || "all"} data-source={source.source || undefined} className="border-t border-slate-200">
              <th scope="row" className={`px-3 py-2 ${source.source ? "font-normal" : "font-semibold"}`}>
                {nameOf(source)}
              </th>
              {steps.map((step) => (
                <td key={step} className={cell}>
                  {figure(source, step)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Props = {
  funnel: FunnelBySource;
  steps: readonly FunnelStep[];
  periods: readonly number[];
  periodDays: number;
  errors: readonly string[];
};

/** The funnel for all sources and the top ones as charts, every listed source in a table, and the period form. */
export function SourceFunnelFigure({ funnel, steps, periods, periodDays, errors }: Props) {
  return (
    <section aria-labelledby="funnel-title" className="mt-10">
      <h2 id="funnel-title" className="text-xl font-bold text-slate-900">
        {f.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{f.lead}</p>
      {errors.length > 0 && (
        <div role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <ul>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <form method="get" action="/desk/insights" className="mt-3 flex flex-wrap items-end gap-3">
        <label className="field-label">
          {f.periodLabel}
          <select name="days" defaultValue={String(periodDays)} className="field-input">
            {periods.map((days) => (
              <option key={days} value={days}>
                {f.period(days)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          {f.show}
        </button>
      </form>
      <p className="mt-3 text-sm font-semibold text-slate-800">{f.period(periodDays)}</p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {[funnel.all, ...funnel.sources.slice(0, CHARTED)].map((source, i) => (
          <SourceChart key={source.source || "all"} funnel={source} steps={steps} index={i} />
        ))}
      </div>
      <FunnelTable funnel={funnel} steps={steps} />
      {funnel.otherSources > 0 && <p className="mt-2 text-sm text-slate-700">{f.otherSources(funnel.otherSources)}</p>}
    </section>
  );
}
