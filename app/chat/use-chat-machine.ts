import { useCallback, useEffect, useRef, useState } from "react";
import { newSessionKey } from "../../shared/session-key";
import { recordChatEvent } from "./chat-api";
import { type ChatAction, type ChatState, initialChatState, transition } from "./chat-machine";
import { restoreChatState } from "./chat-state-restore";
import { storeChatState, storedChatState } from "./chat-storage";
import { newSessionId } from "./session-id";

/**
 * The machine in React: restores the stored conversation, persists every change, and sends the
 * analytics events each transition produces (outside the state update, so they go exactly once).
 */
export function useChatMachine() {
  const [state, setState] = useState<ChatState>(
    () => restoreChatState(storedChatState()) ?? initialChatState(newSessionId(), newSessionKey()),
  );
  const current = useRef(state);

  const dispatch = useCallback((action: ChatAction) => {
    const before = current.current;
    const { state: next, events } = transition(before, action);
    current.current = next;
    if (next !== before) setState(next);
    for (const event of events) recordChatEvent(before.sessionId, event);
  }, []);

  useEffect(() => storeChatState(state), [state]);

  return [state, dispatch] as const;
}
