import { clockWords, chatMeetingCopy as copy } from "../../../content/chat-meeting-copy";
import { dayLabel, meetingClock } from "../../../shared/meeting-time-zone";
import type { MeetingBooked } from "../../../shared/meetings";

const LINK = "font-semibold text-brand-700 underline underline-offset-2";

/** The booked call: when (EAT, and the visitor's time), the manage link (a new tab: the chat stays) and the invitation. */
export function BookedCall({ booked, zone }: { booked: MeetingBooked; zone: string }) {
  return (
    <div className="space-y-1 rounded-lg border border-accent-600 bg-white p-3 text-sm text-slate-800" data-chat-meeting-booked="">
      <p className="font-semibold text-slate-900">{copy.bookedTitle}</p>
      <p data-booked-start={booked.start}>{copy.booked(dayLabel(booked.start), clockWords(meetingClock(booked.start, zone)))}</p>
      <p>{copy.bookedText}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={booked.manageUrl} target="_blank" rel="noopener" className={LINK}>
          {copy.manage}
          <span className="sr-only"> ({copy.newTab})</span>
        </a>
        <a href={booked.icsUrl} className={LINK}>
          {copy.addToCalendar}
        </a>
      </p>
    </div>
  );
}
