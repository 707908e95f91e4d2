// Development questions from the ninth blind batch (tests/faq/faq-held-out-ninth-batch.ts): two whose
// facts no answer held when the batch's expected strings were checked, so the checker's report described
// them; spent as held-out questions, they are tuned on here.
import type { HeldOutAnswerable } from "./held-out-question";

export const ninthBatchSpentAnswerable: readonly HeldOutAnswerable[] = [
  {
    question:
      "We're a family-owned hardware shop in Nakuru with 8 staff and no IT person. Which services do small businesses usually start with when they come to you?",
    expect: ["SME Digital Transformation"],
    page: "/industries/smes",
  },
  {
    question: "We're following the security basics in your SME playbook. How often does it say we should test restoring from our backup?",
    expect: ["every quarter"],
    page: "/resources/guides",
  },
];
