import { deskTeamCopy } from "../../../content/desk-team-copy";

const copy = deskTeamCopy;

/**
 * The signed-in person's Available/Away state, changed with one click: two buttons of one plain form,
 * the pressed one is the current state. Each sends the state it names, so a double click cannot flip it back.
 */
export function AvailabilitySwitch({ available, here }: { available: boolean; here: string }) {
  const button = (state: boolean) =>
    `rounded px-3 py-1 text-sm font-semibold ${state === available ? "bg-white text-brand-900" : "border border-white/60 text-white"}`;
  return (
    <form method="post" action="/desk/availability" className="flex items-center gap-2" aria-label={copy.availability.label}>
      <input type="hidden" name="back" value={here} />
      <span className="sr-only">{copy.availability.hint}</span>
      <button type="submit" name="available" value="yes" aria-pressed={available} className={button(true)} data-testid="go-available">
        {copy.available}
      </button>
      <button type="submit" name="available" value="no" aria-pressed={!available} className={button(false)} data-testid="go-away">
        {copy.away}
      </button>
    </form>
  );
}
