import { type FormEvent, useEffect, useRef, useState } from "react";
import { liveVisitorCopy as copy } from "../../../content/live-chat-copy";
import { LIVE_MESSAGE_MAX, LIVE_NOBODY_ANSWERED_MS } from "../../../shared/live-chat";
import { EndChat } from "./end-chat";
import { LeaveMessage } from "./leave-message";
import { LiveConnection } from "./live-connection";
import { type SavedLive, saveLive, type Thread, withMessage } from "./live-thread";
import { conversationLines } from "./live-visitor-words";

// The live conversation in the chat panel, loaded only once the visitor asks for a person: who
// joined, the messages both ways as plain text, a box labelled Message (Send or Enter), and, when
// nobody has answered in three minutes, the other ways to reach us while the visitor keeps waiting
// (the conversation stays in the desk's queue); End chat, and the transcript by e-mail.

const TYPING_SHOWN_MS = 4000;
const THEIR_BUBBLE = "max-w-[90%] rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-sm text-slate-900";

export function LiveConversation({ saved }: { saved: SavedLive }) {
  const [thread, setThread] = useState<Thread>({ messages: [], status: "waiting", answeredBy: null });
  const [connected, setConnected] = useState(true);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState("");
  const [longWait, setLongWait] = useState(Date.now() - Date.parse(saved.startedAt) > LIVE_NOBODY_ANSWERED_MS);
  const [messaging, setMessaging] = useState(false);
  const connection = useRef<LiveConnection | null>(null);

  useEffect(() => {
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    // A new view (a reload, another page) has shown nothing yet: it asks for the whole conversation.
    const line = new LiveConnection(
      { ...saved, last: 0 },
      {
        message: (message) => {
          setThread((current) => withMessage(current, message));
          if (message.side === "staff") setTyping(false);
        },
        status: (status, answeredBy) => {
          setThread((current) => ({ ...current, status, answeredBy }));
          if (status === "ended" || status === "missed") saveLive(null);
        },
        typing: () => {
          setTyping(true);
          clearTimeout(typingTimer);
          typingTimer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
        },
        connected: setConnected,
      },
    );
    connection.current = line;
    line.start();
    return () => {
      clearTimeout(typingTimer);
      line.stop();
    };
  }, [saved]);

  useEffect(() => {
    if (thread.status !== "waiting" || longWait) return;
    const timer = setTimeout(() => setLongWait(true), Math.max(0, Date.parse(saved.startedAt) + LIVE_NOBODY_ANSWERED_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [thread.status, longWait, saved.startedAt]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || !connection.current) return;
    connection.current.send(message);
    setText("");
  };

  const over = thread.status === "ended" || thread.status === "missed";
  return (
    <section aria-label={copy.talk} className="space-y-3" data-live-conversation={saved.id}>
      {thread.status === "waiting" && (
        <p className={THEIR_BUBBLE}>
          <span role="status">{copy.waiting}</span> {copy.waitingHint}
        </p>
      )}
      <ol className="space-y-2" aria-live="polite">
        {thread.messages.map((message) => (
          <li key={message.position} data-position={message.position}>
            {message.side === "visitor" ? (
              <p className="ml-auto w-fit max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-tr-sm bg-brand-700 px-3 py-2 text-sm text-white">
                <span className="sr-only">{copy.you}: </span>
                {message.text}
              </p>
            ) : message.side === "system" ? (
              <p className="text-center text-xs text-slate-700">{message.text}</p>
            ) : (
              <p className={THEIR_BUBBLE}>
                <strong className="block text-xs">{message.author}</strong>
                <span className="whitespace-pre-wrap">{message.text}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
      {typing && <p className="text-xs text-slate-700">{copy.typing}</p>}
      {!connected && <p className="text-xs text-slate-700">{copy.reconnecting}</p>}
      {thread.status === "waiting" && longWait && (
        <div className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm text-slate-800" data-live-long-wait="">
          <p role="status">{copy.nobodyAnswered}</p>
          <p className="flex gap-3">
            <button
              type="button"
              onClick={() => setMessaging(true)}
              aria-expanded={messaging}
              className="font-semibold text-brand-700 underline"
            >
              {copy.leaveMessage}
            </button>
            <a
              href={saved.office ? copy.bookMeetingAt(saved.office) : copy.bookMeetingUrl}
              className="font-semibold text-brand-700 underline"
            >
              {copy.bookMeeting}
            </a>
          </p>
          {messaging && (
            <LeaveMessage
              known={saved.visitor ?? {}}
              lines={[...(saved.context ?? []), ...conversationLines(thread.messages, saved.visitor?.name || copy.you)]}
            />
          )}
        </div>
      )}
      {over ? (
        <p role="status" className="text-sm text-slate-800">
          {copy.ended}
        </p>
      ) : (
        <form onSubmit={send} className="flex items-end gap-2">
          <div className="grid flex-1 gap-1">
            <label htmlFor="live-message" className="text-xs font-semibold text-slate-900">
              {copy.message}
            </label>
            <input
              id="live-message"
              value={text}
              maxLength={LIVE_MESSAGE_MAX}
              autoComplete="off"
              onChange={(event) => {
                setText(event.target.value);
                connection.current?.typing();
              }}
              className="min-h-11 rounded-lg border border-slate-400 px-3 text-base"
            />
          </div>
          <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white">
            {copy.send}
          </button>
        </form>
      )}
      <EndChat
        saved={saved}
        over={over}
        onEnded={(status) => {
          setThread((current) => ({ ...current, status }));
          saveLive(null);
        }}
      />
    </section>
  );
}
