import { deskMeetingsCopy as copy } from "../../../content/desk-meetings-copy";
import { deskRecordPath } from "../../../shared/desk";
import { eatTime } from "../../../shared/eat-time";
import type { OfficeId } from "../../../shared/office-ids";

type AgendaMeeting = {
  id: string;
  office: string;
  host: string;
  kind: "video" | "office";
  status: "booked" | "held" | "no_show" | "cancelled";
  startAt: string;
  name: string;
  company: string;
  email: string;
  leadId: string | null;
  contactId: string | null;
  started: boolean;
};

/** The desk record the meeting belongs to: its lead, or the contact record it became. */
function recordLink(m: Pick<AgendaMeeting, "leadId" | "contactId">): { href: string; label: string } | null {
  if (m.leadId) return { href: deskRecordPath("lead", m.leadId), label: copy.leadLink };
  if (m.contactId) return { href: deskRecordPath("contact", m.contactId), label: copy.contactLink };
  return null;
}

/** One day's or the week's meetings, with Held and No-show once a booked one has started. */
export function MeetingAgenda({ title, meetings }: { title: string; meetings: readonly AgendaMeeting[] }) {
  const id = `agenda-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {meetings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{copy.none}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              {Object.values(copy.columns).map((label) => (
                <th key={label} scope="col" className="border-b border-slate-200 py-2 pr-3">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {meetings.map((m) => {
              const link = recordLink(m);
              return (
                <tr key={m.id} data-meeting={m.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3">{eatTime(m.startAt)}</td>
                  <td className="py-2 pr-3">{copy.offices[m.office as OfficeId] ?? m.office}</td>
                  <td className="py-2 pr-3">{m.host === "office" ? copy.officeSeat : m.host}</td>
                  <td className="py-2 pr-3">
                    {m.name}, {m.company}
                    <br />
                    <a href={`mailto:${m.email}`} className="text-brand-700 underline">
                      {m.email}
                    </a>
                    {link ? (
                      <>
                        {" · "}
                        <a href={link.href} className="text-brand-700 underline">
                          {link.label}
                        </a>
                      </>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">{copy.kinds[m.kind]}</td>
                  <td className="py-2 pr-3">{copy.statuses[m.status]}</td>
                  <td className="py-2 pr-3">
                    {m.status === "booked" && m.started ? (
                      <form method="post" className="flex gap-2">
                        <input type="hidden" name="meetingId" value={m.id} />
                        <button type="submit" name="intent" value="held" className="btn-secondary">
                          {copy.held}
                        </button>
                        <button type="submit" name="intent" value="no_show" className="btn-secondary">
                          {copy.noShow}
                        </button>
                      </form>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
