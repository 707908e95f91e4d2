import { describe, expect, it } from "vitest";
import { LEAD_STATUSES, type LeadStatus } from "../../shared/desk";
import { contactRecord, guideRecord, leadRecord, newsletterRecord } from "../../tests/worker/delivery-fixtures";
import { contactChanges, contactEmail, contactSearch, fillEmpty, HUBSPOT_LEAD_STATUS, splitName } from "./hubspot-contact";

/** HubSpot's default lead status options (internal values) in every portal. */
const HUBSPOT_OPTIONS = ["NEW", "OPEN", "IN_PROGRESS", "OPEN_DEAL", "UNQUALIFIED", "ATTEMPTED_TO_CONTACT", "CONNECTED", "BAD_TIMING"];

describe("contactSearch", () => {
  it("finds the contact by its lower-cased address and reads the properties a submission may fill", () => {
    const record = leadRecord();
    const email = contactEmail({ ...record, contact: { ...record.contact, email: " Amina@Acme-Bank.co.ke " } });
    expect(contactSearch(email)).toEqual({
      filterGroups: [{ filters: [{ propertyName: "email", operator: "EQ", value: "amina@acme-bank.co.ke" }] }],
      properties: ["email", "firstname", "lastname", "company", "phone"],
      limit: 1,
    });
  });
});

describe("contactChanges for a submission", () => {
  it("creates a new contact with what was submitted, default properties only", () => {
    expect(contactChanges(leadRecord()).create).toEqual({
      email: "amina@acme-bank.co.ke",
      firstname: "Amina",
      lastname: "<b>Otieno</b>",
      company: "Acme & Sons Bank",
      phone: "+254 712 345 678",
    });
    expect(contactChanges(guideRecord()).create).toEqual({
      email: "grace@example.ug",
      firstname: "Grace",
      lastname: "Nakato",
      company: "Nakato Clinics",
    });
    expect(contactChanges(newsletterRecord()).create).toEqual({ email: "reader@example.com" });
  });

  it("on an existing contact writes nothing HubSpot already holds", () => {
    const stored = { email: "baraka@example.co.tz", firstname: "Baraka", lastname: "Mushi", company: "Mushi Ltd", phone: "+255 1" };
    expect(contactChanges(contactRecord()).update(stored)).toEqual({});
  });

  it("fills only what is empty there (null, absent or blank)", () => {
    const update = contactChanges(contactRecord()).update({ firstname: "Baraka", lastname: null, company: "  ", phone: undefined });
    expect(update).toEqual({ company: "Mushi Logistics", phone: "+255 754 000 111" });
  });

  it("takes the name as one: a last name is never joined to someone else's first name", () => {
    expect(fillEmpty({ firstname: "Eve", lastname: "Mallory" }, { firstname: "Baraka", lastname: null })).toEqual({});
    expect(fillEmpty({ firstname: "Eve", lastname: "Mallory" }, { firstname: null, lastname: "" })).toEqual({
      firstname: "Eve",
      lastname: "Mallory",
    });
  });

  it("a newsletter sign-up has nothing to fill", () => {
    expect(contactChanges(newsletterRecord()).update({ firstname: null })).toEqual({});
  });
});

describe("splitName", () => {
  it("puts the last word in lastname and the rest in firstname", () => {
    expect(splitName("Amina Wanjiru Otieno")).toEqual({ firstname: "Amina Wanjiru", lastname: "Otieno" });
    expect(splitName("  Baraka  ")).toEqual({ firstname: "Baraka" });
  });
});

describe("contactChanges for a status change on the desk", () => {
  const statusChange = (to: LeadStatus) =>
    contactChanges({
      ...leadRecord(),
      notice: {
        kind: "status",
        from: "connected",
        to,
        actor: "sales@kilele.tech",
        lostReason: to === "lost" ? "went with a competitor" : null,
        at: "2026-11-24T07:00:00.000Z",
      },
    });

  it("sets the mapped hs_lead_status on any contact (the desk's own), and nothing else", () => {
    const changes = statusChange("lost");
    expect(changes.create).toEqual({ email: "amina@acme-bank.co.ke", hs_lead_status: "UNQUALIFIED" });
    expect(changes.update({ firstname: null, lastname: null, company: null, phone: null })).toEqual({ hs_lead_status: "UNQUALIFIED" });
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
    for (const status of LEAD_STATUSES) expect(HUBSPOT_OPTIONS).toContain(statusChange(status).create.hs_lead_status);
  });
});
