import { type CountryCode, type CountryHolidays, HOLIDAY_YEARS, publicHolidays } from "../../content/public-holidays";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Easter Sunday (Western) of `year` as a UTC midnight, by the anonymous Gregorian algorithm. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function datesOf(holidays: CountryHolidays, year: number): string[] {
  const easter = easterSunday(year).getTime();
  const days = [
    ...holidays.fixed.map(({ month, day }) => new Date(Date.UTC(year, month - 1, day))),
    ...holidays.easter.map(({ daysFromEaster }) => new Date(easter + daysFromEaster * DAY_MS)),
    ...holidays.dated.filter(({ date }) => date.startsWith(`${year}-`)).map(({ date }) => new Date(`${date}T00:00:00Z`)),
  ];
  const moved = holidays.sundayMovesToMonday ? days.filter((d) => d.getUTCDay() === 0).map((d) => new Date(d.getTime() + DAY_MS)) : [];
  return [...days, ...moved].map(isoDay);
}

/** Every public-holiday date ("YYYY-MM-DD") of a country in the years the content lists. */
export function holidayDates(country: CountryCode): ReadonlySet<string> {
  return new Set(HOLIDAY_YEARS.flatMap((year) => datesOf(publicHolidays[country], year)));
}
