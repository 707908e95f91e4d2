import { describe, expect, it } from "vitest";
import { knownFrom } from "./chat-known";

const empty = { contact: { name: "", email: "", company: "", phone: "" } };

describe("what a booking takes from the stored chat", () => {
  it("reads the contact answers, the session and the main need", () => {
    const stored = {
      sessionId: "0b7c3f7e-8d1a-4c55-9a53-6a3f2b1c9d10",
      answers: { intent: "sales", need: "Security/Compliance" },
      contact: { name: "Wanjiru Kamau", email: "w@kamau.co.ke", company: "Kamau Pharmacies", phone: "" },
      step: "success",
    };
    expect(knownFrom(stored)).toEqual({
      contact: { name: "Wanjiru Kamau", email: "w@kamau.co.ke", company: "Kamau Pharmacies", phone: "" },
      sessionId: "0b7c3f7e-8d1a-4c55-9a53-6a3f2b1c9d10",
      need: "Security/Compliance",
    });
  });

  it("holds empty strings for nothing stored, or anything that is not text", () => {
    expect(knownFrom(null)).toEqual(empty);
    expect(knownFrom("kilele")).toEqual(empty);
    expect(knownFrom({ sessionId: 7, answers: { need: ["x"] }, contact: { name: { first: "A" } } })).toEqual(empty);
  });
});
