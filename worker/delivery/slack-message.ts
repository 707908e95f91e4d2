import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import { type DestinationSettings, describeProblem, destinationProblems, setting } from "./destination-config";
import { postToDestination } from "./http-delivery";
import { type Fact, type RecordSummary, summarizeRecord } from "./record-summary";

// The Slack alert: an incoming webhook carrying a Block Kit message with the email's facts.

// Slack's limits: header text 150 characters, a section's text 3000, a field 2000, ten fields.
const HEADER_MAX = 150;
const SECTION_MAX = 3000;
const FIELD_MAX = 2000;

/** Slack reads &, < and > as markup (links, mentions such as <!channel>); visitor text must not. */
export function escapeSlack(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

function mrkdwnValue({ value, href }: Fact): string {
  const shown = escapeSlack(value);
  return href ? `<${href}|${shown.replace(/\|/g, "¦")}>` : shown;
}

export type SlackMessage = { text: string; blocks: Array<Record<string, unknown>> };

export function slackMessage(event: DeliveryJob["event"]): SlackMessage {
  const summary: RecordSummary = summarizeRecord(event);
  const mrkdwn = (text: string) => ({ type: "mrkdwn", text });
  const blocks: Array<Record<string, unknown>> = [
    // plain_text is shown as typed, so the header needs no escaping.
    {
      type: "header",
      text: {
        type: "plain_text",
        text: clip(`${summary.highPriority ? "🔥 HIGH PRIORITY: " : ""}${summary.kindLabel}: ${summary.who}`, HEADER_MAX),
        emoji: true,
      },
    },
    {
      type: "section",
      fields: summary.contact.slice(0, 10).map((fact) => mrkdwn(clip(`*${fact.label}*\n${mrkdwnValue(fact)}`, FIELD_MAX))),
    },
  ];
  if (summary.links.length) {
    blocks.push({ type: "context", elements: [mrkdwn(summary.links.map((link) => `<${link.href}|${link.label}>`).join("  ·  "))] });
  }
  for (const section of summary.sections) {
    const lines = section.facts.map((fact) => `*${escapeSlack(fact.label)}:* ${mrkdwnValue(fact)}`);
    blocks.push({ type: "section", text: mrkdwn(clip(`*${escapeSlack(section.title)}*\n${lines.join("\n")}`, SECTION_MAX)) });
  }
  return { text: escapeSlack(summary.headline), blocks };
}

export async function sendSlackMessage(job: DeliveryJob, env: DestinationSettings, now: Date): Promise<DeliveryOutcome> {
  const url = setting(env, "SLACK_WEBHOOK_URL");
  if (!url) return { kind: "permanent", reason: "SLACK_WEBHOOK_URL is not set" };
  const [problem] = destinationProblems(env, "slack");
  if (problem) return { kind: "permanent", reason: describeProblem(problem) };
  // The webhook URL is the credential: it must never appear in a stored reason.
  return postToDestination({
    url,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(slackMessage(job.event)),
    secrets: [url],
    now,
  });
}
