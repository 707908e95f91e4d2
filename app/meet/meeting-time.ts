// How meeting times read on the pages: slots travel as "2026-11-30T10:00:00+03:00" (EAT), so the
// EAT day and clock are read from the text itself, the same on the server and in any browser.

const dayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });

/** "Monday 30 November" for "2026-11-30". */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** "10:00" (EAT) for an EAT slot time. */
export const clockLabel = (eatIso: string) => eatIso.slice(11, 16);

/** "Monday 30 November, 10:00 EAT". */
export const whenLabel = (eatIso: string) => `${dayLabel(eatIso)}, ${clockLabel(eatIso)} EAT`;
