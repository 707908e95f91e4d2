import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "../../shared/lead-submission";
import { type ChatAction, type ChatState, initialChatState, transition } from "./chat-machine";
import { contactErrors, leadSubmission } from "./lead-payload";

const SESSION = "0b3c6f7e-2d4a-4c1b-9e8f-1a2b3c4d5e6f";
const KEY = "q2X0vY8dLrV1qJwU5kZ3nA";

function run(actions: ChatAction[]): ChatState {
  return actions.reduce((state, action) => transition(state, action).state, initialChatState(SESSION, KEY));
}

const contact: ChatAction[] = [
  { type: "contactEdited", field: "name", value: "  Wanjiku Kamau " },
  { type: "contactEdited", field: "email", value: "wanjiku@shamba.co.ke" },
  { type: "contactEdited", field: "company", value: "Shamba Ltd" },
];

describe("leadSubmission builds the chat's submission payload", () => {
  it("maps a sales conversation: size → companySize, need → primaryNeed, stack → currentStack", () => {
    const state = run([
      { type: "intentSelected", intent: "sales" },
      { type: "optionChosen", step: "orgType", value: "SMEs" },
      { type: "optionChosen", step: "size", value: "11–50" },
      { type: "optionChosen", step: "need", value: "Website" },
      { type: "optionChosen", step: "stack", value: "None" },
      { type: "optionChosen", step: "urgency", value: "30 days" },
      { type: "optionChosen", step: "budget", value: "Standard" },
      { type: "proposalRequested" },
      ...contact,
      { type: "contactEdited", field: "phone", value: " +254 700 000 111 " },
      { type: "marketingToggled", value: true },
    ]);
    const attribution = { utm_source: "newsletter", utm_campaign: "launch", referrer_host: "mail.example.com", landing_path: "/" };
    const payload = leadSubmission(state, "2026-11", attribution);
    expect(payload).toEqual({
      sessionId: SESSION,
      sessionKey: KEY,
      intent: "sales",
      orgType: "SMEs",
      companySize: "11–50",
      primaryNeed: "Website",
      currentStack: "None",
      urgency: "30 days",
      budget: "Standard",
      contact: { name: "Wanjiku Kamau", email: "wanjiku@shamba.co.ke", company: "Shamba Ltd", phone: "+254 700 000 111" },
      recommendations: state.recommendations,
      consent: { marketing: true, noticeVersion: "2026-11" },
      attribution,
    });
    expect(payload.recommendations?.map((r) => r.id)).toEqual(["whatsapp-messaging-platform", "web-design-growth"]);
    expect(v.safeParse(leadSubmissionSchema, payload).success).toBe(true);
  });

  it("a support lead sends null for the questions not asked, its trimmed message and down-now answer, no phone when blank, marketing off", () => {
    const request: ChatAction[] = [
      { type: "downNowAnswered", value: true },
      { type: "requestEdited", text: "  Our email is down  " },
      { type: "requestSent" },
    ];
    const payload = leadSubmission(run([{ type: "intentSelected", intent: "support" }, ...request, ...contact]), "2026-11", {});
    expect(payload).toMatchObject({
      intent: "support",
      requestMessage: "Our email is down",
      downNow: true,
      orgType: null,
      companySize: null,
      primaryNeed: null,
      currentStack: null,
      urgency: null,
      budget: null,
      recommendations: [],
      consent: { marketing: false, noticeVersion: "2026-11" },
    });
    expect(payload.contact).toEqual({ name: "Wanjiku Kamau", email: "wanjiku@shamba.co.ke", company: "Shamba Ltd" });
    expect(v.safeParse(leadSubmissionSchema, payload).success).toBe(true);
  });
});

describe("a general enquiry's payload", () => {
  it("leaves out a blank message and never says whether something is down", () => {
    const payload = leadSubmission(
      run([{ type: "intentSelected", intent: "general" }, { type: "requestSent" }, ...contact]),
      "2026-11",
      {},
    );
    expect(payload).not.toHaveProperty("requestMessage");
    expect(payload).not.toHaveProperty("downNow");
    expect(v.safeParse(leadSubmissionSchema, payload).success).toBe(true);
  });
});

describe("contactErrors: name, email and company required, phone optional", () => {
  it("requires name, email and company; phone is optional", () => {
    expect(contactErrors({ name: "", email: "", company: " ", phone: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      company: "Company is required",
    });
    expect(contactErrors({ name: "A", email: "a@b.co", company: "C", phone: "" })).toEqual({});
  });

  it("checks the email format and a given phone", () => {
    expect(contactErrors({ name: "A", email: "not-an-email", company: "C", phone: "call me" })).toEqual({
      email: "Enter a valid email address",
      phone: "Enter a valid phone number",
    });
  });
});
