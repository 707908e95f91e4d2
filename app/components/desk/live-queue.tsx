import { liveDeskCopy as copy } from "../../../content/live-chat-copy";
import { elapsed } from "../../../shared/eat-time";
import { OFFICE_LABELS, type OfficeId } from "../../../shared/office-ids";
import type { LiveListItem } from "../../desk/live.server";

const officeLabel = (office: string) => OFFICE_LABELS[office as OfficeId] ?? office;

/** The visitors waiting for a person, longest wait first, each with its Answer button. */
export function LiveWaiting({ waiting, now }: { waiting: LiveListItem[]; now: string }) {
  return (
    <section aria-labelledby="live-waiting" className="mt-6">
      <h2 id="live-waiting" className="text-lg font-semibold text-slate-900">
        {copy.waitingTitle}
      </h2>
      {waiting.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.waitingEmpty}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {waiting.map((item) => (
            <li key={item.id} data-conversation={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">{item.name || copy.visitor}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
                <dt>{copy.office}</dt>
                <dd>{officeLabel(item.office)}</dd>
                <dt>{copy.page}</dt>
                <dd>{item.page || "–"}</dd>
                <dt>{copy.waited}</dt>
                <dd>{elapsed(item.createdAt, now)}</dd>
              </dl>
              {item.context.length > 0 && (
                <>
                  <h3 className="mt-2 text-sm font-semibold text-slate-900">{copy.chatSoFar}</h3>
                  <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                    {item.context.map((line, index) => (
                      // The lines are the chat's answers in order; the same answer may come twice.
                      // biome-ignore lint/suspicious/noArrayIndexKey: ordered, never reordered
                      <li key={index}>{line}</li>
                    ))}
                  </ul>
                </>
              )}
              <form method="post" action={`/desk/live/${item.id}/answer`} className="mt-3">
                <button type="submit" className="btn-primary">
                  {copy.answer}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Conversations going on: who answered, and a link to open each. */
export function LiveActive({ active, team }: { active: LiveListItem[]; team: { email: string; name: string }[] }) {
  const nameOf = (email: string | null) => team.find((member) => member.email === email)?.name ?? email ?? "";
  return (
    <section aria-labelledby="live-active" className="mt-6">
      <h2 id="live-active" className="text-lg font-semibold text-slate-900">
        {copy.activeTitle}
      </h2>
      {active.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.activeEmpty}</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {active.map((item) => (
            <li key={item.id} data-conversation={item.id}>
              <a href={`/desk/live?open=${item.id}`} className="text-brand-700 underline">
                {item.name || copy.visitor}
              </a>{" "}
              · {officeLabel(item.office)} · {copy.answeredBy} {nameOf(item.answeredBy)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
