import { deskCopy } from "../../../../content/desk-copy";
import { OFFICE_LABELS } from "../../../../shared/office-ids";
import type { OfficeWeeks, WeekStats } from "../../../desk/insights.server";
import { ColumnChart } from "./column-chart";
import { weekDate, weekLabel } from "./week-label";

const copy = deskCopy.insights;
const minutes = (value: number | null) => (value === null ? copy.none : copy.minutes(value));
const share = (value: number | null) => (value === null ? copy.none : copy.percent(value));

function WeekTable({ weeks }: { weeks: readonly WeekStats[] }) {
  const c = copy.firstTouch.columns;
  const head = [c.records, c.touched, c.median, c.p90, c.within, c.missed, c.pending, c.share];
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-1">
              {c.week}
            </th>
            {head.map((label) => (
              <th key={label} scope="col" className="px-2 py-1 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart} data-week={weekDate(week.weekStart)} className="border-t border-slate-200">
              <th scope="row" className="whitespace-nowrap px-2 py-1 font-normal">
                <time dateTime={weekDate(week.weekStart)}>{weekDate(week.weekStart)}</time>
              </th>
              {[
                copy.count(week.records),
                copy.count(week.touched),
                minutes(week.medianMinutes),
                minutes(week.p90Minutes),
                copy.count(week.withinTarget),
                copy.count(week.missed),
                copy.count(week.pending),
                share(week.shareWithinTarget),
              ].map((text, i) => (
                <td key={head[i]} className="whitespace-nowrap px-2 py-1 text-right">
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One office's weeks: the times (median, with the 90th percentile marked), the share within target, and the table. */
export function FirstTouchFigure({ officeWeeks }: { officeWeeks: OfficeWeeks }) {
  const { office, weeks } = officeWeeks;
  const name = OFFICE_LABELS[office];
  const t = copy.firstTouch;
  return (
    <figure data-office={office} className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="text-lg font-semibold text-slate-900">{t.office(name)}</figcaption>
      <div className="mt-2 grid gap-4 lg:grid-cols-2">
        <ColumnChart
          id={`first-touch-times-${office}`}
          title={t.timesTitle(name)}
          description={t.timesDesc}
          columns={weeks.map((week) => ({
            key: week.weekStart,
            label: weekLabel(week.weekStart),
            value: week.medianMinutes,
            marker: week.p90Minutes,
            text: week.medianMinutes === null ? copy.none : copy.minutesShort(week.medianMinutes),
          }))}
        />
        <ColumnChart
          id={`first-touch-share-${office}`}
          title={t.shareTitle(name)}
          description={t.shareDesc}
          max={1}
          columns={weeks.map((week) => ({
            key: week.weekStart,
            label: weekLabel(week.weekStart),
            value: week.shareWithinTarget,
            text: share(week.shareWithinTarget),
          }))}
        />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-brand-700 align-middle" />
          {t.legendMedian}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-1 w-4 bg-amber-700 align-middle" />
          {t.legendP90}
        </span>
      </p>
      <WeekTable weeks={weeks} />
    </figure>
  );
}
