import { company } from "../../content/company";
import { activityCopy } from "../../content/desk-activity-copy";
import { eatDueLabel } from "../../shared/desk-activities";
import { escapeHtml } from "../http/escape-html";
import { siteUrl } from "../http/site-url";
import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import { type DestinationSettings, setting } from "./destination-config";
import { oneLine, summarizeRecord } from "./record-summary";
import { headerSafe, sendErrorOutcome } from "./sales-email";
import { escapeSlack, header, mrkdwn, postSlack } from "./slack-message";

// The reminder that a follow-up logged on the desk fell due: to its owner's own address through the
// sales e-mail binding (SALES_EMAIL, from SALES_EMAIL_FROM), and to the sales Slack channel. Short:
// the next step, when it was due, who the record is and the desk link where the next activity closes it.

type FollowUpNotice = Extract<NonNullable<DeliveryJob["event"]["data"]["notice"]>, { kind: "follow-up" }>;

export const isFollowUpReminder = (job: DeliveryJob) => job.event.data.notice?.kind === "follow-up";

type Reminder = { headline: string; sentence: string; who: string; deskUrl: string | null; facts: { label: string; value: string }[] };

function reminderOf(job: DeliveryJob, notice: FollowUpNotice, site: string): Reminder {
  const summary = summarizeRecord(job.event, site);
  const nextStep = oneLine(notice.nextStep);
  return {
    headline: activityCopy.reminder.headline(nextStep, summary.who),
    sentence: activityCopy.reminder.sentence(nextStep, eatDueLabel(notice.dueAt), notice.owner),
    who: summary.who,
    deskUrl: summary.deskUrl,
    facts: [{ label: summary.kindLabel, value: summary.who }, ...summary.contact.map(({ label, value }) => ({ label, value }))],
  };
}

const noticeOf = (job: DeliveryJob) => job.event.data.notice as FollowUpNotice;

function reminderEmail(job: DeliveryJob, site: string) {
  const reminder = reminderOf(job, noticeOf(job), site);
  const desk = reminder.deskUrl ? [`Open in the sales desk: ${reminder.deskUrl}`] : [];
  const text = [reminder.sentence, ...desk, "", ...reminder.facts.map(({ label, value }) => `  ${label}: ${oneLine(value)}`)].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111">`,
    `<p style="background:#1d4ed8;color:#fff;padding:8px 12px;font-weight:700;margin:0 0 12px">${escapeHtml(reminder.sentence)}</p>`,
    reminder.deskUrl ? `<p><a href="${escapeHtml(reminder.deskUrl)}">Open in the sales desk</a></p>` : "",
    `<table cellspacing="0" cellpadding="0">`,
    ...reminder.facts.map(
      ({ label, value }) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(oneLine(value))}</td></tr>`,
    ),
    `</table></body></html>`,
  ].join("");
  return { subject: headerSafe(reminder.headline), text, html };
}

export async function sendReminderEmail(
  job: DeliveryJob,
  env: DestinationSettings & { SALES_EMAIL?: SendEmail; SITE_URL?: string },
): Promise<DeliveryOutcome> {
  const from = setting(env, "SALES_EMAIL_FROM");
  if (!from || !env.SALES_EMAIL)
    return { kind: "permanent", reason: "email is off: SALES_EMAIL_FROM or the SALES_EMAIL binding is missing" };
  const to = noticeOf(job).owner.trim();
  // The owner is the desk identity's address, checked by the desk's sign-in; a local desk user ("sales@localhost") has no dot.
  if (!/^[^\s@<>()",;:]+@[^\s@<>()",;:]+$/.test(to)) return { kind: "permanent", reason: "the follow-up's owner is not an email address" };
  const message = reminderEmail(job, siteUrl(env));
  try {
    await env.SALES_EMAIL.send({ from: { email: from, name: `${company.shortName} sales desk` }, to, ...message });
    return { kind: "delivered" };
  } catch (error) {
    return sendErrorOutcome(error, "SALES_EMAIL_FROM, the follow-up owner's address");
  }
}

function reminderSlackMessage(job: DeliveryJob, site: string) {
  const reminder = reminderOf(job, noticeOf(job), site);
  return {
    text: escapeSlack(reminder.headline),
    blocks: [
      header(activityCopy.reminder.slackHeader(reminder.who)),
      { type: "section", text: mrkdwn(escapeSlack(reminder.sentence)) },
      {
        type: "section",
        fields: reminder.facts.slice(0, 10).map(({ label, value }) => mrkdwn(`*${escapeSlack(label)}*\n${escapeSlack(oneLine(value))}`)),
      },
      ...(reminder.deskUrl
        ? [
            {
              type: "actions",
              elements: [
                {
                  type: "button",
                  action_id: "desk_open",
                  text: { type: "plain_text", text: "Open in desk", emoji: true },
                  url: reminder.deskUrl,
                },
              ],
            },
          ]
        : []),
    ],
  };
}

export const sendReminderSlack = (
  job: DeliveryJob,
  env: DestinationSettings & { SITE_URL?: string },
  now: Date,
): Promise<DeliveryOutcome> => postSlack(env, reminderSlackMessage(job, siteUrl(env)), now);
