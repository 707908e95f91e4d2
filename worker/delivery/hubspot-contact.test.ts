import { describe, expect, it } from "vitest";
import { deliveryJob, guideRecord, leadRecord, newsletterRecord } from "../../tests/worker/delivery-fixtures";
import { hubSpotUpsert, splitName } from "./hubspot-contact";

describe("hubSpotUpsert", () => {
  it("upserts by lower-cased email with default contact properties only", () => {
    const record = leadRecord();
    const upsert = hubSpotUpsert(
      deliveryJob({ ...record, contact: { ...record.contact, email: "Amina@Acme-Bank.co.ke" } }, "hubspot").event,
    );
    expect(upsert.inputs).toHaveLength(1);
    const [input] = upsert.inputs;
    expect(input).toMatchObject({ idProperty: "email", id: "amina@acme-bank.co.ke" });
    expect(Object.keys(input!.properties).sort()).toEqual(["company", "email", "firstname", "lastname", "message", "phone"]);
    expect(input!.properties.message).toContain("Score 95/100");
    expect(input!.properties.message).toContain("Source: linkedin");
  });

  it("leaves out what the visitor did not give instead of blanking it", () => {
    expect(Object.keys(hubSpotUpsert(deliveryJob(guideRecord(), "hubspot").event).inputs[0]!.properties).sort()).toEqual([
      "company",
      "email",
      "firstname",
      "lastname",
      "message",
    ]);
    expect(Object.keys(hubSpotUpsert(deliveryJob(newsletterRecord(), "hubspot").event).inputs[0]!.properties).sort()).toEqual([
      "email",
      "message",
    ]);
  });
});

describe("splitName", () => {
  it("puts the last word in lastname and the rest in firstname", () => {
    expect(splitName("Amina Wanjiru Otieno")).toEqual({ firstname: "Amina Wanjiru", lastname: "Otieno" });
    expect(splitName("  Baraka  ")).toEqual({ firstname: "Baraka" });
  });
});
