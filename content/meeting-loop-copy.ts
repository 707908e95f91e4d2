import type { MeetingChange, MeetingWhenWords } from "../shared/meeting-label";

// A meeting where sales work its lead: the inbox row's line and the lead's timeline entries.

export const meetingLoopCopy = {
  when: {
    today: "today",
    tomorrow: "tomorrow",
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  } satisfies MeetingWhenWords,
  /** The inbox row's line under the status: "meeting today 14:30". */
  inboxLine: (when: string) => `meeting ${when}`,
  /** The timeline entry after "Meeting": what happened, and the meeting's time as it then stood. */
  timeline: {
    booked: "booked for",
    rescheduled: "moved to",
    cancelled: "cancelled, was",
    held: "held,",
    no_show: "no-show,",
  } satisfies Record<MeetingChange, string>,
};
