import { activityCopy, dealProductGroups } from "../../../content/desk-activity-copy";

const copy = activityCopy.won;

/**
 * Won has its own form, opened like a section (no script needed): the deal value, which the server
 * requires, and the catalogue's products sold.
 */
export function WonForm({ action }: { action: string }) {
  return (
    <details className="mt-4 border-t border-slate-200 pt-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">{copy.title}</summary>
      <form method="post" action={action} aria-label={copy.title} className="mt-2 space-y-2">
        <label className="field-label">
          {copy.value}
          <input
            type="text"
            name="value"
            inputMode="decimal"
            required
            maxLength={20}
            autoComplete="off"
            className="field-input"
            aria-describedby="won-value-hint"
          />
        </label>
        <p id="won-value-hint" className="text-xs text-slate-700">
          {copy.valueHint}
        </p>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{copy.products}</legend>
          {dealProductGroups.map((group) => (
            <fieldset key={group.title}>
              <legend className="text-xs font-semibold text-slate-700">{group.title}</legend>
              {group.products.map((product) => (
                <label key={product.id} className="flex items-start gap-2 text-sm">
                  <input type="checkbox" name="product" value={product.id} className="mt-1" />
                  {product.name}
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
        <button type="submit" className="btn-primary">
          {copy.save}
        </button>
      </form>
    </details>
  );
}
