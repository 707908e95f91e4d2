import { useId, useState } from "react";
import { liveVisitorCopy as copy } from "../../../content/live-chat-copy";
import type { LiveEnded, LiveStatus } from "../../../shared/live-chat";
import type { SavedLive } from "./live-thread";

// End chat, with "E-mail me the transcript" beside it; once the conversation is over (ended here or
// by the team), the transcript alone. The server sends the e-mail once however often it is asked.

type Props = { saved: SavedLive; over: boolean; onEnded: (status: LiveStatus) => void };

const outcomeWords = (ended: LiveEnded, email: string | undefined): string | null => {
  if (ended.transcript === "queued") return copy.transcriptQueued(email ?? "");
  if (ended.transcript === "no_email") return copy.transcriptNoEmail;
  if (ended.transcript === "off") return copy.transcriptOff;
  return null;
};

export function EndChat({ saved, over, onEnded }: Props) {
  const id = useId();
  const email = saved.visitor?.email;
  const [transcript, setTranscript] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  const end = async (withTranscript: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await fetch(`/api/live/conversations/${saved.id}/end`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-live-token": saved.token },
        body: JSON.stringify({ transcript: withTranscript }),
      });
      if (!res.ok) throw new Error(`end answered ${res.status}`);
      const ended = (await res.json()) as LiveEnded;
      setSaid(outcomeWords(ended, email));
      onEnded(ended.status);
    } catch {
      setSaid(copy.endFailed);
    } finally {
      setBusy(false);
    }
  };

  if (said && said !== copy.endFailed)
    return (
      <p role="status" className="text-sm text-slate-800">
        {said}
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" data-live-end="">
      {over ? (
        email && (
          <button type="button" disabled={busy} onClick={() => void end(true)} className="btn-secondary">
            {copy.emailTranscript}
          </button>
        )
      ) : (
        <>
          {email && (
            <span className="flex items-center gap-2">
              <input
                id={`${id}-transcript`}
                type="checkbox"
                checked={transcript}
                onChange={(event) => setTranscript(event.target.checked)}
                className="h-5 w-5"
              />
              <label htmlFor={`${id}-transcript`} className="text-slate-800">
                {copy.emailTranscript}
              </label>
            </span>
          )}
          <button type="button" disabled={busy} onClick={() => void end(transcript)} className="btn-secondary">
            {copy.endChat}
          </button>
        </>
      )}
      {said && (
        <p role="alert" className="w-full text-xs text-red-700">
          {said}
        </p>
      )}
    </div>
  );
}
