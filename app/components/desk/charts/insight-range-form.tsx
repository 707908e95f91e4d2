import { insightsCopy } from "../../../../content/desk-insights-copy";
import type { InsightRange } from "../../../desk/insights.server";

const copy = insightsCopy.range;

type Props = {
  range: InsightRange;
  presets: readonly (InsightRange & { days: number })[];
  errors: readonly string[];
};

const rangeQuery = ({ from, to }: InsightRange) => `/desk/insights?${new URLSearchParams({ from, to })}`;

/** The range of days (EAT) the funnels and outcomes cover: two date inputs, and the presets as links. */
export function InsightRangeForm({ range, presets, errors }: Props) {
  return (
    <section aria-labelledby="range-title" className="mt-10">
      <h2 id="range-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.lead}</p>
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
          {copy.from}
          <input type="date" name="from" defaultValue={range.from} required className="field-input" />
        </label>
        <label className="field-label">
          {copy.to}
          <input type="date" name="to" defaultValue={range.to} required className="field-input" />
        </label>
        <button type="submit" className="btn-secondary">
          {copy.show}
        </button>
      </form>
      <nav aria-label={copy.presetsLabel} className="mt-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {presets.map((preset) => {
            const current = preset.from === range.from && preset.to === range.to;
            return (
              <li key={preset.days}>
                <a
                  href={rangeQuery(preset)}
                  aria-current={current ? "page" : undefined}
                  className={current ? "font-semibold" : "underline"}
                >
                  {copy.preset(preset.days)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="mt-3 text-sm font-semibold text-slate-800" data-range={`${range.from}/${range.to}`}>
        {copy.shown(range.from, range.to)}
      </p>
    </section>
  );
}
