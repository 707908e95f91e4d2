import { deskCopy } from "../../../content/desk-copy";
import { earlierStatuses, forwardStatuses, type LeadStatus, STATUS_LABELS } from "../../../shared/desk";
import { WonForm } from "./won-form";

const copy = deskCopy.record;

/** A required choice among `statuses`, starting on the prompt so nothing is chosen by default. */
function StatusSelect({ label, prompt, statuses }: { label: string; prompt: string; statuses: readonly LeadStatus[] }) {
  return (
    <label className="field-label">
      {label}
      <select name="status" required className="field-input" defaultValue="">
        <option value="">{prompt}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The status control offers only the steps ahead, with nothing chosen until someone chooses; lost
 * has its own form for its reason, won its own for the deal. Going back is a separate form that needs its box ticked.
 */
export function StatusControls({ status, action }: { status: LeadStatus; action: (name: string) => string }) {
  // Won and lost ask for more (the deal, the reason): each has its own form below.
  const ahead = forwardStatuses(status).filter((next) => next !== "lost" && next !== "won");
  const earlier = earlierStatuses(status);
  return (
    <>
      {ahead.length > 0 ? (
        <form method="post" action={action("status")} className="mt-2 space-y-2">
          <StatusSelect label={copy.status} prompt={copy.chooseStatus} statuses={ahead} />
          <button type="submit" className="btn-primary">
            {copy.saveStatus}
          </button>
        </form>
      ) : (
        forwardStatuses(status).length === 0 && <p className="mt-2 text-sm text-slate-700">{copy.finalStatus(STATUS_LABELS[status])}</p>
      )}
      {forwardStatuses(status).includes("won") && <WonForm action={action("won")} />}
      {forwardStatuses(status).includes("lost") && (
        <form method="post" action={action("status")} className="mt-4 space-y-2 border-t border-slate-200 pt-3">
          <input type="hidden" name="status" value="lost" />
          <label className="field-label">
            {copy.lostReason}
            <input type="text" name="lostReason" required maxLength={200} className="field-input" aria-describedby="lost-reason-hint" />
          </label>
          <p id="lost-reason-hint" className="text-xs text-slate-700">
            {copy.lostReasonHint}
          </p>
          <button type="submit" className="btn-secondary">
            {copy.lost}
          </button>
        </form>
      )}
      {earlier.length > 0 && (
        <details className="mt-4 border-t border-slate-200 pt-3">
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">{copy.moveBack}</summary>
          <form method="post" action={action("move-back")} className="mt-2 space-y-2">
            <StatusSelect label={copy.moveBackTo} prompt={copy.chooseEarlier} statuses={earlier} />
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
              {copy.moveBackConfirm}
            </label>
            <button type="submit" className="btn-secondary">
              {copy.moveBackButton}
            </button>
          </form>
        </details>
      )}
    </>
  );
}
