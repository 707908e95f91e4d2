import { describe, expect, it } from "vitest";
import { routeOffice, routeSubmission } from "./office-routing";

describe("routeOffice", () => {
  it("routes by the phone's country code first", () => {
    expect(routeOffice("+254 700 123 456", "UG")).toEqual({ id: "nairobi", city: "Nairobi", reason: "phone" });
    expect(routeOffice("+256 772 000 111", "KE")).toEqual({ id: "kampala", city: "Kampala", reason: "phone" });
    expect(routeOffice("00255 754 000 111", null)).toEqual({ id: "dar-es-salaam", city: "Dar es Salaam", reason: "phone" });
    expect(routeOffice("(+256) 772-000-111", null).id).toBe("kampala");
  });

  it("falls back to the edge country when the phone is missing, local or foreign", () => {
    expect(routeOffice(null, "TZ")).toEqual({ id: "dar-es-salaam", city: "Dar es Salaam", reason: "country" });
    expect(routeOffice("0772 000 111", "UG").id).toBe("kampala");
    expect(routeOffice("+44 20 7946 0000", "UG")).toMatchObject({ id: "kampala", reason: "country" });
  });

  it("defaults to Nairobi", () => {
    expect(routeOffice("", "US")).toEqual({ id: "nairobi", city: "Nairobi", reason: "default" });
    expect(routeOffice(undefined, null).reason).toBe("default");
  });

  it("routes by the number's own country, however its code is spelt", () => {
    expect(routeOffice("+256772000111", "KE")).toMatchObject({ id: "kampala", reason: "phone" });
    expect(routeOffice("+254 (0)722 555 014", "TZ")).toMatchObject({ id: "nairobi", reason: "phone" });
  });
});

describe("routeSubmission", () => {
  it("reads a number typed without its code in the routed office's country", () => {
    expect(routeSubmission("0722 555 014", "KE")).toMatchObject({ office: { id: "nairobi" }, phoneE164: "+254722555014" });
    expect(routeSubmission("0772 000 111", "UG")).toMatchObject({ office: { id: "kampala" }, phoneE164: "+256772000111" });
    expect(routeSubmission("0654-000-111", "TZ")).toMatchObject({ office: { id: "dar-es-salaam" }, phoneE164: "+255654000111" });
    expect(routeSubmission("0722 555 014", "US")).toMatchObject({
      office: { id: "nairobi", reason: "default" },
      phoneE164: "+254722555014",
    });
  });

  it("keeps a number's own country over the visitor's", () => {
    expect(routeSubmission("+256 772 000 111", "KE")).toMatchObject({ office: { id: "kampala" }, phoneE164: "+256772000111" });
  });

  it("routes a submission whose phone is no number and gives it no E.164", () => {
    expect(routeSubmission("ask for Amina", "UG")).toEqual({
      office: { id: "kampala", city: "Kampala", reason: "country" },
      phoneE164: null,
    });
    expect(routeSubmission(null, null)).toMatchObject({ phoneE164: null });
  });
});
