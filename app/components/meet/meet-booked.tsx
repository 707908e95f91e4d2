import { meetingCopy, meetPage as text } from "../../../content/meetings";
import type { MeetingBooked } from "../../../shared/meetings";
import { OFFICE_LABELS } from "../../../shared/office-ids";
import { whenLabel } from "../../meet/meeting-time";

/** The answer to a booking: when and where, the invitation and the manage link. */
export function MeetBooked({ booked }: { booked: MeetingBooked }) {
  return (
    <section className="container py-16" aria-labelledby="meet-booked-title">
      <div role="status" className="card mx-auto max-w-xl space-y-4">
        <h1 id="meet-booked-title" className="text-3xl font-bold text-slate-900">
          {text.bookedTitle}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-semibold">{text.when}</dt>
          <dd data-booked-start={booked.start}>{whenLabel(booked.start)}</dd>
          <dt className="font-semibold">{text.where}</dt>
          <dd>
            {meetingCopy.kinds[booked.kind]}, {OFFICE_LABELS[booked.office]}
          </dd>
        </dl>
        <p className="text-slate-600">{text.bookedText}</p>
        <p className="flex flex-wrap gap-3">
          <a href={booked.icsUrl} className="btn-primary">
            {text.addToCalendar}
          </a>
          <a href={booked.manageUrl} className="btn-secondary">
            {text.manage}
          </a>
        </p>
      </div>
    </section>
  );
}
