import { describe, expect, it } from "vitest";
import { contactRecord, deliveryJob } from "../../tests/worker/delivery-fixtures";
import { summarizeRecord, whatsAppLink } from "./record-summary";

describe("whatsAppLink", () => {
  it("links international numbers and gives none for local ones", () => {
    expect(whatsAppLink("+254 712 345 678")).toBe("https://wa.me/254712345678");
    expect(whatsAppLink("00256 (700) 123-456")).toBe("https://wa.me/256700123456");
    expect(whatsAppLink("0712 345 678")).toBeNull();
    expect(whatsAppLink("+25")).toBeNull();
  });
});

describe("summarizeRecord", () => {
  it("keeps the headline on one line whatever the visitor typed", () => {
    const summary = summarizeRecord(deliveryJob(contactRecord(), "email").event);
    expect(summary.headline).toBe("Contact message: Quote Bcc: attacker@example.com from Baraka Mushi, Mushi Logistics (Dar es Salaam)");
  });
});
