import type { ActivityChannel, ActivityOutcome } from "../shared/desk-activities";
import { recommendationCatalog } from "../shared/recommendation-catalog";
import { productCategories } from "./products-catalogue";

// The words of the desk's Log activity and Won forms, their timeline lines and the follow-up
// reminder (staff only), and the catalogue's items a deal can sell.

export const channelLabels: Record<ActivityChannel, string> = {
  call: "Call",
  email: "E-mail",
  whatsapp: "WhatsApp",
  meeting: "Meeting",
};

export const outcomeLabels: Record<ActivityOutcome, string> = {
  reached: "reached",
  "left-voicemail": "left voicemail",
  "no-answer": "no answer",
  "wrong-number": "wrong number",
  "email-sent": "e-mail sent",
  "message-sent": "message sent",
  replied: "replied",
  bounced: "bounced",
  "meeting-held": "meeting held",
  "no-show": "no-show",
  rescheduled: "rescheduled",
};

export type DealProduct = { id: string; name: string };
export type DealProductGroup = { title: string; products: DealProduct[] };

/** What a Won deal can sell, grouped as the site offers it: the assistant's plans, then the products page's categories. */
export const dealProductGroups: DealProductGroup[] = [
  {
    title: "Plans",
    products: Object.entries(recommendationCatalog).map(([id, entry]) => ({ id, name: entry.name })),
  },
  ...productCategories.map((category) => ({
    title: category.title,
    products: category.products.map((product) => ({ id: product.id, name: product.name })),
  })),
];

export const dealProducts: DealProduct[] = dealProductGroups.flatMap((group) => group.products);

/** A product's name by its id; an id no longer in the catalogue is shown as it is. */
export const dealProductName = (id: string) => dealProducts.find((product) => product.id === id)?.name ?? id;

export const activityCopy = {
  logActivity: "Log activity",
  channel: "Channel",
  outcome: "Outcome",
  chooseOutcome: "Choose the outcome",
  note: "Note (optional)",
  nextStep: "Next step (optional)",
  nextStepHint: "For example: send the proposal. With a next step, give when it is due; you are reminded then.",
  due: "Due (EAT)",
  save: "Log activity",
  nextFollowUp: "Next follow-up",
  noFollowUp: "none",
  won: {
    title: "Mark won",
    value: "Deal value (USD)",
    valueHint: "For example 12,400 or 12400.50.",
    products: "Products sold",
    save: "Mark won",
    dealValue: "Deal value",
    productsSold: "Products sold",
  },
  /** "next: send proposal, due Tue 2 Dec 10:00 EAT" */
  nextStepLine: (nextStep: string, due: string) => `next: ${nextStep}, due ${due} EAT`,
  reminder: {
    /** The e-mail's subject and Slack's fallback text. */
    headline: (nextStep: string, who: string) => `Follow-up due: ${nextStep} — ${who}`,
    /** The opening sentence of the e-mail and of the Slack message. */
    sentence: (nextStep: string, dueEat: string, owner: string) =>
      `Your follow-up "${nextStep}" was due ${dueEat} EAT (owner: ${owner}). Log what you did on the desk to close it.`,
    slackHeader: (who: string) => `⏰ Follow-up due: ${who}`,
  },
} as const;
