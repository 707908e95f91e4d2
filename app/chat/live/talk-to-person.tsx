import { type ComponentType, useEffect, useState } from "react";
import { liveVisitorCopy as copy } from "../../../content/live-chat-copy";
import type { LiveOffer, LiveStarted } from "../../../shared/live-chat";
import { loadLive, type SavedLive, saveLive } from "./live-thread";

// "Talk to a person" where the chat offers it: asked of the server (live-chat hours, someone
// Available), otherwise when the team is back and the other ways to reach us. The conversation's
// code loads only when the visitor asks for a person, or comes back to a conversation going on.

type View = ComponentType<{ saved: SavedLive }>;

const loadView = async (): Promise<View> => (await import("./live-conversation")).LiveConversation;

const backAt = (iso: string) =>
  `${new Intl.DateTimeFormat("en-GB", { weekday: "long", hour: "2-digit", minute: "2-digit", timeZone: "Africa/Nairobi" }).format(new Date(iso))} EAT`;

export default function TalkToPerson({ context = [], name, email }: { context?: string[]; name?: string; email?: string }) {
  const [offer, setOffer] = useState<LiveOffer | null>(null);
  const [live, setLive] = useState<{ saved: SavedLive; View: View } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const saved = loadLive();
    if (saved) {
      void loadView().then((View) => setLive({ saved, View }));
      return;
    }
    fetch("/api/live/offer")
      .then((res) => (res.ok ? (res.json() as Promise<LiveOffer>) : null))
      .then(setOffer)
      .catch(() => setOffer(null));
  }, []);

  const start = async () => {
    try {
      const res = await fetch("/api/live/conversations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ page: location.pathname, context, ...(name ? { name } : {}), ...(email ? { email } : {}) }),
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
      };
      saveLive(saved);
      setLive({ saved, View: await loadView() });
    } catch {
      setFailed(true);
    }
  };

  if (live) return <live.View saved={live.saved} />;
  if (failed) return <p className="text-sm text-slate-800">{copy.failed}</p>;
  if (!offer) return null;
  if (offer.offered)
    return (
      <button
        type="button"
        onClick={() => void start()}
        className="min-h-11 rounded-lg border border-brand-600 bg-white px-3 py-2 text-left text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:(outline-2 outline-offset-2 outline-brand-600)"
      >
        <span className="block">{copy.talk}</span>
        <span className="block text-xs font-normal text-slate-600">{copy.talkHint}</span>
      </button>
    );
  return (
    <p className="text-xs text-slate-700" data-live-closed="">
      {offer.backAt ? copy.backAt(backAt(offer.backAt)) : copy.nobodyNow}{" "}
      <a href={copy.leaveMessageUrl} className="font-semibold text-brand-700 underline">
        {copy.leaveMessage}
      </a>{" "}
      ·{" "}
      <a href={copy.bookMeetingUrl} className="font-semibold text-brand-700 underline">
        {copy.bookMeeting}
      </a>
    </p>
  );
}
