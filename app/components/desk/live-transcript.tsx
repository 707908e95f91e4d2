import { liveDeskCopy as copy } from "../../../content/live-chat-copy";
import { eatTime } from "../../../shared/eat-time";
import type { LiveMessage } from "../../../shared/live-chat";
import type { LiveListItem } from "../../desk/live.server";

type Open = LiveListItem & { status: string; messages: LiveMessage[]; nextSeq: number };
type Member = { email: string; name: string };

/** One conversation: its messages (plain text) and, for whoever answered it, Reply, Transfer and End. */
export function LiveTranscript({ open, me, team }: { open: Open; me: string; team: Member[] }) {
  const name = open.name || copy.visitor;
  const mine = open.status === "active" && open.answeredBy === me;
  const answerer = team.find((member) => member.email === open.answeredBy)?.name ?? open.answeredBy;
  return (
    <section aria-labelledby="live-open" data-live-open={open.id} className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="live-open" className="text-lg font-semibold text-slate-900">
        {copy.transcriptTitle(name)}
      </h2>
      {open.messages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.noMessages}</p>
      ) : (
        <ol className="mt-2 grid gap-2" data-live-messages>
          {open.messages.map((message) => (
            <li key={message.position} data-position={message.position} data-side={message.side} className="text-sm">
              <span className="font-semibold text-slate-900">{message.side === "visitor" ? name : message.author}</span>{" "}
              <span className="text-slate-600">{eatTime(message.createdAt)}</span>
              <p className="whitespace-pre-wrap text-slate-800">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      {open.status === "ended" || open.status === "missed" ? (
        <p className="mt-3 text-sm text-slate-700">{copy.endedNote}</p>
      ) : mine ? (
        <>
          <form method="post" action={`/desk/live/${open.id}/reply`} className="mt-4 grid gap-2">
            <label htmlFor="live-reply" className="text-sm font-semibold text-slate-900">
              {copy.reply}
            </label>
            <textarea id="live-reply" name="text" required maxLength={2000} rows={3} className="rounded-lg border border-slate-400 p-2" />
            <input type="hidden" name="seq" value={open.nextSeq} />
            <button type="submit" className="btn-primary justify-self-start">
              {copy.send}
            </button>
          </form>
          <div className="mt-4 flex flex-wrap items-end gap-4 border-t border-slate-200 pt-3">
            <form method="post" action={`/desk/live/${open.id}/transfer`} className="flex items-end gap-2">
              <div className="grid gap-1">
                <label htmlFor="live-transfer" className="text-sm text-slate-900">
                  {copy.transferTo}
                </label>
                <select id="live-transfer" name="to" className="rounded-lg border border-slate-400 p-2">
                  {team
                    .filter((member) => member.email !== me)
                    .map((member) => (
                      <option key={member.email} value={member.email}>
                        {member.name}
                      </option>
                    ))}
                </select>
              </div>
              <button type="submit" className="btn-secondary">
                {copy.transfer}
              </button>
            </form>
            <form method="post" action={`/desk/live/${open.id}/end`}>
              <button type="submit" className="btn-secondary">
                {copy.end}
              </button>
            </form>
          </div>
        </>
      ) : open.status === "active" ? (
        <p className="mt-3 text-sm text-slate-700">{copy.onlyAnswerer(answerer ?? "")}</p>
      ) : (
        <form method="post" action={`/desk/live/${open.id}/answer`} className="mt-3">
          <button type="submit" className="btn-primary">
            {copy.answer}
          </button>
        </form>
      )}
    </section>
  );
}
