import { describe, expect, it } from "vitest";
import { LEAD_STATUSES, type LeadStatus } from "../../shared/desk";
import { deliveryJob, guideRecord, leadRecord, newsletterRecord } from "../../tests/worker/delivery-fixtures";
import { HUBSPOT_LEAD_STATUS, hubSpotUpsert, splitName } from "./hubspot-contact";

/** HubSpot's default lead status options (internal values) in every portal. */
const HUBSPOT_OPTIONS = ["NEW", "OPEN", "IN_PROGRESS", "OPEN_DEAL", "UNQUALIFIED", "ATTEMPTED_TO_CONTACT", "CONNECTED", "BAD_TIMING"];

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

describe("hubSpotUpsert for a status change on the desk", () => {
  const statusChange = (to: LeadStatus) => {
    const record = leadRecord();
    return hubSpotUpsert({
      type: "record.status_changed",
      timestamp: "2026-11-24T07:00:00.000Z",
      data: {
        ...record,
        contact: { ...record.contact, email: " Amina@Acme-Bank.co.ke " },
        notice: {
          kind: "status",
          from: "connected",
          to,
          actor: "sales@kilele.tech",
          lostReason: to === "lost" ? "went with a competitor" : null,
          at: "2026-11-24T07:00:00.000Z",
        },
      },
    });
  };

  it("writes the mapped hs_lead_status and the email only, so nothing else on the contact is overwritten", () => {
    expect(statusChange("lost")).toEqual({
      inputs: [
        { idProperty: "email", id: "amina@acme-bank.co.ke", properties: { email: "amina@acme-bank.co.ke", hs_lead_status: "UNQUALIFIED" } },
      ],
    });
  });

  it("maps every desk status to one of HubSpot's own options", () => {
    expect(HUBSPOT_LEAD_STATUS).toEqual({
      new: "NEW",
      attempting: "ATTEMPTED_TO_CONTACT",
      connected: "CONNECTED",
      qualified: "OPEN_DEAL",
      won: "OPEN_DEAL",
      lost: "UNQUALIFIED",
    });
    for (const status of LEAD_STATUSES) {
      expect(HUBSPOT_OPTIONS).toContain(statusChange(status).inputs[0]!.properties.hs_lead_status);
    }
  });
});
