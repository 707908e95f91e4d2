import { meetingEmailCopy as copy, type MeetingFacts } from "../../content/meeting-emails";
import { OFFICE_SEAT } from "../../shared/meeting-slots";
import { siteUrl } from "../http/site-url";
import { meetingInvitation } from "../meetings/meeting-invitation";
import { meetingLinks } from "../meetings/meeting-links";
import { meetingOffices } from "../meetings/meeting-offices";
import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import {
  type DestinationSettings,
  describeProblem,
  destinationProblems,
  isEmailAddress,
  salesRecipientVariable,
  setting,
} from "./destination-config";
import { invitedMeeting, type MeetingNews, type MeetingPayload, meetingFacts, meetingNews } from "./meeting-payload";
import { headerSafe, sendErrorOutcome } from "./sales-email";

// A meeting's e-mails, each with the invitation (.ics) attached: to the visitor through their own
// binding (VISITOR_EMAIL, the `confirmation` destination), to the host through the sales binding
// (SALES_EMAIL, the `email` destination): the host's own address, or the office's sales inbox while
// nobody is set up to host. Plain text: a name or topic typed by the visitor is never markup.

type MeetingEmailEnv = DestinationSettings & { SALES_EMAIL?: SendEmail; VISITOR_EMAIL?: SendEmail; MEETING_LINK_SECRET?: string };

/** A desk identity's address (a local desk user such as "sales@localhost" has no dot, and is still one). */
const isDeskAddress = (value: string) => /^[^\s@<>()",;:]+@[^\s@<>()",;:]+$/.test(value);

/** An address the binding names in its error is a person's: the stored, logged reason cuts it. */
const withoutAddresses = (outcome: DeliveryOutcome): DeliveryOutcome =>
  "reason" in outcome ? { ...outcome, reason: outcome.reason.replace(/[^\s@<>()",;:]+@[^\s@<>()",;:]+/g, "<address>") } : outcome;

type Message = { subject: string; text: string };

const factLines = (facts: MeetingFacts, payload: MeetingPayload, withContact: boolean) => {
  const { meeting } = payload;
  const rows: [string, string | null][] = [
    [copy.labels.when, `${facts.when} EAT (30 minutes)`],
    [copy.labels.where, facts.where],
    ...(withContact
      ? ([
          [copy.labels.name, meeting.name],
          [copy.labels.company, meeting.company],
          [copy.labels.email, meeting.email],
          [copy.labels.phone, meeting.phone],
        ] as [string, string | null][])
      : []),
    [copy.labels.topic, meeting.topic],
  ];
  return rows.filter(([, value]) => value).map(([label, value]) => `  ${label}: ${value!.replace(/\r\n?|\n/g, "\n    ")}`);
};

function visitorMessage(news: MeetingNews, payload: MeetingPayload, manageUrl: string, site: string): Message {
  const facts = meetingFacts(payload);
  const cancelled = "change" in news && news.change === "cancelled";
  const subject = "change" in news ? copy.visitor.subjects[news.change](facts) : copy.visitor.reminderSubjects[news.reminder](facts);
  const opening = "change" in news ? copy.visitor.openings[news.change](facts) : copy.visitor.reminderOpenings[news.reminder](facts);
  const text = [
    copy.visitor.greeting(payload.meeting.name),
    "",
    opening,
    "",
    ...factLines(facts, payload, false),
    "",
    cancelled ? copy.visitor.cancelAttached : copy.visitor.attached,
    cancelled ? copy.visitor.bookAgain(`${site}/meet`) : copy.visitor.manage(manageUrl),
    "",
    copy.visitor.signOff,
  ].join("\n");
  return { subject, text };
}

function hostMessage(news: MeetingNews, payload: MeetingPayload, site: string): Message {
  const facts = meetingFacts(payload);
  const subject = "change" in news ? copy.host.subjects[news.change](facts) : copy.host.reminderSubjects[news.reminder](facts);
  const opening = "change" in news ? copy.host.openings[news.change](facts) : copy.host.reminderOpenings[news.reminder](facts);
  const cancelled = "change" in news && news.change === "cancelled";
  const officeSeat = payload.meeting.host === OFFICE_SEAT && !cancelled ? [copy.host.officeSeat] : [];
  const text = [opening, ...officeSeat, "", ...factLines(facts, payload, true), "", copy.host.agenda(`${site}/desk/meetings`)].join("\n");
  return { subject, text };
}

