// Held-out FAQ questions, a fifth blind batch (2026-11-26), written from the pages' content modules only
// by someone who had not seen the assistant's corpus, vocabulary or visitor questions; they replace
// third- and fourth-batch questions that were spent. Never tune on these (docs/OPERATIONS.md).
import type { HeldOutAnswerable } from "./held-out-question";

export const fifthBatchAnswerable: readonly HeldOutAnswerable[] = [
  { question: "ofisi yenu ya Kampala iko wapi exactly?", expect: ["Plot 14", "Kampala Road"], page: "/contact" },
  {
    question: "We're an existing client and our email server just went down at 11pm on a Sunday. What number do I call right now?",
    expect: ["+254 711 999 000"],
    page: "/contact",
  },
  { question: "how fast can i book a meetng with ur team", expect: ["48 hours"], page: "/contact" },
  { question: "live chat hours weekends?", expect: ["9AM–5PM"], page: "/contact" },
  {
    question: "have u guys moved a law firm to microsoft 365 before? how long did it take them",
    expect: ["Wanjiru", "one weekend"],
    page: "/",
  },
  {
    question: "Who heads your Tanzania operations? I'd like to meet them when I'm in Dar next month.",
    expect: ["Baraka Mwakyusa"],
    page: "/about",
  },
  {
    question:
      "We're a SACCO in Nakuru and loan defaults keep climbing. Does your AI / analytics offering have anything for assessing loan applications?",
    expect: ["Credit risk scoring"],
    page: "/data-analytics-platform",
  },
  {
    question: "how many manufacturing plants do u work with, and how much less downtime do they get?",
    expect: ["40+", "20%"],
    page: "/industries",
  },
  {
    question: "boarding school in Eldoret - can ur wifi cover where the students sleep, not just the classrooms?",
    expect: ["hostels"],
    page: "/industries/education",
  },
  { question: "which contract length gets a county government the lowest monthly rate", expect: ["36"], page: "/industries/government" },
  {
    question:
      "Do you handle public tenders? We're a state agency and procurement needs proper paperwork and pricing before we can sign anything.",
    expect: ["framework pricing"],
    page: "/industries/government",
  },
  {
    question:
      "We're a 40-bed private hospital in Arusha. Management wants to see the daily numbers at a glance - what dashboards do you set up for hospitals?",
    expect: ["occupancy", "pharmacy stock"],
    page: "/industries/healthcare",
  },
  {
    question: "Tunataka email za advocates wetu ziwe confidential, mnatumia nini kulinda client matters?",
    expect: ["data loss prevention"],
    page: "/industries/legal",
  },
  {
    question: "how do i get a copy of all the data u hold on me, and how long do u take to respond?",
    expect: ["privacy@kilele.tech", "30 days"],
    page: "/privacy",
  },
  {
    question: "Nikitaka kulalamika kuhusu data yangu hapa Tanzania, naenda kwa regulator gani?",
    expect: ["Personal Data Protection Commission"],
    page: "/privacy",
  },
  { question: "does ur free SME guide cover budgets? starting from how much", expect: ["$5,000"], page: "/resources/guides" },
  {
    question: "whatsapp bot - how long are customer conversations stored, and can we choose?",
    expect: ["30 days", "2 years"],
    page: "/resources/knowledge-base",
  },
  { question: "bei ya ERP yenu inaanzia ngapi kwa mwezi?", expect: ["$4,000"], page: "/products" },
  {
    question: "Sisi ni kampuni ya Dar, tunaweza kulipia Microsoft 365 kwa TZS badala ya dollars?",
    expect: ["TZS"],
    page: "/products/microsoft-365",
  },
  { question: "m365 migration - will we lose emails during the switch? how long", expect: ["24 hours"], page: "/products/microsoft-365" },
];
