import { offices } from "../../content/company";
import type { OfficeId } from "../../shared/office-ids";
import type { RoutedOffice } from "./delivery-record";

// Which office answers a record: the country code of the visitor's phone says where they are
// most reliably; without a phone, the country the edge saw the request from; else headquarters.

const OFFICE_BY_CITY: Record<string, OfficeId> = { Nairobi: "nairobi", Kampala: "kampala", "Dar es Salaam": "dar-es-salaam" };
const OFFICE_BY_DIALLING_CODE: Record<string, OfficeId> = { "254": "nairobi", "256": "kampala", "255": "dar-es-salaam" };
const OFFICE_BY_COUNTRY: Record<string, OfficeId> = { KE: "nairobi", UG: "kampala", TZ: "dar-es-salaam" };

const officeCity = (id: OfficeId): string => offices.find((office) => OFFICE_BY_CITY[office.city] === id)!.city;

/** The dialling code of an international number ("+256 …" or "00256 …"); a local number has none. */
function diallingCode(phone: string | null | undefined): string | null {
  const digits =
    phone
      ?.trim()
      .replace(/^00/, "+")
      .replace(/[\s()-]/g, "") ?? "";
  return digits.startsWith("+") ? digits.slice(1, 4) : null;
}

export function routeOffice(phone: string | null | undefined, country: string | null | undefined): RoutedOffice {
  const byPhone = OFFICE_BY_DIALLING_CODE[diallingCode(phone) ?? ""];
  if (byPhone) return { id: byPhone, city: officeCity(byPhone), reason: "phone" };
  const byCountry = OFFICE_BY_COUNTRY[country ?? ""];
  if (byCountry) return { id: byCountry, city: officeCity(byCountry), reason: "country" };
  return { id: "nairobi", city: officeCity("nairobi"), reason: "default" };
}
