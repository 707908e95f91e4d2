// The conversation survives a reload or a page change within the site: the machine state lives in
// sessionStorage (this tab only, gone when it closes). The opener keeps its own open flag beside
// it, so every page loads none of this.

const STATE_KEY = "kilele.chat";

/** Unvalidated: the panel checks it with restoreChatState. */
export function storedChatState(): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(STATE_KEY) ?? "null");
  } catch {
    return null;
  }
}

export function storeChatState(state: unknown): void {
  try {
    sessionStorage.setItem(STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled (private mode): the chat still works, it just won't survive a reload.
  }
}
