import { company, type Office, offices } from "../../content/company";

// schema.org structured data for the company and its three offices (search results, maps),
// built from company.ts so the addresses, phones and hours are written once.

const ISO_COUNTRY: Record<string, string> = { Kenya: "KE", Uganda: "UG", Tanzania: "TZ" };
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const ORGANIZATION_ID = `${company.siteUrl}/#organization`;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

function officeJsonLd(office: Office) {
  return {
    "@type": "ProfessionalService",
    "@id": `${company.siteUrl}/contact#office-${slug(office.city)}`,
    name: `${company.name} — ${office.city}${office.isHeadquarters ? " (Headquarters)" : ""}`,
    url: `${company.siteUrl}/contact`,
    email: office.email,
    telephone: office.phones[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: ISO_COUNTRY[office.country] ?? office.country,
    },
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: WEEKDAYS, ...office.openingHours.weekdays },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", ...office.openingHours.saturday },
    ],
    ...(office.mapUrl ? { hasMap: office.mapUrl } : {}),
    parentOrganization: { "@id": ORGANIZATION_ID },
  };
}

export function organizationJsonLd() {
  const headquarters = offices.find((o) => o.isHeadquarters);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: company.name,
    description: company.tagline,
    url: company.siteUrl,
    email: company.email,
    telephone: company.phone,
    foundingDate: String(company.foundedYear),
    areaServed: ["Kenya", "Uganda", "Tanzania"],
    sameAs: company.social.map((s) => s.url),
    ...(headquarters ? { address: officeJsonLd(headquarters).address } : {}),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        email: company.supportEmail,
        telephone: company.phone,
        areaServed: ["KE", "UG", "TZ"],
        availableLanguage: ["en", "sw"],
      },
      {
        "@type": "ContactPoint",
        contactType: "emergency",
        email: company.emergency.email,
        telephone: company.emergency.phone,
        hoursAvailable: "Mo-Su 00:00-23:59",
      },
    ],
    department: offices.map(officeJsonLd),
  };
}
