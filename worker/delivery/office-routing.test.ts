import { describe, expect, it } from "vitest";
import { routeOffice } from "./office-routing";

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
});
