// How meeting times read on the pages: slots travel as "2026-11-30T10:00:00+03:00" (EAT), so the
// EAT day and clock are read from the text itself, the same on the server and in any browser.

import { dayLabel } from "../../shared/meeting-time-zone";

export { dayLabel };

/** "10:00" (EAT) for an EAT slot time. */
export const clockLabel = (eatIso: string) => eatIso.slice(11, 16);

/** "Monday 30 November, 10:00 EAT". */
export const whenLabel = (eatIso: string) => `${dayLabel(eatIso)}, ${clockLabel(eatIso)} EAT`;
