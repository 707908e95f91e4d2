import { describe, expect, it } from "vitest";
import { organizationJsonLd } from "./organization-json-ld";

describe("organizationJsonLd", () => {
  const data = organizationJsonLd();

  it("describes the organization with its contact details", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Kilele Technologies",
      url: "https://www.kilele.tech",
      telephone: "+254 700 123 456",
      address: { addressLocality: "Nairobi", addressCountry: "KE" },
    });
    expect(data.sameAs).toHaveLength(4);
  });

  it("lists the three offices as ProfessionalService with address, phone and opening hours", () => {
    expect(data.department.map((d) => [d["@type"], d.address.addressLocality, d.address.addressCountry])).toEqual([
      ["ProfessionalService", "Nairobi", "KE"],
      ["ProfessionalService", "Kampala", "UG"],
      ["ProfessionalService", "Dar es Salaam", "TZ"],
    ]);
    const [nairobi, kampala] = data.department;
    expect(nairobi?.telephone).toBe("+254 700 123 456");
    expect(nairobi?.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "09:00", closes: "14:00" },
    ]);
    expect(kampala?.openingHoursSpecification[1]).toMatchObject({ opens: "09:00", closes: "13:00" });
  });
});
