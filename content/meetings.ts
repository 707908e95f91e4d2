import { company } from "./company";
import type { PageMetaInput } from "./page-meta-input";

// The words of meeting invitations, reminders and the booking pages' labels.

export const meetingCopy = {
  kinds: { video: "Video call", office: "At our office" },
  /** The invitation's title. */
  summary: (city: string) => `${company.name}: meeting with our ${city} team`,
  /** Where a video meeting is when no host with a link of their own holds it yet. */
  videoLinkToFollow: (officeEmail: string) => `Video call: the link follows from ${officeEmail}`,
  description: ({ topic, manageUrl }: { topic: string | null; manageUrl: string }) =>
    [topic ? `Topic: ${topic}` : null, `To reschedule or cancel: ${manageUrl}`].filter(Boolean).join("\n\n"),
  /** The organizer's display name when the office, not a named host, holds the meeting. */
  officeOrganizer: (city: string) => `${company.name} ${city}`,
  addToCalendar: "Add to your calendar (.ics)",
  /** The calendar a host subscribes to. */
  hostFeedName: `${company.name} meetings`,
};

/** The /meet page (book a meeting) and the manage page behind each meeting's link. */
export const meetPage = {
  seo: {
    title: "Book a Meeting",
    description: `Book a 30-minute video call or office meeting with ${company.name} in Nairobi, Kampala or Dar es Salaam.`,
    path: "/meet",
  } satisfies PageMetaInput,
  title: "Book a meeting",
  lead: "Pick a day and a time that suits you: 30 minutes with our team, by video or at our office. Times are East Africa Time (EAT, UTC+3).",
  chooseTitle: "Where and how",
  officeLabel: "Office",
  kindLabel: "Meeting",
  showTimes: "Show days and times",
  daysTitle: "1. Pick a day",
  noSlots: "This office has no free times in the next two weeks. Please call or write to us instead.",
  timesTitle: (day: string) => `2. Pick a time on ${day} (EAT)`,
  detailsTitle: "3. Your details",
  labels: {
    name: "Full name",
    email: "Email",
    company: "Company",
    phone: "Phone (optional)",
    topic: "What would you like to discuss? (optional)",
  },
  submit: "Book meeting",
  yourTime: (local: string, zone: string) => `Your time (${zone}): ${local}`,
  bookedTitle: "Your meeting is booked",
  bookedText: "Keep the links below: add the meeting to your calendar, or reschedule or cancel it.",
  when: "When",
  where: "Where",
  addToCalendar: "Add to your calendar (.ics)",
  /** The calendar a host subscribes to. */
  hostFeedName: `${company.name} meetings`,
  manage: "Reschedule or cancel",
  takenTitle: "That time has just been booked",
  takenText: "Please pick one of the next free times below; your details are kept.",
  errorTitle: "We could not book the meeting",
  privacy: "We use these details only for this meeting and to follow up on it.",
  privacyLink: { label: "Privacy Notice", href: "/privacy" },
};

export const manageMeetingPage = {
  seo: { title: "Your meeting", description: "Reschedule or cancel your meeting.", path: "/meet" } satisfies PageMetaInput,
  title: "Your meeting",
  status: { booked: "Booked", cancelled: "Cancelled", held: "Held", no_show: "Missed" },
  statusLabel: "Status",
  rescheduleTitle: "Reschedule",
  newTime: "New time (EAT)",
  reschedule: "Reschedule",
  cancelTitle: "Cancel",
  cancelText: "If you can no longer come, cancel the meeting so the time is free for someone else.",
  cancel: "Cancel meeting",
  rescheduled: "The meeting is moved. Your calendar updates when you add the new invitation.",
  cancelled: "The meeting is cancelled.",
  bookAnother: "Book another meeting",
  notFoundTitle: "Meeting not found",
  notFoundText: "This link does not name a meeting. Please use the link from your booking.",
};
