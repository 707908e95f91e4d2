import { company } from "../../content/company";
import { escapeHtml } from "../http/escape-html";
import { siteUrl } from "../http/site-url";
import type { DeliveryJob, DeliveryOutcome } from "./delivery-record";
import { type DestinationSettings, isEmailAddress, OFFICE_EMAIL_VARIABLES, salesRecipientVariable, setting } from "./destination-config";
import { type Fact, oneLine, type RecordSummary, summarizeRecord } from "./record-summary";

// The alert email to sales, sent through the send_email binding's message builder (text and HTML).

const SUBJECT_MAX_CHARS = 200;

export type SalesEmail = { subject: string; text: string; html: string; replyTo: string | null };

/** Header values are one line: CR, LF and other control characters would start a new header. */
export function headerSafe(value: string, maxChars = SUBJECT_MAX_CHARS): string {
  const line = oneLine(value);
  return line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line;
}

function textFact({ label, value, href }: Fact): string {
  const shown = value.replace(/\r\n?/g, "\n").replace(/\n/g, "\n    ");
  return `  ${label}: ${shown}${href && href !== `mailto:${value}` ? ` <${href}>` : ""}`;
}

/** The opening paragraph: what passed (an escalation) or what arrived, then the desk link. */
function renderText(summary: RecordSummary, site: string): string {
  return [
    summary.escalation ?? summary.headline,
    ...(summary.deskUrl ? [`Open in the sales desk: ${summary.deskUrl}`] : []),
    "",
    summary.kindLabel,
    ...summary.contact.map(textFact),
    ...(summary.links.length ? ["", "Reach them", ...summary.links.map(({ label, href }) => `  ${label}: ${href}`)] : []),
    ...summary.sections.flatMap((section) => ["", section.title, ...section.facts.map(textFact)]),
    "",
    `Sent by the ${company.name} website (${site}).`,
  ].join("\n");
}

function htmlFact({ label, value, href }: Fact): string {
  const shown = escapeHtml(value).replace(/\r\n?|\n/g, "<br>");
  const cell = href ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
  return `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:2px 0">${cell}</td></tr>`;
}

function htmlTable(facts: Fact[]): string {
  return `<table cellspacing="0" cellpadding="0">${facts.map(htmlFact).join("")}</table>`;
}

function renderHtml(summary: RecordSummary, site: string): string {
  const escalation = summary.escalation
    ? `<p style="background:#b45309;color:#fff;padding:8px 12px;font-weight:700;margin:0 0 12px">ESCALATION: ${escapeHtml(summary.escalation)}</p>`
    : "";
  const banner = summary.highPriority
    ? `<p style="background:#b91c1c;color:#fff;padding:8px 12px;font-weight:700;margin:0 0 12px">HIGH PRIORITY: answer within the hour</p>`
    : "";
  const desk = summary.deskUrl
    ? `<p style="margin:0 0 16px;font-size:16px"><a href="${escapeHtml(summary.deskUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;font-weight:700;text-decoration:none">Open in the sales desk</a> <a href="${escapeHtml(summary.deskUrl)}">${escapeHtml(summary.deskUrl)}</a></p>`
    : "";
  const links = summary.links
    .map(({ label, href }) => `<a href="${escapeHtml(href ?? "")}" style="margin-right:16px">${escapeHtml(label)}</a>`)
    .join("");
  const sections = summary.sections
    .map((section) => `<h3 style="margin:16px 0 4px">${escapeHtml(section.title)}</h3>${htmlTable(section.facts)}`)
    .join("");
  return [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111">`,
    escalation,
    banner,
    desk,
    `<h2 style="margin:0 0 8px">${escapeHtml(summary.kindLabel)}: ${escapeHtml(summary.who)}</h2>`,
    htmlTable(summary.contact),
    links ? `<p style="margin:12px 0">${links}</p>` : "",
    sections,
    `<p style="color:#555;margin-top:24px">Sent by the ${escapeHtml(company.name)} website (<a href="${escapeHtml(site)}">${escapeHtml(site)}</a>).</p>`,
    `</body></html>`,
  ].join("");
}

