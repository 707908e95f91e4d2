// The brand, its numbers, addresses and links: edit this one file to re-brand the site.

type OfficeHours = { weekdays: string; saturday: string; sunday: string };

// 24-hour "HH:MM" local times (EAT); Sunday is closed at every office.
import type { OpeningHours, TimeRange } from "../shared/business-clock";

export type Office = {
  city: string;
  country: string;
  address: string;
  fullAddress: string;
  phones: string[];
  email: string;
  /** Machine-readable hours (structured data); `hours` is the same schedule as display text. */
  openingHours: OpeningHours;
  hours: OfficeHours;
  isHeadquarters: boolean;
  mapUrl?: string;
};

export type SocialLink = { name: "LinkedIn" | "Twitter" | "Facebook" | "YouTube"; url: string };

export const company = {
  name: "Kilele Technologies",
  shortName: "Kilele",
  tagline: "AI-powered IT services for East African organizations",
  foundedYear: 2012,
  siteUrl: "https://www.kilele.tech",
  phone: "+254 700 123 456",
  email: "info@kilele.tech",
  supportEmail: "support@kilele.tech",
  salesEmail: "sales@kilele.tech",
  privacyEmail: "privacy@kilele.tech",
  /** WhatsApp number in international format without "+" or spaces, as wa.me expects. */
  whatsappNumber: "254700123456",
  emergency: { phone: "+254 711 999 000", email: "emergency@kilele.tech" },
  timezone: "EAT (UTC+3)",
  social: [
    { name: "LinkedIn", url: "https://www.linkedin.com/company/kilele-technologies" },
    { name: "Twitter", url: "https://twitter.com/kileletech" },
    { name: "Facebook", url: "https://www.facebook.com/kileletech" },
    { name: "YouTube", url: "https://www.youtube.com/@kileletech" },
  ] satisfies SocialLink[],
} as const;

const clock = (time: string) => {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
};

/** One schedule, written once, as both structured hours and display text. */
function schedule(openingHours: OpeningHours): Pick<Office, "openingHours" | "hours"> {
  const range = ({ opens, closes }: TimeRange) => `${clock(opens)} – ${clock(closes)}`;
  return {
    openingHours,
    hours: {
      weekdays: `Mon–Fri ${range(openingHours.weekdays)}`,
      saturday: `Sat ${range(openingHours.saturday)}`,
      sunday: "Sun Closed",
    },
  };
}

export const offices: Office[] = [
  {
    city: "Nairobi",
    country: "Kenya",
    address: "Kilele House, Westlands Road",
    fullAddress: "Kilele House, 4th Floor, Westlands Road, P.O. Box 12345-00100, Nairobi, Kenya",
    phones: ["+254 700 123 456", "+254 733 123 456"],
    email: "nairobi@kilele.tech",
    ...schedule({ weekdays: { opens: "09:00", closes: "17:00" }, saturday: { opens: "09:00", closes: "14:00" } }),
    isHeadquarters: true,
    mapUrl: "https://www.google.com/maps/search/?api=1&query=Westlands+Road+Nairobi+Kenya",
  },
  {
    city: "Kampala",
    country: "Uganda",
    address: "Plot 14, Kampala Road",
    fullAddress: "Plot 14, Kampala Road, 2nd Floor, P.O. Box 7788, Kampala, Uganda",
    phones: ["+256 700 123 456"],
    email: "kampala@kilele.tech",
    ...schedule({ weekdays: { opens: "08:00", closes: "17:00" }, saturday: { opens: "09:00", closes: "13:00" } }),
    isHeadquarters: false,
    mapUrl: "https://www.google.com/maps/search/?api=1&query=Kampala+Road+Kampala+Uganda",
  },
  {
    city: "Dar es Salaam",
    country: "Tanzania",
    address: "Samora Avenue, City Centre",
    fullAddress: "Samora Avenue, 3rd Floor, P.O. Box 4455, Dar es Salaam, Tanzania",
    phones: ["+255 700 123 456"],
    email: "dar@kilele.tech",
    ...schedule({ weekdays: { opens: "08:00", closes: "17:00" }, saturday: { opens: "09:00", closes: "13:00" } }),
    isHeadquarters: false,
    mapUrl: "https://www.google.com/maps/search/?api=1&query=Samora+Avenue+Dar+es+Salaam+Tanzania",
  },
];

export const headquarters = offices.find((o) => o.isHeadquarters)!;

/** A wa.me link, optionally with a prefilled message. */
export function whatsappUrl(text?: string): string {
  const base = `https://wa.me/${company.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
