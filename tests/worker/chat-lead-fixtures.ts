import { expect } from "vitest";
import type { LeadSubmissionInput, LeadSubmitResponse } from "../../shared/lead-submission";
import { newSessionKey } from "../../shared/session-key";
import { postJson, testDb } from "./worker-harness";

// What the chat submission tests share: the endpoint, a valid lead and the rows it leaves.

export const PATH = "/api/chatbot-submit";

/** A complete, valid sales lead with its own session and e-mail, so tests never collide. */
export function salesLead(overrides: Partial<LeadSubmissionInput> = {}): LeadSubmissionInput {
  const sessionId = crypto.randomUUID();
  return {
    sessionId,
    sessionKey: newSessionKey(),
    intent: "sales",
    orgType: "Legal",
    companySize: "11–50",
    primaryNeed: "Email/Collaboration",
    currentStack: "Google Workspace",
    urgency: "30 days",
    budget: "Standard",
    contact: {
      name: "Grace Wanjiru",
      email: `grace.${sessionId.slice(0, 8)}@wanjiru-advocates.co.ke`,
      company: "Wanjiru & Associates",
      phone: "+254 722 000 111",
    },
    recommendations: [
      {
        id: "microsoft-365-business-standard",
        name: "Microsoft 365 Business Standard",
        url: "/products/microsoft-365",
        reason: "Desktop Office apps for a law firm.",
      },
    ],
    ...overrides,
  };
}

export async function leadRows(sessionId: string) {
  const { rows } = await testDb.execute({ sql: "select * from leads where session_id = ?", args: [sessionId] });
  return rows;
}

export async function submitOk(body: unknown): Promise<LeadSubmitResponse> {
  const res = await postJson(PATH, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as LeadSubmitResponse;
}
