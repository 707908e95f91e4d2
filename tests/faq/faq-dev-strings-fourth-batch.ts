// Development questions from the third and fourth blind batches (tests/faq/faq-held-out-set.ts):
// the ones whose misses a run of the full evaluation printed on 2026-11-26 (the second time), so they
// are spent as held-out questions and are tuned on here like the rest of the development set; new
// unseen questions took their places in the held-out set.
import type { HeldOutAnswerable } from "./held-out-question";

export const fourthBatchSpentAnswerable: readonly HeldOutAnswerable[] = [
  { question: "ofisi yenu ya kampala iko wapi haswa?", expect: ["Kampala Road"], page: "/contact" },
  { question: "ofisi ya dar iko mtaa gani", expect: ["Samora Avenue"], page: "/contact" },
  { question: "if i email support how long b4 someone replies", expect: ["4 hours"], page: "/contact" },
  { question: "nairobi office other phone number besides the 700 one", expect: ["+254 733 123 456"], page: "/contact" },
  { question: "which logistics company is among ur clients", expect: ["Pwani Logistics"], page: "/" },
  {
    question: "do the analytics dashboards update by themselves or do we have to refresh them",
    expect: ["automatically"],
    page: "/data-analytics-platform",
  },
  { question: "how many SMEs have u worked with", expect: ["300+"], page: "/industries" },
  { question: "tunataka content filtering kwa wanafunzi wadogo, mnasaidia?", expect: ["Content filtering"], page: "/industries/education" },
  {
    question:
      "We're a county government and our budget is approved one year at a time. What's the shortest contract term you offer, for a pilot?",
    expect: ["12 months"],
    page: "/industries/government",
  },
  { question: "mnasaidia na tender documents za serikali?", expect: ["Tender"], page: "/industries/government" },
  { question: "wat can hospital dashboards show", expect: ["Bed occupancy"], page: "/industries/healthcare" },
  {
    question:
      "We're a 12-advocate firm in Mombasa drowning in paper files. How does your document management organise files for a law firm?",
    expect: ["Matter-based"],
    page: "/industries/legal",
  },
  { question: "mnatumia analytics tool gani kwenye website yenu", expect: ["PostHog"], page: "/privacy" },
  { question: "which crm do u store my contact details in", expect: ["HubSpot"], page: "/privacy" },
  { question: "do i have to give my phone number to download a guide", expect: ["optional"], page: "/resources/guides" },
  { question: "m365 premium pp price?", expect: ["$22"], page: "/products/microsoft-365" },
  {
    question:
      "We're a 9-person accounting firm in Kampala and our finance team would rather not pay in dollars. Can you invoice our Microsoft 365 licences in Ugandan shillings?",
    expect: ["UGX"],
    page: "/products/microsoft-365",
  },
  { question: "disaster recovery as a service inaanzia bei gani kwa mwezi?", expect: ["$3,000"], page: "/products" },
  {
    question:
      "Our SACCO board is asking how long the WhatsApp assistant keeps member conversations. Can we choose the retention period, and what's the longest allowed?",
    expect: ["2 years"],
    page: "/resources/knowledge-base",
  },
  { question: "How many people started Kilele back in 2012?", expect: ["Three engineers"], page: "/about" },
];
