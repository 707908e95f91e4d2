// Public holidays on which an office takes no meetings, per country, for 2026 and 2027. Written from
// the governments' own lists: Kenya's Public Holidays Act (Cap. 110) with Mazingira Day (10 October,
// from 2024) and its rule that a holiday falling on a Sunday moves to the Monday; Uganda's Public
// Holidays Act schedule as gazetted for 2026; Tanzania's Public Holidays Ordinance as listed by the
// Prime Minister's Office for 2026. The Islamic holidays follow the moon and are confirmed by each
// government a few days ahead: the dates below are the expected ones, to be corrected on the
// announcement. Extend the lists each year.

export type CountryCode = "KE" | "UG" | "TZ";

/** A holiday on the same calendar date every year. */
type FixedHoliday = { month: number; day: number; name: string };
/** A holiday a number of days from Easter Sunday (Western). */
type EasterHoliday = { daysFromEaster: number; name: string };
/** A holiday with its own date each year ("YYYY-MM-DD"). */
type DatedHoliday = { date: string; name: string };

export type CountryHolidays = {
  fixed: FixedHoliday[];
  easter: EasterHoliday[];
  dated: DatedHoliday[];
  /** Whether a holiday on a Sunday is also kept on the Monday after (Kenya). */
  sundayMovesToMonday: boolean;
};

const goodFridayAndEasterMonday: EasterHoliday[] = [
  { daysFromEaster: -2, name: "Good Friday" },
  { daysFromEaster: 1, name: "Easter Monday" },
];

/** The years the lists below cover; slots beyond them are offered on opening hours alone. */
export const HOLIDAY_YEARS = [2026, 2027] as const;

export const publicHolidays: Record<CountryCode, CountryHolidays> = {
  KE: {
    fixed: [
      { month: 1, day: 1, name: "New Year's Day" },
      { month: 5, day: 1, name: "Labour Day" },
      { month: 6, day: 1, name: "Madaraka Day" },
      { month: 10, day: 10, name: "Mazingira Day" },
      { month: 10, day: 20, name: "Mashujaa Day" },
      { month: 12, day: 12, name: "Jamhuri Day" },
      { month: 12, day: 25, name: "Christmas Day" },
      { month: 12, day: 26, name: "Boxing Day" },
    ],
    easter: goodFridayAndEasterMonday,
    dated: [
      { date: "2026-03-20", name: "Idd-ul-Fitr (expected)" },
      { date: "2027-03-10", name: "Idd-ul-Fitr (expected)" },
    ],
    sundayMovesToMonday: true,
  },
  UG: {
    fixed: [
      { month: 1, day: 1, name: "New Year's Day" },
      { month: 1, day: 26, name: "NRM Liberation Day" },
      { month: 2, day: 16, name: "Archbishop Janani Luwum Day" },
      { month: 3, day: 8, name: "International Women's Day" },
      { month: 5, day: 1, name: "Labour Day" },
      { month: 6, day: 3, name: "Martyrs' Day" },
      { month: 6, day: 9, name: "National Heroes' Day" },
      { month: 10, day: 9, name: "Independence Day" },
      { month: 12, day: 25, name: "Christmas Day" },
      { month: 12, day: 26, name: "Boxing Day" },
    ],
    easter: goodFridayAndEasterMonday,
    dated: [
      { date: "2026-03-20", name: "Eid al-Fitr (expected)" },
      { date: "2026-05-27", name: "Eid al-Adha (expected)" },
      { date: "2027-03-10", name: "Eid al-Fitr (expected)" },
      { date: "2027-05-17", name: "Eid al-Adha (expected)" },
    ],
    sundayMovesToMonday: false,
  },
  TZ: {
    fixed: [
      { month: 1, day: 1, name: "New Year's Day" },
      { month: 1, day: 12, name: "Zanzibar Revolution Day" },
      { month: 4, day: 7, name: "Karume Day" },
      { month: 4, day: 26, name: "Union Day" },
      { month: 5, day: 1, name: "Workers' Day" },
      { month: 7, day: 7, name: "Saba Saba" },
      { month: 8, day: 8, name: "Nane Nane" },
      { month: 10, day: 14, name: "Nyerere Day" },
      { month: 12, day: 9, name: "Independence Day" },
      { month: 12, day: 25, name: "Christmas Day" },
      { month: 12, day: 26, name: "Boxing Day" },
    ],
    easter: goodFridayAndEasterMonday,
    dated: [
      { date: "2026-03-20", name: "Eid al-Fitr (expected)" },
      { date: "2026-03-21", name: "Eid al-Fitr, second day (expected)" },
      { date: "2026-05-27", name: "Eid al-Adha (expected)" },
      { date: "2026-08-26", name: "Maulid (expected)" },
      { date: "2027-03-10", name: "Eid al-Fitr (expected)" },
      { date: "2027-03-11", name: "Eid al-Fitr, second day (expected)" },
      { date: "2027-05-17", name: "Eid al-Adha (expected)" },
      { date: "2027-08-15", name: "Maulid (expected)" },
    ],
    sundayMovesToMonday: false,
  },
};