export function salesEmail(event: DeliveryJob["event"], site: string = company.siteUrl): SalesEmail {
  const summary = summarizeRecord(event, site);
  return {
    subject: headerSafe(summary.headline),
    text: renderText(summary, site),
    html: renderHtml(summary, site),
    replyTo: summary.replyTo,
  };
}

/**
 * Refusals that would repeat on every attempt, so they are permanent: the payload or an address is
 * wrong, or the sender or recipient is not allowed. Codes are the binding's documented ones; the
 * local simulator throws plain "email to/from … not allowed" errors without a code. Anything else
 * (a rate limit, an internal error, an unknown code) may pass later and is retried.
 */
const PERMANENT_SEND_CODES = new Set([
  "E_VALIDATION_ERROR",
  "E_FIELD_MISSING",
  "E_TOO_MANY_RECIPIENTS",
  "E_SENDER_NOT_VERIFIED",
  "E_SENDER_DOMAIN_NOT_AVAILABLE",
  "E_RECIPIENT_NOT_ALLOWED",
  "E_RECIPIENT_SUPPRESSED",
  "E_CONTENT_TOO_LARGE",
  "E_HEADER_NOT_ALLOWED",
  "E_HEADER_USE_API_FIELD",
  "E_HEADER_VALUE_INVALID",
  "E_HEADER_VALUE_TOO_LONG",
  "E_HEADER_NAME_INVALID",
  "E_HEADERS_TOO_LARGE",
  "E_HEADERS_TOO_MANY",
]);

/** `settings` names what the operator checks when the refusal repeats, e.g. "SALES_EMAIL_FROM, SALES_EMAIL_TO". */
export function sendErrorOutcome(error: unknown, settings: string): Exclude<DeliveryOutcome, { kind: "delivered" }> {
  const code = typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : null;
  const message = headerSafe(error instanceof Error ? error.message : String(error));
  const detail = [code, message].filter(Boolean).join(" ");
  if ((code && PERMANENT_SEND_CODES.has(code)) || (!code && /\bnot allowed\b/i.test(message))) {
    return { kind: "permanent", reason: `send_email refused the message (${settings}): ${detail}` };
  }
  return { kind: "retry", reason: `send_email failed: ${detail}` };
}

export async function sendSalesEmail(job: DeliveryJob, env: DestinationSettings & { SALES_EMAIL?: SendEmail }): Promise<DeliveryOutcome> {
  const from = setting(env, "SALES_EMAIL_FROM");
  if (!from || !env.SALES_EMAIL)
    return { kind: "permanent", reason: "email is off: SALES_EMAIL_FROM or the SALES_EMAIL binding is missing" };
  if (!isEmailAddress(from)) return { kind: "permanent", reason: "SALES_EMAIL_FROM is not an email address" };
  const recipientVariable = salesRecipientVariable(env, job.event.data.office.id);
  const to = recipientVariable ? setting(env, recipientVariable) : undefined;
  if (!recipientVariable || !to)
    return {
      kind: "permanent",
      reason: `no recipient for ${job.event.data.office.city}: set SALES_EMAIL_TO or ${OFFICE_EMAIL_VARIABLES[job.event.data.office.id]}`,
    };
  if (!isEmailAddress(to)) return { kind: "permanent", reason: `${recipientVariable} is not an email address` };
  const message = salesEmail(job.event, siteUrl(env));
  try {
    await env.SALES_EMAIL.send({
      from: { email: from, name: `${company.shortName} website` },
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    return { kind: "delivered" };
  } catch (error) {
    return sendErrorOutcome(error, `SALES_EMAIL_FROM, ${recipientVariable}`);
  }
}
