import { clockWords, chatMeetingCopy as copy } from "../../../content/chat-meeting-copy";
import { dayLabel, meetingClock } from "../../../shared/meeting-time-zone";
import type { MeetingKind, MeetingSlot } from "../../../shared/meetings";

// The chat's next free times, grouped by their EAT day, one button each: a tap books it. Above
// them, video call (the default) or office visit.

/** The look of the chat's option buttons (steps/chat-ui.tsx), written here: importing it would split it out of the panel's chunk. */
export const CHOICE_BUTTON =
  "min-h-11 w-full rounded-lg border border-brand-600 bg-white px-3 py-2 text-left text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:(outline-2 outline-offset-2 outline-brand-600) disabled:(cursor-not-allowed opacity-60)";

type Props = {
  slots: readonly MeetingSlot[];
  kind: MeetingKind;
  zone: string;
  disabled: boolean;
  onKind: (kind: MeetingKind) => void;
  onPick: (slot: MeetingSlot) => void;
};

/** Slots by EAT day ("2026-12-01", read from the slot's own text), in order. */
export function slotsByDay(slots: readonly MeetingSlot[]): { day: string; slots: MeetingSlot[] }[] {
  const days = new Map<string, MeetingSlot[]>();
  for (const slot of slots) {
    const day = slot.start.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

function KindChoice({ kind, disabled, onKind }: Pick<Props, "kind" | "disabled" | "onKind">) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{copy.kindsLabel}</legend>
      {(Object.keys(copy.kinds) as MeetingKind[]).map((k) => (
        <button
          key={k}
          type="button"
          aria-pressed={k === kind}
          disabled={disabled}
          onClick={() => k !== kind && onKind(k)}
          className={`min-h-9 rounded-full border px-3 py-1 text-xs font-semibold focus-visible:(outline-2 outline-offset-2 outline-brand-600) ${
            k === kind ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
          }`}
        >
          {copy.kinds[k]}
        </button>
      ))}
    </fieldset>
  );
}

export function SlotPicker({ slots, kind, zone, disabled, onKind, onPick }: Props) {
  return (
    <div className="space-y-3">
      <KindChoice kind={kind} disabled={disabled} onKind={onKind} />
      {slotsByDay(slots).map(({ day, slots: daySlots }) => {
        const label = dayLabel(day);
        return (
          <fieldset key={day} className="min-w-0 space-y-1">
            <legend className="text-xs font-semibold text-slate-700">{label}</legend>
            <ul className="grid grid-cols-2 gap-2">
              {daySlots.map((slot) => (
                <li key={slot.start}>
                  <button
                    type="button"
                    className={CHOICE_BUTTON}
                    disabled={disabled}
                    onClick={() => onPick(slot)}
                    data-slot-start={slot.start}
                  >
                    <span className="sr-only">{copy.slotName(label)}</span>
                    {clockWords(meetingClock(slot.start, zone))}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
