import { type Office, offices } from "../../content/company";
import type { CountryCode } from "../../content/public-holidays";
import { OFFICE_IDS, type OfficeId } from "../../shared/office-ids";
import { holidayDates } from "./holiday-dates";

// Each office that takes meetings: its content (hours, address) and its country's public holidays.

const CITY_OF: Record<OfficeId, string> = { nairobi: "Nairobi", kampala: "Kampala", "dar-es-salaam": "Dar es Salaam" };
const COUNTRY_OF: Record<OfficeId, CountryCode> = { nairobi: "KE", kampala: "UG", "dar-es-salaam": "TZ" };

export type MeetingOffice = { id: OfficeId; office: Office; holidays: ReadonlySet<string> };

export const meetingOffices: Record<OfficeId, MeetingOffice> = Object.fromEntries(
  OFFICE_IDS.map((id) => [id, { id, office: offices.find((o) => o.city === CITY_OF[id])!, holidays: holidayDates(COUNTRY_OF[id]) }]),
) as Record<OfficeId, MeetingOffice>;
