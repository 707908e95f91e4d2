// The conversation survives a reload or a page change within the site (DESIGN.md, beyond the
// spec): one sessionStorage entry holds the open flag and the machine state. This module is
// imported by the always-loaded opener, so it stays tiny and leaves validation to the panel.

const STORAGE_KEY = "kilele.chat";

type StoredChat = { open?: boolean; state?: unknown };

function read(): StoredChat {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as StoredChat) : {};
  } catch {
    return {};
  }
}

function write(entry: StoredChat): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or disabled (private mode): the chat still works, it just won't survive a reload.
  }
}

export function storedChatOpen(): boolean {
  return read().open === true;
}

export function storeChatOpen(open: boolean): void {
  write({ ...read(), open });
}

/** Unvalidated: the panel checks it with restoreChatState. */
export function storedChatState(): unknown {
  return read().state;
}

export function storeChatState(state: unknown): void {
  write({ ...read(), state });
}

export function clearStoredChat(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
