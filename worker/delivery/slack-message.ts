import { company } from "../../content/company";
import type { DeskRecordType } from "../../shared/desk";
import { siteUrl } from "../http/site-url";
import type { DeliveryJob, DeliveryOutcome, DeliveryRecord } from "./delivery-record";
import { type DestinationSettings, describeProblem, destinationProblems, setting } from "./destination-config";
import { postToDestination } from "./http-delivery";
import { type Fact, type RecordSummary, summarizeRecord } from "./record-summary";

// The Slack alert: an incoming webhook carrying a Block Kit message with the email's facts, and for
// records the desk works, Claim (answered by POST /api/slack/interactions) and Open in desk buttons.

// Slack's limits: header text 150 characters, a section's text 3000, a field 2000, ten fields.
const HEADER_MAX = 150;
const SECTION_MAX = 3000;
const FIELD_MAX = 2000;

/** Slack reads &, < and > as markup (links, mentions such as <!channel>); visitor text must not. */
export function escapeSlack(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * Where a link may go: a page of our own site (the desk, a product page), or the visitor's address,
 * number or WhatsApp chat as the summary builds them. None of these can hold `<`, `>`, `|` or `&`, so
 * a target cannot end the link early and add a mention or a link of its own.
 */
function isOwnLink(href: string, site: string): boolean {
  const sitePage = `${site}/`;
  if (href.startsWith(sitePage)) return /^[\w%./-]*$/.test(href.slice(sitePage.length));
  return /^(?:mailto:[\w.+-]+@[\w.-]+|tel:\+?\d+|https:\/\/wa\.me\/\d+)$/.test(href);
}

/** `<href|text>` when the target is one of ours, else the text alone: visitor text never becomes a link target. */
function slackLink(href: string | undefined, text: string, site: string): string {
  const shown = escapeSlack(text);
  return href && isOwnLink(href, site) ? `<${href}|${shown.replace(/\|/g, "¦")}>` : shown;
}

const mrkdwnValue = ({ value, href }: Fact, site: string) => slackLink(href, value, site);

type Block = Record<string, unknown>;
export type SlackMessage = { text: string; blocks: Block[] };

/** What the Claim button's `value` carries back to the interactions endpoint. */
type ClaimValue = { type: DeskRecordType; id: string };

/** Claim and Open in desk, for a record the desk works (none for a newsletter sign-up). */
function deskActions(record: DeliveryRecord, deskUrl: string | null): Block | null {
  if (record.kind === "newsletter" || !deskUrl) return null;
  const plain = (text: string) => ({ type: "plain_text", text, emoji: true });
  return {
    type: "actions",
    elements: [
      {
        type: "button",
        action_id: "desk_claim",
        style: "primary",
        text: plain("Claim"),
        value: JSON.stringify({ type: record.kind, id: record.id } satisfies ClaimValue),
      },
      { type: "button", action_id: "desk_open", text: plain("Open in desk"), url: deskUrl },
    ],
  };
}

// verbatim: a URL or #channel typed by a visitor stays text; only the links built here are links.
export const mrkdwn = (text: string) => ({ type: "mrkdwn", text, verbatim: true });
// plain_text is shown as typed, so a header needs no escaping.
export const header = (text: string): Block => ({
  type: "header",
  text: { type: "plain_text", text: clip(text, HEADER_MAX), emoji: true },
});

/** An escalation opens with what passed and the buttons; an alert about a new record ends with them. */
export function slackMessage(event: DeliveryJob["event"], site: string = company.siteUrl): SlackMessage {
  const summary: RecordSummary = summarizeRecord(event, site);
  const actions = deskActions(event.data, summary.deskUrl);
  const opening: Block[] = summary.escalation
    ? [
        header(`⏰ Untouched past target: ${summary.who}`),
        { type: "section", text: mrkdwn(clip(escapeSlack(summary.escalation), SECTION_MAX)) },
        ...(actions ? [actions] : []),
      ]
    : [header(`${summary.highPriority ? "🔥 HIGH PRIORITY: " : ""}${summary.kindLabel}: ${summary.who}`)];
  const blocks: Block[] = [
    ...opening,
    {
      type: "section",
      fields: summary.contact.slice(0, 10).map((fact) => mrkdwn(clip(`*${fact.label}*\n${mrkdwnValue(fact, site)}`, FIELD_MAX))),
    },
  ];
  if (summary.links.length) {
    blocks.push({ type: "context", elements: [mrkdwn(summary.links.map((link) => slackLink(link.href, link.label, site)).join("  ·  "))] });
  }
  for (const section of summary.sections) {
    const lines = section.facts.map((fact) => `*${escapeSlack(fact.label)}:* ${mrkdwnValue(fact, site)}`);
    blocks.push({ type: "section", text: mrkdwn(clip(`*${escapeSlack(section.title)}*\n${lines.join("\n")}`, SECTION_MAX)) });
  }
  if (actions && !summary.escalation) blocks.push(actions);
  return { text: escapeSlack(summary.headline), blocks };
}

/** Posts a message to the sales channel's incoming webhook (every Slack alert goes through here). */
export async function postSlack(env: DestinationSettings, message: SlackMessage, now: Date): Promise<DeliveryOutcome> {
  const url = setting(env, "SLACK_WEBHOOK_URL");
  if (!url) return { kind: "permanent", reason: "SLACK_WEBHOOK_URL is not set" };
  const [problem] = destinationProblems(env, "slack");
  if (problem) return { kind: "permanent", reason: describeProblem(problem) };
  // The webhook URL is the credential: it must never appear in a stored reason.
  return postToDestination({ url, headers: { "content-type": "application/json" }, body: JSON.stringify(message), secrets: [url], now });
}

export const sendSlackMessage = (job: DeliveryJob, env: DestinationSettings, now: Date): Promise<DeliveryOutcome> =>
  postSlack(env, slackMessage(job.event, siteUrl(env)), now);
