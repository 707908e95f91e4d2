import { company } from "../../content/company";
import { RECOMMENDATION_IDS } from "../../shared/allowed-values";
import { contactMessage, validLead } from "./abuse-traffic";

// Slack markup in what a visitor types: a recommendation link that closes our link and opens a
// channel-wide mention and a phishing link, and mentions in names, subjects and messages. Sent held
// (with a replayed token) and, as probes, as a normal visitor whose alert is then read.

const EVIL_URL = "https://evil.example/login";
/** Closes the `<url|name>` it is placed in, mentions the channel, then links out. */
const MARKUP_URL = `/x> <!channel> <${EVIL_URL}|Verify your Slack session here`;

/** A chat lead whose name and every recommendation carry markup. */
export function markupLead(mark: string, index: number, tag: string) {
  const lead = validLead(mark, index, tag);
  return {
    ...lead,
    contact: { ...lead.contact, name: `Jane <!here> Doe ${index}`, company: "<!channel> Ltd" },
    recommendations: RECOMMENDATION_IDS.slice(0, 2).map((id) => ({
      id,
      name: `<!everyone> <${EVIL_URL}|${id}>`,
      url: MARKUP_URL,
      reason: `<${EVIL_URL}|Click to keep your account> <!here>`,
    })),
  };
}

/** A contact message whose name, subject and message carry markup. */
export function markupMessage(mark: string, tag: string) {
  return {
    ...contactMessage(mark, tag),
    name: "Jane <!here> Doe",
    subject: `Invoice <!channel> <${EVIL_URL}|Pay here>`,
    message: `Hello <!here>, please verify at <${EVIL_URL}|our portal> <@U012345>.`,
  };
}

/** Slack syntax that notifies people or opens a link: special mentions, user and group mentions, links. */
const MENTION = /<!(channel|here|everyone)\b[^>]*>|<@[UW][A-Z0-9]+>|<!subteam\^/g;
const LINK = /<((?:https?|mailto|tel):[^|>]*)(?:\|[^>]*)?>/g;

/** Where a link may go: our own pages, the visitor's own address and phone, and WhatsApp. */
const ourLink = (href: string) =>
  href.startsWith(`${company.siteUrl}/`) || href.startsWith("mailto:") || href.startsWith("tel:") || href.startsWith("https://wa.me/");

/**
 * The markup a Slack message body (the incoming webhook's JSON) would render: every mention, and
 * every link (mrkdwn or a button's url) that goes elsewhere than our own pages, in any text but plain_text.
 */
export function slackMarkup(body: string): string[] {
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return [];
  }
  const found: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (typeof value === "string") {
      found.push(...[...value.matchAll(MENTION)].map((m) => m[0]));
      found.push(...[...value.matchAll(LINK)].map((m) => m[1]!).filter((href) => !ourLink(href)));
      if (key === "url" && !ourLink(value)) found.push(value);
    } else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === "object") {
      // Slack shows a plain_text object's text as typed: no mention or link in it is rendered.
      if ((value as { type?: unknown }).type === "plain_text") return;
      for (const [k, item] of Object.entries(value)) walk(item, k);
    }
  };
  walk(message);
  return found;
}

/** Whether a delivery's body (any destination) still holds the phishing link. */
export const holdsEvilLink = (body: string) => body.includes("evil.example");
