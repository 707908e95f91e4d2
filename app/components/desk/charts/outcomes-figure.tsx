import { deskCopy } from "../../../../content/desk-copy";
import { insightsCopy } from "../../../../content/desk-insights-copy";
import type { LostReason, Outcomes, WonGroup } from "../../../desk/insights.server";
import { BarRows } from "./bar-rows";

const copy = insightsCopy.outcomes;
const count = deskCopy.insights.count;
const cell = "whitespace-nowrap px-3 py-2 text-right";

type WonBy = "source" | "owner";

/** A chart's row label fits its 110 units; the table beside it has the whole name. */
const LABEL_CHARS = 16;
const short = (name: string) => (name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1)}…` : name);

/** "$12,500 (1 without a value)": the summed value, and how many won records had none entered. */
const valueText = (group: WonGroup) =>
  group.valued < group.won ? `${copy.usd(group.valueCents)} (${copy.withoutValue(group.won - group.valued)})` : copy.usd(group.valueCents);

function WonTable({ by, groups }: { by: WonBy; groups: readonly WonGroup[] }) {
  const title = by === "source" ? copy.wonBySource : copy.wonByOwner;
  const nameOf = (group: WonGroup) => group.group || (by === "owner" ? copy.unassigned : copy.source);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      {groups.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.wonEmpty}</p>
      ) : (
        <>
          <BarRows
            id={`won-${by}`}
            title={copy.chartTitle(by)}
            description={copy.chartDesc}
            rows={groups.map((group) => ({
              key: group.group,
              label: short(nameOf(group)),
              value: group.valueCents,
              text: copy.usd(group.valueCents),
            }))}
          />
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-100 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {by === "source" ? copy.source : copy.owner}
                  </th>
                  <th scope="col" className={cell}>
                    {copy.won}
                  </th>
                  <th scope="col" className={cell}>
                    {copy.value}
                  </th>
                </tr>
              </thead>
              <tbody>
                {groups.map((group) => (
                  <tr key={group.group} {...{ [`data-won-${by}`]: group.group || "-" }} className="border-t border-slate-200">
                    <th scope="row" className="px-3 py-2 font-normal">
                      {nameOf(group)}
                    </th>
                    <td className={cell}>{count(group.won)}</td>
                    <td className={cell}>{valueText(group)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

function LostTable({ reasons }: { reasons: readonly LostReason[] }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{copy.lostTitle}</figcaption>
      {reasons.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.lostEmpty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {copy.reason}
                </th>
                <th scope="col" className={cell}>
                  {copy.lost}
                </th>
              </tr>
            </thead>
            <tbody>
              {reasons.map((reason) => (
                <tr key={reason.reason} data-lost-reason={reason.reason || "-"} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {reason.reason || copy.noReason}
                  </th>
                  <td className={cell}>{count(reason.lost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}

/** Won's value by source and by owner, and Lost by reason, for the records received in the range. */
export function OutcomesFigure({ outcomes }: { outcomes: Outcomes }) {
  return (
    <section aria-labelledby="outcomes-title" className="mt-10">
      <h2 id="outcomes-title" className="text-xl font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.lead}</p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <WonTable by="source" groups={outcomes.wonBySource} />
        <WonTable by="owner" groups={outcomes.wonByOwner} />
        <LostTable reasons={outcomes.lostReasons} />
      </div>
    </section>
  );
}
