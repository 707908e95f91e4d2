import { OFFICE_LABELS } from "../shared/office-ids";

// The desk's meetings page: the agenda and the hosts who take meetings.

export const deskMeetingsCopy = {
  title: "Meetings",
  lead: "Meetings booked on the site (/meet) and from the chat, in EAT. Mark each one Held or No-show once it has started.",
  today: "Today",
  week: "This week",
  none: "No meetings.",
  columns: {
    time: "Time (EAT)",
    office: "Office",
    host: "Host",
    visitor: "Visitor",
    kind: "Kind",
    status: "Status",
    actions: "After the meeting",
  },
  officeSeat: "Office (unassigned)",
  kinds: { video: "Video", office: "Office" },
  statuses: { booked: "Booked", held: "Held", no_show: "No-show", cancelled: "Cancelled" },
  held: "Held",
  noShow: "No-show",
  leadLink: "Lead",
  contactLink: "Contact record",
  hostsTitle: "Hosts",
  hostsLead:
    "Each host set up is one more meeting at the same time for their office, in their days and hours; bookings go to the host with the fewest upcoming meetings (a claimed lead's owner first). With nobody set up, an office takes one meeting at a time.",
  hostColumns: {
    email: "Host",
    office: "Office",
    days: "Days",
    hours: "Hours",
    video: "Video link",
    capacity: "Meetings a day",
    feed: "Calendar feed",
    remove: "Remove",
  },
  /** The host's private feed: copy the link into Outlook or Google Calendar ("subscribe from URL"). */
  feedLink: "Subscribe (.ics)",
  remove: "Remove",
  addTitle: "Add or change a host",
  labels: {
    email: "Host's email",
    office: "Office",
    days: "Days",
    opens: "From",
    closes: "Until",
    videoLink: "Video link (https://…)",
    capacity: "Meetings a day",
  },
  save: "Save host",
  refused: "Not saved",
  offices: OFFICE_LABELS,
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
};
