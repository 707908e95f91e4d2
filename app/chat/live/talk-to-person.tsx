import { type ComponentType, useEffect, useState } from "react";
import { liveVisitorCopy as copy } from "../../../content/live-chat-copy";
import type { LiveOfferAnswer, LiveStarted } from "../../../shared/live-chat";
import type { ChatState } from "../chat-machine";
import { LeaveMessage } from "./leave-message";
import { loadLive, loadVisitor, type SavedLive, saveLive, saveVisitor, type Visitor } from "./live-thread";
import { backAtWords, chatSoFar } from "./live-visitor-words";
import { VisitorDetails, validEmail, validName } from "./visitor-details";

// "Talk to a person" where the chat offers it (the intent step, after an FAQ fallback, the success
// screen): asked of the server (live-chat hours, someone Available), otherwise when the team is back,
// a message to leave (with the chat so far) and a meeting to book. Name and e-mail are asked only
// when the chat does not have them. The step passes the chat's state (its type only is imported
// here, so nothing of the panel's own modules moves into a shared chunk). The conversation's code
// loads only when the visitor asks for a person, or comes back to a conversation going on.

type View = ComponentType<{ saved: SavedLive }>;
/** The chat as it stands when the visitor acts: who they are, what they said so far. */
type Taken = { chat: ChatState | null; known: Partial<Visitor>; lines: string[] };

const loadView = async (): Promise<View> => (await import("./live-conversation")).LiveConversation;

const LINK = "font-semibold text-brand-700 underline underline-offset-2";

/** What the chat knows of the visitor: its contact step's answers, else what they told live chat earlier in this tab. */
function knownVisitor(chat: ChatState | null): Partial<Visitor> {
  const earlier: Partial<Visitor> = loadVisitor() ?? {};
  const name = chat?.contact.name.trim() || earlier.name;
  const email = chat?.contact.email.trim() || earlier.email;
  return { ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

const takeChat = (chat: ChatState | null): Taken => ({ chat, known: knownVisitor(chat), lines: chat ? chatSoFar(chat) : [] });

export default function TalkToPerson({ chat = null }: { chat?: ChatState | null }) {
  const [offer, setOffer] = useState<LiveOfferAnswer | null>(null);
  const [live, setLive] = useState<{ saved: SavedLive; View: View } | null>(null);
  const [asking, setAsking] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [failed, setFailed] = useState(false);
  const [taken, setTaken] = useState<Taken>({ chat: null, known: {}, lines: [] });

  useEffect(() => {
    const saved = loadLive();
    if (saved) {
      void loadView().then((View) => setLive({ saved, View }));
      return;
    }
    fetch("/api/live/offer")
      .then((res) => (res.ok ? (res.json() as Promise<LiveOfferAnswer>) : null))
      .then(setOffer)
      .catch(() => setOffer(null));
  }, []);

  const start = async (visitor: Visitor, { chat, lines }: Taken) => {
    saveVisitor(visitor);
    setAsking(false);
    // The chat's session (its events go together); after the chat's lead, the session's secret makes the conversation that lead's.
    const session = chat ? { sessionId: chat.sessionId, ...(chat.step === "success" ? { sessionKey: chat.sessionKey } : {}) } : {};
    try {
      const res = await fetch("/api/live/conversations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ page: location.pathname, context: lines, office: offer?.office, ...visitor, ...session }),
      });
      if (!res.ok) throw new Error(`live chat refused: ${res.status}`);
      const started = (await res.json()) as LiveStarted;
      const saved: SavedLive = {
        id: started.id,
        token: started.token,
        last: 0,
        nextSeq: 1,
        pending: [],
        startedAt: new Date().toISOString(),
        ...(offer ? { office: offer.office } : {}),
        context: lines,
        visitor,
      };
      saveLive(saved);
      setLive({ saved, View: await loadView() });
    } catch {
      setFailed(true);
    }
  };

  const talk = () => {
    const now = takeChat(chat);
    setTaken(now);
    const { name, email } = now.known;
    if (validName(name) && validEmail(email)) void start({ name: name!, email: email! }, now);
    else setAsking(true);
  };

  // Once the visitor takes up any of it, the success screen's closing timer leaves the panel open.
  const keepOpen = live || asking || messaging ? { "data-chat-keep-open": "" } : {};
  const body = () => {
    if (live) return <live.View saved={live.saved} />;
    if (failed) return <p className="text-sm text-slate-800">{copy.failed}</p>;
    if (!offer) return null;
    if (offer.offered)
      return asking ? (
        <VisitorDetails known={taken.known} submitLabel={copy.start} onDone={(visitor) => void start(visitor, taken)} />
      ) : (
        <button
          type="button"
          onClick={talk}
          className="min-h-11 w-full rounded-lg border border-brand-600 bg-white px-3 py-2 text-left text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:(outline-2 outline-offset-2 outline-brand-600)"
        >
          <span className="block">{copy.talk}</span>
          <span className="block text-xs font-normal text-slate-600">{copy.talkHint}</span>
        </button>
      );
    return (
      <div className="space-y-2 text-sm text-slate-800" data-live-closed="">
        <p>
          {offer.reason === "closed" && offer.backAt ? copy.backAt(backAtWords(offer.backAt, new Date())) : copy.nobodyNow}{" "}
          <button
            type="button"
            onClick={() => {
              setTaken(takeChat(chat));
              setMessaging(true);
            }}
            className={LINK}
            aria-expanded={messaging}
          >
            {copy.leaveMessage}
          </button>{" "}
          ·{" "}
          <a href={copy.bookMeetingAt(offer.office)} className={LINK}>
            {copy.bookMeeting}
          </a>
        </p>
        {messaging && <LeaveMessage known={taken.known} lines={taken.lines} onSent={saveVisitor} />}
      </div>
    );
  };
  return <div {...keepOpen}>{body()}</div>;
}
