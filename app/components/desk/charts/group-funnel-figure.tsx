import { deskCopy } from "../../../../content/desk-copy";
import { insightsCopy } from "../../../../content/desk-insights-copy";
import type { FunnelByGroup, FunnelStep, GroupFunnel } from "../../../desk/insights.server";
import { BarRows } from "./bar-rows";

const copy = deskCopy.insights;
const f = copy.funnel;
/** Groups drawn as charts besides all of them together; the table lists more. */
const CHARTED = 5;

/** "120 (34%)": a step's count and its share of the step before; the first step has no share. */
const figure = (funnel: GroupFunnel, step: FunnelStep) => {
  const conversion = funnel.conversion[step];
  const count = copy.count(funnel.counts[step]);
  return step === "sessions" ? count : `${count} (${conversion === null ? copy.none : copy.percent(conversion)})`;
};

function GroupChart({ funnel, steps, id, name }: { funnel: GroupFunnel; steps: readonly FunnelStep[]; id: string; name: string }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{name}</figcaption>
      <BarRows
        id={id}
        title={f.chartTitle(name)}
        description={f.chartDesc}
        rows={steps.map((step) => ({ key: step, label: f.steps[step], value: funnel.counts[step], text: figure(funnel, step) }))}
      />
    </figure>
  );
}

function FunnelTable({
  funnel,
  steps,
  nameOf,
}: {
  funnel: FunnelByGroup;
  steps: readonly FunnelStep[];
  nameOf: (g: GroupFunnel) => string;
}) {
  const words = insightsCopy.funnel[funnel.by];
  const cell = "whitespace-nowrap px-3 py-2 text-right";
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-900">{words.tableTitle}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              {words.column}
            </th>
            {steps.map((step) => (
              <th key={step} scope="col" className={cell}>
                {f.steps[step]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[funnel.all, ...funnel.groups].map((group) => (
            <tr key={group.group || "all"} {...{ [`data-${funnel.by}`]: group.group || undefined }} className="border-t border-slate-200">
              <th scope="row" className={`px-3 py-2 ${group.group ? "font-normal" : "font-semibold"}`}>
                {nameOf(group)}
              </th>
              {steps.map((step) => (
                <td key={step} className={cell}>
                  {figure(group, step)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Props = { funnel: FunnelByGroup; steps: readonly FunnelStep[] };

/** The funnel for all sources (or campaigns) and the top ones as charts, every listed one in a table. */
export function GroupFunnelFigure({ funnel, steps }: Props) {
  const words = insightsCopy.funnel[funnel.by];
  const nameOf = (group: GroupFunnel) => group.group || words.all;
  const titleId = `funnel-${funnel.by}-title`;
  return (
    <section aria-labelledby={titleId} className="mt-10">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{funnel.by === "source" ? f.lead : insightsCopy.funnel.campaign.lead}</p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {[funnel.all, ...funnel.groups.slice(0, CHARTED)].map((group, i) => (
          <GroupChart key={group.group || "all"} funnel={group} steps={steps} id={`funnel-${funnel.by}-${i}`} name={nameOf(group)} />
        ))}
      </div>
      <FunnelTable funnel={funnel} steps={steps} nameOf={nameOf} />
      {funnel.otherGroups > 0 && (
        <p className="mt-2 text-sm text-slate-700">{insightsCopy.funnel.otherGroups(funnel.otherGroups, words.all)}</p>
      )}
    </section>
  );
}
