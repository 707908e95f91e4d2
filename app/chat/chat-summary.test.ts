import { describe, expect, it } from "vitest";
import { type ChatAction, initialChatState, transition } from "./chat-machine";
import { whatsappSummary } from "./chat-summary";

describe("whatsappSummary", () => {
  it("lists the answers and recommendations, never the contact details", () => {
    const actions: ChatAction[] = [
      { type: "intentSelected", intent: "sales" },
      { type: "optionChosen", step: "orgType", value: "Legal" },
      { type: "optionChosen", step: "size", value: "1–10" },
      { type: "optionChosen", step: "need", value: "Email/Collaboration" },
      { type: "optionChosen", step: "stack", value: "On-prem" },
      { type: "optionChosen", step: "urgency", value: "Now" },
      { type: "optionChosen", step: "budget", value: "Entry" },
      { type: "proposalRequested" },
      { type: "contactEdited", field: "name", value: "Otieno" },
      { type: "contactEdited", field: "email", value: "otieno@law.co.ke" },
    ];
    const state = actions.reduce(
      (s, a) => transition(s, a).state,
      initialChatState("0b3c6f7e-2d4a-4c1b-9e8f-1a2b3c4d5e6f", "q2X0vY8dLrV1qJwU5kZ3nA"),
    );
    const text = whatsappSummary(state);
    expect(text).toContain("I'd like a proposal.");
    expect(text).toContain("Organisation: Legal");
    expect(text).toContain("Team size: 1–10");
    expect(text).toContain("Budget: Entry");
    expect(text).toContain("Interested in: Microsoft 365 Business Standard, WhatsApp Messaging Platform, Cloud Backup & Recovery");
    expect(text).not.toMatch(/Otieno|otieno@/);
  });

  it("says only the intent before any answer", () => {
    expect(whatsappSummary({ answers: { intent: "support" }, recommendations: [] }).split("\n")).toEqual([
      "Hello Kilele Technologies, I'm continuing from the website assistant.",
      "I need support.",
    ]);
  });
});
