import { company } from "./company";

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
  /** The calendar a host subscribes to. */
  hostFeedName: `${company.name} meetings`,
};
