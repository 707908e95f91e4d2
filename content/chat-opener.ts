// The only chat copy every page loads: the round opener's. The rest is in chat.ts, loaded with the
// panel. The opener's name stays "Open chat" while open; aria-expanded tells its state.
export const chatOpenerCopy = {
  open: "Open chat",
  loading: "Loading the assistant…",
};
