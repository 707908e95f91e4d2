import * as v from "valibot";
import { liveSlackCopy as copy } from "../../content/live-slack-copy";
import { eatTime } from "../../shared/eat-time";
import { secondsBetween, waitLabel } from "../../shared/live-wait";
import { OFFICE_IDS, type OfficeId } from "../../shared/office-ids";
import { siteUrl } from "../http/site-url";
import { isConversationId } from "../live/live-capability";
import { meetingOffices } from "../meetings/meeting-offices";
import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import type { DestinationSettings } from "./destination-config";
import { escapeSlack, header, mrkdwn, postSlack, type SlackMessage } from "./slack-message";

// Live chat's Slack alerts, sent through the outbox like the lead alert: "Visitor waiting" when a
// conversation starts waiting (with what the visitor told the chat and an Answer in desk button),
// and "answered by" when someone takes it. Slack's incoming webhook cannot edit a message it posted,
// so the answer is a second, short message. Everything the visitor typed is escaped and never a link.

export const LIVE_SLACK_EVENTS = { waiting: "live.waiting", answered: "live.answered" } as const;
export type LiveSlackKind = keyof typeof LIVE_SLACK_EVENTS;

const LINE_MAX = 300;
const SECTION_MAX = 3000;
const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** What the delivery row holds (the conversation's id is its record id). */
const alertSchema = v.object({
  id: v.pipe(v.string(), v.check(isConversationId, "not a conversation id")),
  office: v.picklist(OFFICE_IDS),
  page: v.nullable(v.string()),
  visitor: v.nullable(v.string()),
  context: v.array(v.string()),
  waitingSince: v.pipe(v.string(), v.isoTimestamp()),
  answeredBy: v.optional(v.string()),
  answeredAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
export type LiveSlackAlert = v.InferOutput<typeof alertSchema>;
export type LiveSlackPayload = Omit<LiveSlackAlert, "id">;

const cityOf = (office: OfficeId) => meetingOffices[office].office.city;
/** The conversation on the desk's live page; the id is 22 URL-safe characters, so the link cannot be bent. */
const deskLink = (site: string, id: string) => `${site}/desk/live?open=${id}`;

const button = (text: string, url: string, primary = false) => ({
  type: "button",
  // The lead alert's Open in desk id: the interactions endpoint acknowledges its clicks.
  action_id: "desk_open",
  ...(primary ? { style: "primary" } : {}),
  text: { type: "plain_text", text, emoji: true },
  url,
});

export function liveWaitingMessage(alert: LiveSlackAlert, site: string): SlackMessage {
  const visitor = alert.visitor?.trim() || copy.someone;
  const city = cityOf(alert.office);
  const said = alert.context.map((line) => `• ${escapeSlack(clip(line.replace(/\s+/g, " ").trim(), LINE_MAX))}`);
  return {
    text: escapeSlack(copy.waitingText(visitor, city)),
    blocks: [
      header(copy.waitingHeader(visitor)),
      {
        type: "section",
        fields: [
          mrkdwn(`*${copy.office}*\n${escapeSlack(city)}`),
          mrkdwn(`*${copy.page}*\n${escapeSlack(clip(alert.page || "–", LINE_MAX))}`),
          mrkdwn(`*${copy.waitingSince}*\n${copy.since(eatTime(alert.waitingSince).slice(11))}`),
        ],
      },
      { type: "section", text: mrkdwn(clip(`*${copy.chatSoFar}*\n${said.length ? said.join("\n") : copy.nothingYet}`, SECTION_MAX)) },
      { type: "actions", elements: [button(copy.answerInDesk, deskLink(site, alert.id), true)] },
    ],
  };
}

export function liveAnsweredMessage(alert: LiveSlackAlert, site: string): SlackMessage {
  const visitor = alert.visitor?.trim() || copy.someone;
  const wait = waitLabel(secondsBetween(alert.waitingSince, alert.answeredAt ?? alert.waitingSince));
  const line = escapeSlack(copy.answered(visitor, cityOf(alert.office), alert.answeredBy ?? "", wait));
  return {
    text: line,
    blocks: [
      { type: "section", text: mrkdwn(`:white_check_mark: ${line}`) },
      { type: "actions", elements: [button(copy.openInDesk, deskLink(site, alert.id))] },
    ],
  };
}

const LIVE_SLACK_TYPES: readonly string[] = Object.values(LIVE_SLACK_EVENTS);
export const isLiveSlackAlert = (job: DeliveryJob) => LIVE_SLACK_TYPES.includes(job.event.type);

/** One attempt to post a live alert to the sales channel. */
export function sendLiveSlack(job: DeliveryJob, env: DestinationSettings & { SITE_URL?: string }, now: Date): Promise<DeliveryOutcome> {
  const parsed = v.safeParse(alertSchema, { ...(job.event.data as object) });
  if (!parsed.success) return Promise.resolve({ kind: "permanent", reason: `not a live alert: ${v.summarize(parsed.issues)}` });
  const alert = parsed.output;
  if (job.event.type === LIVE_SLACK_EVENTS.answered && !alert.answeredBy)
    return Promise.resolve({ kind: "permanent", reason: "a live answer alert without who answered" });
  const build = job.event.type === LIVE_SLACK_EVENTS.answered ? liveAnsweredMessage : liveWaitingMessage;
  return postSlack(env, build(alert, siteUrl(env)), now);
}
