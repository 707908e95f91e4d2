import { eatTime } from "../../../../shared/eat-time";

/** A week's Monday in EAT as a date, "2026-11-23". */
export const weekDate = (weekStart: string) => eatTime(weekStart).slice(0, 10);

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A week's Monday in EAT, short enough for an axis: "23 Nov". */
export const weekLabel = (weekStart: string) => dayMonth.format(new Date(`${weekDate(weekStart)}T00:00:00Z`));
