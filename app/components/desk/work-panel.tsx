import type { ReactNode } from "react";
import { activityCopy } from "../../../content/desk-activity-copy";
import { deskCopy } from "../../../content/desk-copy";
import { deskRecordPath, recordKey, STATUS_LABELS } from "../../../shared/desk";
import { eatDueLabel, formatUsdCents } from "../../../shared/desk-activities";
import { claimable } from "../../../shared/desk-team";
import type { DeskRecordView } from "../../../shared/desk-views";
import { eatTime, elapsed } from "../../../shared/eat-time";
import { OFFICE_IDS, OFFICE_LABELS } from "../../../shared/office-ids";
import { ActivityForm } from "./activity-form";
import { productNames } from "./activity-lines";
import { ReassignForm } from "./reassign-form";
import { StatusControls } from "./status-controls";

const copy = deskCopy.record;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** A record held for review: why, and the two ways out (released to sales, or deleted for good). */
function HeldPanel({ record, action }: { record: DeskRecordView; action: (name: string) => string }) {
  return (
    <Panel title={copy.spam}>
      <p className="mt-2 text-sm">
        {copy.spamReason}: {record.work.spamReason}
      </p>
      <p className="mt-2 text-sm text-slate-700">{copy.heldHint}</p>
      <form method="post" action={action("not-spam")} className="mt-3">
        <button type="submit" className="btn-accent">
          {copy.notSpam}
        </button>
      </form>
      <form method="post" action="/desk/spam/delete" className="mt-4 space-y-2 border-t border-slate-200 pt-3">
        <input type="hidden" name="record" value={recordKey(record.type, record.id)} />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
          {copy.deleteConfirm}
        </label>
        <button type="submit" className="btn-secondary">
          {copy.deleteButton}
        </button>
      </form>
    </Panel>
  );
}

/** Plain form posts: every change works without a script and comes back to this page. */
export function WorkPanel({ record }: { record: DeskRecordView }) {
  const { work } = record;
  const action = (name: string) => `${deskRecordPath(record.type, record.id)}/${name}`;
  // Held records are not worked until released, so none of the controls below are offered.
  if (work.spamReason) return <HeldPanel record={record} action={action} />;
  return (
    <div className="space-y-4">
      <Panel title={copy.work}>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-slate-700">{copy.owner}</dt>
          <dd data-testid="owner">{work.owner ?? copy.nobody}</dd>
          <dt className="font-medium text-slate-700">{copy.status}</dt>
          <dd data-testid="status">
            {STATUS_LABELS[work.status]}
            {work.lostReason ? ` (${work.lostReason})` : ""}
          </dd>
          <dt className="font-medium text-slate-700">{copy.firstTouch}</dt>
          <dd>
            {work.firstTouchAt
              ? `${eatTime(work.firstTouchAt)} EAT (after ${elapsed(work.createdAt, work.firstTouchAt)})`
              : copy.notTouched}
          </dd>
          <dt className="font-medium text-slate-700">{activityCopy.nextFollowUp}</dt>
          <dd data-testid="next-follow-up">{work.nextFollowUpAt ? `${eatDueLabel(work.nextFollowUpAt)} EAT` : activityCopy.noFollowUp}</dd>
          {work.wonValueCents !== null && (
            <>
              <dt className="font-medium text-slate-700">{activityCopy.won.dealValue}</dt>
              <dd data-testid="deal-value">{formatUsdCents(work.wonValueCents)}</dd>
            </>
          )}
          {work.wonProducts && work.wonProducts.length > 0 && (
            <>
              <dt className="font-medium text-slate-700">{activityCopy.won.productsSold}</dt>
              <dd data-testid="products-sold">{productNames(work.wonProducts)}</dd>
            </>
          )}
        </dl>
        {claimable(work) && (
          <form method="post" action={action("claim")} className="mt-3">
            <button type="submit" className="btn-primary">
              {copy.claim}
            </button>
            <p className="mt-1 text-xs text-slate-700">{copy.claimHint}</p>
          </form>
        )}
      </Panel>
      <Panel title={copy.changeStatus}>
        <StatusControls status={work.status} action={action} />
      </Panel>
      <Panel title={activityCopy.logActivity}>
        <ActivityForm action={action("activity")} />
      </Panel>
      <Panel title={copy.note}>
        <form method="post" action={action("note")} className="mt-2 space-y-2">
          <label className="field-label">
            {copy.noteLabel}
            <textarea name="note" rows={3} required maxLength={2000} className="field-input" />
          </label>
          <button type="submit" className="btn-secondary">
            {copy.saveNote}
          </button>
        </form>
      </Panel>
      <Panel title={copy.reassign}>
        <ReassignForm action={action("assign")} owner={work.owner} />
        <form method="post" action={action("office")} className="mt-4 space-y-2 border-t border-slate-200 pt-3">
          <label className="field-label">
            {copy.moveOffice}
            <select name="office" defaultValue={work.office} className="field-input">
              {OFFICE_IDS.map((office) => (
                <option key={office} value={office}>
                  {OFFICE_LABELS[office]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-secondary">
            {copy.moveButton}
          </button>
        </form>
      </Panel>
    </div>
  );
}
