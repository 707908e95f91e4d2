import type { CountryCode } from "libphonenumber-js/min";
import { offices } from "../../content/company";
import type { OfficeId } from "../../shared/office-ids";
import type { RoutedOffice } from "./delivery-record";
import { phoneCountry, phoneE164 } from "./phone-number";

// Which office answers a record: the country of the visitor's phone says where they are most
// reliably; without a phone typed with its country code, the country the edge saw the request from;
// else headquarters.

const OFFICE_BY_CITY: Record<string, OfficeId> = { Nairobi: "nairobi", Kampala: "kampala", "Dar es Salaam": "dar-es-salaam" };
const OFFICE_BY_COUNTRY: Record<string, OfficeId> = { KE: "nairobi", UG: "kampala", TZ: "dar-es-salaam" };
/** The country whose numbering a number typed without its country code is read in, by office. */
export const COUNTRY_OF_OFFICE: Record<OfficeId, CountryCode> = { nairobi: "KE", kampala: "UG", "dar-es-salaam": "TZ" };

const officeCity = (id: OfficeId): string => offices.find((office) => OFFICE_BY_CITY[office.city] === id)!.city;

export function routeOffice(phone: string | null | undefined, country: string | null | undefined): RoutedOffice {
  const byPhone = OFFICE_BY_COUNTRY[phoneCountry(phone) ?? ""];
  if (byPhone) return { id: byPhone, city: officeCity(byPhone), reason: "phone" };
  const byCountry = OFFICE_BY_COUNTRY[country ?? ""];
  if (byCountry) return { id: byCountry, city: officeCity(byCountry), reason: "country" };
  return { id: "nairobi", city: officeCity("nairobi"), reason: "default" };
}

/**
 * A submission's office and its phone in E.164: a number typed without its country code is read as
 * one of the routed office's country ("0722 555 014" sent to Nairobi is +254722555014); null when
 * it is no valid number, and the typed value stays what sales see.
 */
export function routeSubmission(
  phone: string | null | undefined,
  country: string | null | undefined,
): { office: RoutedOffice; phoneE164: string | null } {
  const office = routeOffice(phone, country);
  return { office, phoneE164: phoneE164(phone, COUNTRY_OF_OFFICE[office.id]) };
}
