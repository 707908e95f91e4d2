import { describe, expect, it } from "vitest";
import { company } from "../../content/company";
import { contactRecord, deliveryJob, leadRecord, newsletterRecord } from "../../tests/worker/delivery-fixtures";
import { noteBody, noteCreate, noteMarker, noteSearch } from "./hubspot-note";

describe("noteMarker", () => {
  it("is one token of letters and digits, the same for every attempt of a delivery", () => {
    const id = "0b5c7a4e-2f1d-4c3b-9a8e-7d6c5b4a3f21";
    expect(noteMarker(id)).toBe("kilele0b5c7a4e2f1d4c3b9a8e7d6c5b4a3f21");
    expect(noteMarker(id)).toMatch(/^[0-9a-z]+$/);
  });
});

describe("noteCreate", () => {
  it("associates the note with the contact (note → contact, 202) at the time the record was stored", () => {
    const job = deliveryJob(contactRecord(), "hubspot");
    const request = noteCreate(job, "1234");
    expect(request.associations).toEqual([
      { to: { id: "1234" }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 202 }] },
    ]);
    expect(request.properties.hs_timestamp).toBe("2026-11-23T09:00:00.000Z");
    expect(request.properties.hs_note_body).toContain(noteMarker(job.deliveryId));
    expect(noteCreate(job, "1234")).toEqual(request);
  });
});

describe("noteSearch", () => {
  it("looks for the delivery's marker in the note bodies", () => {
    expect(noteSearch("kilele1")).toEqual({
      filterGroups: [{ filters: [{ propertyName: "hs_note_body", operator: "CONTAINS_TOKEN", value: "kilele1" }] }],
      properties: ["hs_timestamp"],
      limit: 1,
    });
  });
});

describe("noteBody", () => {
  it("escapes every visitor value as HTML, keeps line breaks, and links only to our own sales desk", () => {
    const record = contactRecord();
    const body = noteBody(deliveryJob(record, "hubspot").event, "kilelex");
    expect(body).toContain("We need &#60;script&#62;alert(1)&#60;/script&#62; backups<br>for 40 staff &#38; two sites.");
    expect(body).not.toContain("<script>");
    expect(body).toContain("Subject: Quote<br>Bcc: attacker@example.com");
    expect(body).toContain(`<a href="${company.siteUrl}/desk/messages/${record.id}">Open in the sales desk</a>`);
    expect(body.match(/<a /g)).toHaveLength(1);
    expect(body.endsWith("<p>Website delivery kilelex</p>")).toBe(true);
  });

  it("tells a lead's score, answers and source", () => {
    const body = noteBody(deliveryJob(leadRecord(), "hubspot").event, "kilelex");
    expect(body).toContain("Amina &#60;b&#62;Otieno&#60;/b&#62;");
    expect(body).toContain("Score 95/100 (high value)");
    expect(body).toContain("Source: linkedin");
  });

  it("a newsletter sign-up has no desk page, so no link", () => {
    const body = noteBody(deliveryJob(newsletterRecord(), "hubspot").event, "kilelex");
    expect(body).toContain("Newsletter sign-up: reader@example.com");
    expect(body).not.toContain("<a ");
  });

  it("keeps the longest message the forms take whole, however much escaping lengthens it", () => {
    const record = { ...contactRecord(), message: "&".repeat(5000), subject: "<".repeat(200) };
    const body = noteBody(deliveryJob({ ...record, contact: { ...record.contact, company: "'".repeat(150) } }, "hubspot").event, "kilelex");
    expect(body).toContain("&#38;".repeat(5000));
    expect(body.length).toBeLessThanOrEqual(65_536);
  });

  it("never goes over HubSpot's 65,536 characters, and keeps the marker and the desk link when it must cut", () => {
    const body = noteBody(deliveryJob({ ...contactRecord(), message: "&".repeat(20_000) }, "hubspot").event, "kilelex");
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain("Open in the sales desk");
    expect(body).toContain("Too long for a note");
    expect(body.endsWith("<p>Website delivery kilelex</p>")).toBe(true);
  });
});
