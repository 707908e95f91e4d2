import { deskCopy } from "../../../content/desk-copy";

const copy = deskCopy.inbox;

/**
 * The spam view's bulk actions on the ticked rows: one plain form around the table, two buttons.
 * Delete needs its box ticked (the browser checks it, and the server again); Not spam skips that check.
 */
export function HeldBulkActions() {
  return (
    <fieldset className="mt-3 space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{copy.bulkTitle}</legend>
      <div>
        <button type="submit" formAction="/desk/spam/release" formNoValidate className="btn-accent" aria-describedby="bulk-not-spam-hint">
          {copy.bulkNotSpam}
        </button>
        <p id="bulk-not-spam-hint" className="mt-1 text-xs text-slate-700">
          {copy.bulkNotSpamHint}
        </p>
      </div>
      <div className="space-y-2 border-t border-slate-200 pt-3">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
          {copy.bulkDeleteConfirm}
        </label>
        <button type="submit" formAction="/desk/spam/delete" className="btn-secondary">
          {copy.bulkDelete}
        </button>
      </div>
    </fieldset>
  );
}
