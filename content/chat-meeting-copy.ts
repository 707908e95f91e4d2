import type { MeetingClock } from "../shared/meeting-time-zone";
import type { MeetingKind } from "../shared/meetings";

/** A meeting time as every visitor reads it: "14:30 EAT", and "(12:30 your time)" when their clock differs. */
export const clockWords = ({ eat, local }: MeetingClock) => (local ? `${eat} EAT (${local} your time)` : `${eat} EAT`);

/** The chat's "Book a call now" (after the recommendations and on the success screen). */
export const chatMeetingCopy = {
  book: "Book a call now",
  bookHint: "30 minutes with our team, at a time you pick",
  kindsLabel: "How would you like to meet?",
  kinds: { video: "Video call", office: "Office visit" } satisfies Record<MeetingKind, string>,
  /** Above the slot buttons. */
  pickTime: (city: string) => `Pick a time with our ${city} team:`,
  loading: "Finding free times…",
  noSlots: "No free times in the next two weeks.",
  moreTimes: "More days and times",
  /** The booking page, with every slot. */
  moreTimesUrl: (office: string, kind: MeetingKind) => `/meet?office=${office}&kind=${kind}`,
  /** Before a slot button's time, for screen readers: "Book Tuesday 1 December, 14:30 EAT". */
  slotName: (day: string) => `Book ${day}, `,
  /** The details a booking needs that the chat does not have yet. */
  detailsTitle: (day: string, time: string) => `To book ${day}, ${time}, we need:`,
  labels: { name: "Name", email: "Email", company: "Company" },
  errors: {
    name: "Please enter your name.",
    email: "Please enter a valid email address.",
    company: "Please enter your company.",
  },
  confirm: "Book this time",
  booking: "Booking…",
  bookedTitle: "Your call is booked",
  booked: (day: string, time: string) => `${day}, ${time}`,
  bookedText: "We have e-mailed you the invitation.",
  manage: "Manage or cancel",
  newTab: "opens in a new tab",
  addToCalendar: "Add to calendar",
  takenTitle: "That time was just taken.",
  takenText: "Here are the next free times:",
  failed: "We could not book that time. Please try again, or pick a time on our booking page.",
  /** What the meeting is about, from the chat's "main need" answer. */
  topic: (need: string | undefined) => (need ? `From the chat: ${need}` : "From the chat"),
};
