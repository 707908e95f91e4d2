import { Link } from "react-router";
import { offices } from "../../content/company";
import { meetingCopy, meetPage as text } from "../../content/meetings";
import { MEETING_KINDS } from "../../shared/meetings";
import { OFFICE_IDS, OFFICE_LABELS } from "../../shared/office-ids";
import { FormErrorNotice } from "../components/forms/form-error-notice";
import { MeetBooked } from "../components/meet/meet-booked";
import { MeetBookingForm } from "../components/meet/meet-booking-form";
import { PageBanner } from "../components/sections/page-banner";
import { formActionHeaders } from "../forms/form-actions.server";
import { meetAction, meetLoader } from "../meet/meet.server";
import { dayLabel } from "../meet/meeting-time";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/meet";

// Book a meeting without JavaScript: office and kind (a GET form), a day (links), then a time and
// the visitor's details (one POST). Slots are live, so the page is never cached.

export const meta = () => pageMeta(text.seo);
export const loader = (args: Route.LoaderArgs) => meetLoader(args);
export const action = (args: Route.ActionArgs) => meetAction(args);
export const headers = (args: { actionHeaders: Headers }) => {
  const headers = new Headers(formActionHeaders(args));
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

export default function Meet({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) return <MeetBooked booked={actionData.booked} />;
  const failed = actionData && !actionData.ok ? actionData : null;
  // A refused post is shown for the office and kind it was sent for.
  const office = OFFICE_IDS.find((id) => id === failed?.values.office) ?? loaderData.office;
  const kind = MEETING_KINDS.find((k) => k === failed?.values.kind) ?? loaderData.kind;
  const { days, day } = loaderData;
  const query = (more: string) => `/meet?office=${office}&kind=${kind}${more}`;
  const slots = failed?.alternatives ?? day?.slots ?? [];
  const slotDay = failed?.alternatives?.[0]?.start.slice(0, 10) ?? day?.day;
  return (
    <>
      <PageBanner title={text.title} lead={text.lead} />
      <div className="container space-y-8 py-12">
        <form method="get" action="/meet" className="card flex flex-wrap items-end gap-4" aria-labelledby="meet-choose-title">
          <h2 id="meet-choose-title" className="w-full text-xl font-bold text-slate-900">
            {text.chooseTitle}
          </h2>
          <p>
            <label htmlFor="meet-office" className="field-label">
              {text.officeLabel}
            </label>
            <select id="meet-office" name="office" defaultValue={office} className="field-input">
              {OFFICE_IDS.map((id) => (
                <option key={id} value={id}>
                  {OFFICE_LABELS[id]}
                </option>
              ))}
            </select>
          </p>
          <p>
            <label htmlFor="meet-kind" className="field-label">
              {text.kindLabel}
            </label>
            <select id="meet-kind" name="kind" defaultValue={kind} className="field-input">
              {MEETING_KINDS.map((k) => (
                <option key={k} value={k}>
                  {meetingCopy.kinds[k]}
                </option>
              ))}
            </select>
          </p>
          <button type="submit" className="btn-secondary">
            {text.showTimes}
          </button>
        </form>
        {failed?.alternatives ? (
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">{text.takenTitle}</p>
            <p className="mt-1">{text.takenText}</p>
          </div>
        ) : null}
        <nav aria-labelledby="meet-days-title" className="card">
          <h2 id="meet-days-title" className="text-xl font-bold text-slate-900">
            {text.daysTitle}
          </h2>
          {days.length === 0 ? <p className="mt-2 text-slate-600">{text.noSlots}</p> : null}
          <ul className="mt-3 flex flex-wrap gap-2">
            {days.map((d) => (
              <li key={d.day}>
                <Link
                  to={query(`&day=${d.day}`)}
                  aria-current={d.day === day?.day ? "page" : undefined}
                  className={d.day === day?.day ? "btn-primary" : "btn-secondary"}
                >
                  {dayLabel(d.day)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {slotDay && slots.length > 0 ? (
          <MeetBookingForm
            office={office}
            kind={kind}
            day={slotDay}
            slots={slots}
            values={failed?.values ?? {}}
            error={failed && !failed.alternatives ? failed.error : undefined}
          />
        ) : failed ? (
          <FormErrorNotice title={text.errorTitle} error={failed.error} />
        ) : null}
        <p className="text-sm text-slate-600">{offices.map((o) => `${o.city}: ${o.hours.weekdays}, ${o.hours.saturday}`).join(" · ")}</p>
      </div>
    </>
  );
}
