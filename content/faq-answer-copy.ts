// Words the chat's FAQ answers add around the corpus's own text.
export const faqAnswerCopy = {
  /** Before one line per plan when a question fits plans of two products and names neither. */
  neighbours: "It depends which you mean:",
  /** How every "do you offer …" answer begins (content/faq-offer-entries.ts). */
  yes: "Yes. ",
} as const;
