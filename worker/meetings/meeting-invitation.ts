import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { company } from "../../content/company";
import { meetingCopy } from "../../content/meetings";
import { OFFICE_SEAT } from "../../shared/meeting-slots";
import type { OfficeId } from "../../shared/office-ids";
import type { MeetingHostRow, MeetingRow } from "../db/schema";
import { meetingOffices } from "./meeting-offices";

// RFC 5545 invitations written with ical-generator: METHOD:REQUEST while the meeting stands,
// METHOD:CANCEL once cancelled, one stable UID per meeting and its SEQUENCE raised on each change,
// so calendars update the event they hold instead of adding another. Times go out in UTC.

const UID_DOMAIN = new URL(company.siteUrl).hostname.replace(/^www\./, "");

const meetingUid = (meetingId: string) => `${meetingId}@${UID_DOMAIN}`;

/** What an invitation shows: a stored row, or the snapshot an e-mail carries (worker/delivery/meeting-payload.ts). */
export type InvitedMeeting = Pick<
  MeetingRow,
  "id" | "office" | "kind" | "startAt" | "endAt" | "host" | "status" | "sequence" | "name" | "email" | "topic" | "updatedAt"
>;
type InvitingHost = Pick<MeetingHostRow, "videoLink"> | null;

/** Where the meeting is: the host's video link, or the office's full address. */
export function meetingLocation(meeting: Pick<MeetingRow, "kind" | "office">, host: Pick<MeetingHostRow, "videoLink"> | null): string {
  const { office } = meetingOffices[meeting.office as OfficeId];
  if (meeting.kind === "office") return office.fullAddress;
  return host?.videoLink ?? meetingCopy.videoLinkToFollow(office.email);
}

function addEvent(calendar: ReturnType<typeof ical>, meeting: InvitedMeeting, host: InvitingHost, manageUrl: string | null) {
  const { office } = meetingOffices[meeting.office as OfficeId];
  const organizer =
    meeting.host === OFFICE_SEAT
      ? { name: meetingCopy.officeOrganizer(office.city), email: office.email }
      : { name: meeting.host, email: meeting.host };
  calendar.createEvent({
    id: meetingUid(meeting.id),
    sequence: meeting.sequence,
    stamp: new Date(meeting.updatedAt),
    start: new Date(meeting.startAt),
    end: new Date(meeting.endAt),
    summary: meetingCopy.summary(office.city),
    description: manageUrl ? meetingCopy.description({ topic: meeting.topic, manageUrl }) : meeting.topic,
    location: meetingLocation(meeting, host),
    status: meeting.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer,
    attendees: [
      {
        name: meeting.name,
        email: meeting.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
  });
}

/** The invitation for one meeting: REQUEST, or CANCEL once cancelled. */
export function meetingInvitation(meeting: InvitedMeeting, host: InvitingHost, manageUrl: string): string {
  const calendar = ical({
    prodId: { company: company.name, product: "meetings", language: "EN" },
    method: meeting.status === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addEvent(calendar, meeting, host, manageUrl);
  return calendar.toString();
}

/** A host's calendar feed: their meetings still standing or held, as one PUBLISH calendar. */
export function hostFeed(meetings: readonly MeetingRow[], host: MeetingHostRow | null): string {
  const calendar = ical({
    prodId: { company: company.name, product: "meetings", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    name: meetingCopy.hostFeedName,
  });
  for (const meeting of meetings) addEvent(calendar, meeting, host, null);
  return calendar.toString();
}
