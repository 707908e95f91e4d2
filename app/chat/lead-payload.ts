import * as v from "valibot";
import type { Attribution } from "../../shared/attribution";
import { contactSchema, type LeadSubmissionInput } from "../../shared/lead-submission";
import type { ChatState, ContactDraft } from "./chat-machine";

// From the conversation to the chat's submission payload (shared/lead-submission.ts; field names
// differ: size → companySize, need → primaryNeed, stack → currentStack), plus the optional consent
// record and the visit's attribution. The request step's words go only with the intents that ask them.

export function leadSubmission(state: ChatState, noticeVersion: string, attribution: Attribution): LeadSubmissionInput {
  const { answers, contact } = state;
  if (!answers.intent) throw new Error("A lead is submitted only after an intent was chosen");
  const phone = contact.phone.trim();
  const message = state.request.message.trim();
  const asked = answers.intent === "support" || answers.intent === "general";
  return {
    sessionId: state.sessionId,
    sessionKey: state.sessionKey,
    intent: answers.intent,
    orgType: answers.orgType ?? null,
    companySize: answers.size ?? null,
    primaryNeed: answers.need ?? null,
    currentStack: answers.stack ?? null,
    urgency: answers.urgency ?? null,
    budget: answers.budget ?? null,
    contact: {
      name: contact.name.trim(),
      email: contact.email.trim(),
      company: contact.company.trim(),
      ...(phone ? { phone } : {}),
    },
    ...(asked && message ? { requestMessage: message } : {}),
    ...(answers.intent === "support" && state.request.downNow !== null ? { downNow: state.request.downNow } : {}),
    recommendations: state.recommendations,
    consent: { marketing: state.marketingOptIn, noticeVersion },
    attribution,
  };
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

/** The same rules the API applies (name, email, company required; email format; phone optional). */
export function contactErrors(contact: ContactDraft): ContactErrors {
  const result = v.safeParse(contactSchema, contact);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as keyof ContactDraft | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
