import { company } from "./company";

// The words of the meeting e-mails: the invitation (and its changes) and the reminders to the
// visitor, the same news to the host, and the Slack line. Plain text only: what a visitor typed is
// shown as typed, never as markup. `when` is an EAT label such as "Tue 2 Dec 10:00".

export type MeetingEmailChange = "booked" | "rescheduled" | "cancelled";
export type MeetingReminder = "24h" | "1h";

/** What the e-mail and the Slack line say about one meeting. */
export type MeetingFacts = {
  name: string;
  company: string;
  when: string;
  city: string;
  kindLabel: string;
  where: string;
};

export const meetingEmailCopy = {
  senderName: company.name,
  hostSenderName: `${company.shortName} meetings`,
  /** The attached invitation's file name. */
  invitationFile: "invite.ics",
  kinds: { video: "video call", office: "office meeting" },
  labels: {
    when: "When",
    where: "Where",
    name: "Name",
    company: "Company",
    email: "Email",
    phone: "Phone",
    topic: "Topic",
  },
  visitor: {
    subjects: {
      booked: (f: MeetingFacts) => `Your meeting with ${company.name}: ${f.when} EAT`,
      rescheduled: (f: MeetingFacts) => `Your meeting is moved to ${f.when} EAT`,
      cancelled: (f: MeetingFacts) => `Your meeting on ${f.when} EAT is cancelled`,
    } satisfies Record<MeetingEmailChange, (f: MeetingFacts) => string>,
    reminderSubjects: {
      "24h": (f: MeetingFacts) => `Reminder: your meeting with ${company.name} tomorrow, ${f.when} EAT`,
      "1h": (f: MeetingFacts) => `Your meeting with ${company.name} starts in an hour, at ${f.when} EAT`,
    } satisfies Record<MeetingReminder, (f: MeetingFacts) => string>,
    greeting: (name: string) => `Hello ${name},`,
    openings: {
      booked: (f: MeetingFacts) => `Your 30-minute ${f.kindLabel} with our ${f.city} team is booked.`,
      rescheduled: (f: MeetingFacts) => `Your ${f.kindLabel} with our ${f.city} team is moved to a new time.`,
      cancelled: (f: MeetingFacts) => `Your ${f.kindLabel} with our ${f.city} team is cancelled, as you asked.`,
    } satisfies Record<MeetingEmailChange, (f: MeetingFacts) => string>,
    reminderOpenings: {
      "24h": (f: MeetingFacts) => `A reminder: your ${f.kindLabel} with our ${f.city} team is tomorrow.`,
      "1h": (f: MeetingFacts) => `Your ${f.kindLabel} with our ${f.city} team starts in an hour.`,
    } satisfies Record<MeetingReminder, (f: MeetingFacts) => string>,
    attached: "The invitation is attached: open it to put the meeting in your calendar.",
    cancelAttached: "The attached cancellation removes the meeting from your calendar.",
    manage: (url: string) => `To reschedule or cancel: ${url}`,
    bookAgain: (url: string) => `To book another time: ${url}`,
    signOff: `The ${company.name} team`,
  },
  host: {
    subjects: {
      booked: (f: MeetingFacts) => `Meeting booked: ${f.name} (${f.company}), ${f.when} EAT`,
      rescheduled: (f: MeetingFacts) => `Meeting moved: ${f.name} (${f.company}), now ${f.when} EAT`,
      cancelled: (f: MeetingFacts) => `Meeting cancelled: ${f.name} (${f.company}), ${f.when} EAT`,
    } satisfies Record<MeetingEmailChange, (f: MeetingFacts) => string>,
    reminderSubjects: {
      "24h": (f: MeetingFacts) => `Tomorrow: meeting with ${f.name} (${f.company}), ${f.when} EAT`,
      "1h": (f: MeetingFacts) => `In an hour: meeting with ${f.name} (${f.company}), ${f.when} EAT`,
    } satisfies Record<MeetingReminder, (f: MeetingFacts) => string>,
    openings: {
      booked: (f: MeetingFacts) => `${f.name} booked a ${f.kindLabel} with the ${f.city} office.`,
      rescheduled: (f: MeetingFacts) => `${f.name} moved their ${f.kindLabel} with the ${f.city} office to a new time.`,
      cancelled: (f: MeetingFacts) => `${f.name} cancelled their ${f.kindLabel} with the ${f.city} office.`,
    } satisfies Record<MeetingEmailChange, (f: MeetingFacts) => string>,
    reminderOpenings: {
      "24h": (f: MeetingFacts) => `Your ${f.kindLabel} with ${f.name} is tomorrow.`,
      "1h": (f: MeetingFacts) => `Your ${f.kindLabel} with ${f.name} starts in an hour.`,
    } satisfies Record<MeetingReminder, (f: MeetingFacts) => string>,
    /** The office holds the seat: whoever reads the inbox claims it on the desk. */
    officeSeat: "Nobody is set up to host it yet: claim it on the desk and let the visitor know who will be there.",
    agenda: (url: string) => `The office's meetings on the desk: ${url}`,
  },
  slack: {
    headers: {
      booked: (f: MeetingFacts) => `Meeting booked: ${f.name}, ${f.when} EAT`,
      rescheduled: (f: MeetingFacts) => `Meeting moved: ${f.name}, now ${f.when} EAT`,
      cancelled: (f: MeetingFacts) => `Meeting cancelled: ${f.name}, ${f.when} EAT`,
    } satisfies Record<MeetingEmailChange, (f: MeetingFacts) => string>,
    sentence: (f: MeetingFacts, host: string) => `${f.kindLabel} with the ${f.city} office, ${f.when} EAT (host: ${host})`,
    officeHost: "the office, nobody set up",
    openAgenda: "Open the agenda",
  },
};