/** The host's address: theirs, or the office's sales inbox (as lead e-mails use) for the office's own seat. */
function hostAddress(env: MeetingEmailEnv, payload: MeetingPayload): { to: string } | { problem: string } {
  if (payload.meeting.host !== OFFICE_SEAT) {
    return isDeskAddress(payload.meeting.host) ? { to: payload.meeting.host } : { problem: "the meeting's host is not an email address" };
  }
  const variable = salesRecipientVariable(env, payload.meeting.office);
  const to = variable ? setting(env, variable) : undefined;
  if (!variable || !to) return { problem: `no sales inbox for the ${payload.meeting.office} office: set SALES_EMAIL_TO or its own` };
  return isEmailAddress(to) ? { to } : { problem: `${variable} is not an email address` };
}

/** One attempt at a meeting's e-mail to the visitor (`confirmation`) or to the host (`email`). */
export async function sendMeetingEmail(job: DeliveryJob, payload: MeetingPayload, env: MeetingEmailEnv): Promise<DeliveryOutcome> {
  const toVisitor = job.destination === "confirmation";
  if (!toVisitor && job.destination !== "email") return { kind: "permanent", reason: `a meeting e-mail is not sent to ${job.destination}` };
  const from = setting(env, toVisitor ? "VISITOR_EMAIL_FROM" : "SALES_EMAIL_FROM");
  const binding = toVisitor ? env.VISITOR_EMAIL : env.SALES_EMAIL;
  if (!from || !binding)
    return { kind: "permanent", reason: `meeting e-mail is off: ${toVisitor ? "VISITOR" : "SALES"}_EMAIL_FROM or its binding is missing` };
  const [problem] = destinationProblems(env, job.destination);
  if (problem) return { kind: "permanent", reason: describeProblem(problem) };
  if (!env.MEETING_LINK_SECRET) return { kind: "permanent", reason: "MEETING_LINK_SECRET is not set, so the manage link cannot be made" };
  const news = meetingNews(job, payload);
  if (!news) return { kind: "permanent", reason: `${job.event.type} is no meeting e-mail` };
  const address = toVisitor ? { to: payload.meeting.email } : hostAddress(env, payload);
  if ("problem" in address) return { kind: "permanent", reason: address.problem };
  if (toVisitor && !isEmailAddress(address.to)) return { kind: "permanent", reason: "the visitor's address is not an email address" };
  const site = siteUrl(env);
  const { manageUrl } = await meetingLinks(env.MEETING_LINK_SECRET, site, payload.id);
  const message = toVisitor ? visitorMessage(news, payload, manageUrl, site) : hostMessage(news, payload, site);
  const invitation = meetingInvitation(invitedMeeting(payload), { videoLink: payload.hostVideoLink }, manageUrl);
  const method = payload.meeting.status === "cancelled" ? "CANCEL" : "REQUEST";
  // The visitor answers their office; the host answers the visitor.
  const replyTo = toVisitor ? meetingOffices[payload.meeting.office].office.email : payload.meeting.email;
  try {
    await binding.send({
      from: { email: from, name: toVisitor ? copy.senderName : copy.hostSenderName },
      to: address.to,
      subject: headerSafe(message.subject),
      text: message.text,
      ...(replyTo && isEmailAddress(replyTo) ? { replyTo } : {}),
      attachments: [
        {
          disposition: "attachment",
          filename: copy.invitationFile,
          type: `text/calendar; charset=utf-8; method=${method}`,
          content: invitation,
        },
      ],
    });
    return { kind: "delivered" };
  } catch (error) {
    return withoutAddresses(
      sendErrorOutcome(error, `${toVisitor ? "VISITOR" : "SALES"}_EMAIL_FROM, the ${toVisitor ? "visitor" : "host"}'s address`),
    );
  }
}
