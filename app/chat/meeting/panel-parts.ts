/** The chat panel's own modules a booking needs (the stored chat, the form token), handed to the lazy chunk by book-call-offer.tsx. */
export type PanelParts = {
  storedChat: () => unknown;
  formToken: { current: () => string | null; adopt: (token: string | null) => void };
};
