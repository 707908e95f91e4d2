import { Link } from "react-router";
import { meetingCopy, manageMeetingPage as text } from "../../content/meetings";
import { OFFICE_LABELS } from "../../shared/office-ids";
import { FormErrorNotice } from "../components/forms/form-error-notice";
import { manageAction, manageLoader } from "../meet/meet.server";
import { clockLabel, dayLabel, whenLabel } from "../meet/meeting-time";
import { pageMeta } from "../seo/page-meta";
import { noSitemap } from "../seo/sitemap-handle";
import type { Route } from "./+types/meet-manage";

// One meeting, reached by the signed link the visitor was given: see it, move it or cancel it.
// Personal, so never cached and never indexed.

export const handle = noSitemap;
export const meta = () => [...pageMeta(text.seo), { name: "robots", content: "noindex" }];
export const loader = (args: Route.LoaderArgs) => manageLoader(args);
export const action = (args: Route.ActionArgs) => manageAction(args);
export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function MeetManage({ loaderData, actionData }: Route.ComponentProps) {
  const { meeting, icsUrl, days } = loaderData;
  return (
    <section className="container py-16" aria-labelledby="manage-title">
      <div className="mx-auto max-w-2xl space-y-6">
        <h1 id="manage-title" className="text-3xl font-bold text-slate-900">
          {text.title}
        </h1>
        {actionData?.ok ? (
          <p role="status" data-manage-notice className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900">
            {actionData.done === "cancelled" ? text.cancelled : text.rescheduled}
          </p>
        ) : null}
        {actionData && !actionData.ok ? <FormErrorNotice title={text.rescheduleTitle} error={actionData.error} /> : null}
        <dl className="card grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-semibold">{text.statusLabel}</dt>
          <dd data-meeting-status={meeting.status}>{text.status[meeting.status]}</dd>
          <dt className="font-semibold">{meetingCopy.kinds[meeting.kind]}</dt>
          <dd data-meeting-start={meeting.start}>
            {whenLabel(meeting.start)}, {OFFICE_LABELS[meeting.office]}
          </dd>
          <dt className="sr-only">{meeting.kind === "office" ? OFFICE_LABELS[meeting.office] : meetingCopy.kinds.video}</dt>
          <dd className="col-span-2 text-slate-600">{meeting.location}</dd>
        </dl>
        {meeting.status === "booked" ? (
          <>
            <p>
              <a href={icsUrl} className="btn-secondary">
                {meetingCopy.addToCalendar}
              </a>
            </p>
            <form method="post" className="card space-y-3" aria-labelledby="reschedule-title">
              <h2 id="reschedule-title" className="text-xl font-bold text-slate-900">
                {text.rescheduleTitle}
              </h2>
              <p>
                <label htmlFor="reschedule-start" className="field-label">
                  {text.newTime}
                </label>
                <select id="reschedule-start" name="start" required className="field-input" defaultValue="">
                  <option value="" disabled>
                    {text.newTime}
                  </option>
                  {days.map((d) => (
                    <optgroup key={d.day} label={dayLabel(d.day)}>
                      {d.slots.map((slot) => (
                        <option key={slot.start} value={slot.start}>
                          {dayLabel(d.day)} {clockLabel(slot.start)}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </p>
              <input type="hidden" name="intent" value="reschedule" />
              <button type="submit" className="btn-primary">
                {text.reschedule}
              </button>
            </form>
            <form method="post" className="card space-y-3" aria-labelledby="cancel-title">
              <h2 id="cancel-title" className="text-xl font-bold text-slate-900">
                {text.cancelTitle}
              </h2>
              <p className="text-slate-600">{text.cancelText}</p>
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className="btn-secondary">
                {text.cancel}
              </button>
            </form>
          </>
        ) : (
          <p>
            <Link to="/meet" className="btn-primary">
              {text.bookAnother}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
