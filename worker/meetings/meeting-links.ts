import { hmacMatches, hmacSign } from "../http/hmac-signature";

// A meeting's manage link and invitation link carry an HMAC-SHA256 of the meeting's id under
// MEETING_LINK_SECRET: whoever holds the link (the visitor's e-mail) can see, reschedule or cancel
// that one meeting, with no account. Derived, never stored, so every e-mail can carry it again.

export const meetingKeyMatches = (secret: string, meetingId: string, key: string) => hmacMatches(secret, `meeting:${meetingId}`, key);

/** A host's private calendar feed (their meetings, for Outlook or Google Calendar to subscribe to). */
export const hostFeedUrl = async (secret: string, origin: string, email: string) =>
  `${origin}/api/meetings/feeds/${encodeURIComponent(email)}/${await hmacSign(secret, `host:${email}`)}/meetings.ics`;

export const hostFeedKeyMatches = (secret: string, email: string, key: string) => hmacMatches(secret, `host:${email}`, key);

/** The visitor's links: the manage page and the invitation (.ics). */
export async function meetingLinks(secret: string, origin: string, meetingId: string) {
  const key = await hmacSign(secret, `meeting:${meetingId}`);
  return { manageUrl: `${origin}/meet/manage/${meetingId}/${key}`, icsUrl: `${origin}/api/meetings/${meetingId}/${key}/invite.ics` };
}
