// The desk shows and filters times in East Africa Time, where every office is: UTC+3 all year.

const EAT_OFFSET = "+03:00";

/** The first instant of a calendar day (YYYY-MM-DD) in EAT, as the ISO-8601 UTC text rows store. */
export const eatDayStart = (day: string) => new Date(`${day}T00:00:00${EAT_OFFSET}`).toISOString();

/** The first instant after a calendar day in EAT. */
export const eatDayEnd = (day: string) => new Date(new Date(`${day}T00:00:00${EAT_OFFSET}`).getTime() + 86_400_000).toISOString();
