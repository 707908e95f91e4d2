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
  /**
   * A booking that matched no lead becomes a contact record: its subject (a booking held for review took
   * no seat, so its record says it is only a request), and its message when the visitor gave no topic.
   */
  contactRecord: {
    subject: (kind: "video" | "office", eatStart: string, held: boolean) =>
      `${held ? "Meeting requested, not booked (held for review)" : "Meeting booked"}: ${kind === "video" ? "video call" : "office meeting"}, ${eatStart} EAT`,
    noTopic: "Booked a meeting without a topic.",
  },
  /** The timeline entry after "Meeting": what happened, and the meeting's time as it then stood. */
  timeline: {
    booked: "booked for",
    rescheduled: "moved to",
    cancelled: "cancelled, was",
    held: "held,",
    no_show: "no-show,",
  } satisfies Record<MeetingChange, string>,
};
