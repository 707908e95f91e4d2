import { meetingEmailCopy as copy, type MeetingEmailChange } from "../../content/meeting-emails";
import { OFFICE_SEAT } from "../../shared/meeting-slots";
import { siteUrl } from "../http/site-url";
import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import type { DestinationSettings } from "./destination-config";
import { type MeetingPayload, meetingFacts, meetingNews } from "./meeting-payload";
import { oneLine } from "./record-summary";
import { escapeSlack, header, mrkdwn, postSlack, type SlackMessage } from "./slack-message";

// A meeting booked, moved or cancelled, to the sales channel: plain words, every value the visitor
// typed escaped so it cannot become a link or a mention; the one link is our own desk agenda.

function meetingSlackMessage(change: MeetingEmailChange, payload: MeetingPayload, site: string): SlackMessage {
  const facts = meetingFacts(payload);
  const { meeting } = payload;
  const host = meeting.host === OFFICE_SEAT ? copy.slack.officeHost : meeting.host;
  const fields = [
    [copy.labels.name, meeting.name],
    [copy.labels.company, meeting.company],
    [copy.labels.email, meeting.email],
    [copy.labels.phone, meeting.phone],
    [copy.labels.topic, meeting.topic],
  ].filter((pair): pair is [string, string] => Boolean(pair[1]));
  const headline = copy.slack.headers[change](facts);
  return {
    text: escapeSlack(oneLine(headline)),
    blocks: [
      header(oneLine(headline)),
      { type: "section", text: mrkdwn(escapeSlack(oneLine(copy.slack.sentence(facts, host)))) },
      { type: "section", fields: fields.map(([label, value]) => mrkdwn(`*${escapeSlack(label)}*\n${escapeSlack(oneLine(value))}`)) },
      {
        type: "actions",
        elements: [
          {
            type: "button",
            action_id: "desk_open",
            text: { type: "plain_text", text: copy.slack.openAgenda, emoji: true },
            url: `${site}/desk/meetings`,
          },
        ],
      },
    ],
  };
}

export function sendMeetingSlack(
  job: DeliveryJob,
  payload: MeetingPayload,
  env: DestinationSettings & { SITE_URL?: string },
  now: Date,
): Promise<DeliveryOutcome> {
  const news = meetingNews(job, payload);
  if (!news || !("change" in news)) return Promise.resolve({ kind: "permanent", reason: `${job.event.type} is not sent to slack` });
  return postSlack(env, meetingSlackMessage(news.change, payload, siteUrl(env)), now);
}
