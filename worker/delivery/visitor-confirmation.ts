import { answerLabels } from "../../content/chat";
import { company, headquarters, type Office, offices, telUrl, whatsappUrl } from "../../content/company";
import { officeHours, responseTargetFor } from "../../content/response-targets";
import { visitorConfirmationCopy as copy, dueWords } from "../../content/visitor-confirmation";
import type { Intent, QualificationStep } from "../../shared/allowed-values";
import { businessDeadline } from "../../shared/business-clock";
import { isSupportRequest } from "../../shared/desk";
import { withoutFormatCharacters } from "../../shared/display-text";
import { DAY_MS, EAT_OFFSET_MS, eatDay, eatTime } from "../../shared/eat-time";
import { recommendationCatalog } from "../../shared/recommendation-catalog";
import { escapeHtml } from "../http/escape-html";
import type { LeadRecord } from "./delivery-record";
import { oneLine } from "./record-summary";
import { headerSafe } from "./sales-email";

// The confirmation a visitor gets for a chat lead: what they asked for, what we recommend (links to
// our pages), who will contact them and by when, and how to reach us sooner. Built from the stored
// record and our content only; what the visitor typed is shown as text, never as markup.

/** `href` links the value (a number, an address), or the label when `linkLabel` (a product's page). */
type Line = { label: string; value: string; href?: string; linkLabel?: true };
type Section = { title: string; lines: Line[] };

export type VisitorConfirmation = { subject: string; text: string; html: string; replyTo: string };

/** The lead's answers, keyed as stored, with the label the chat asked them under. */
const ANSWER_STEPS = {
  orgType: "orgType",
  companySize: "size",
  primaryNeed: "need",
  currentStack: "stack",
  urgency: "urgency",
  budget: "budget",
} as const satisfies Record<keyof LeadRecord["answers"], QualificationStep>;

/** Visitor text loses invisible characters that could reorder or hide what the visitor reads. */
const shown = (value: string) => withoutFormatCharacters(value).trim();

const officeOf = (record: LeadRecord): Office => offices.find((office) => office.city === record.office.city) ?? headquarters;

/** When sales must first touch the lead: its response target counted in its office's business hours (as the escalation does). */
export function contactDueAt(record: LeadRecord): string {
  const target = responseTargetFor({ isHighValue: record.score.isHighValue });
  return businessDeadline(record.submittedAt, target.businessMinutes, officeHours(record.office.id));
}

/** "by 10:00 EAT tomorrow, Saturday 28 November", read from `now`; null once the time has passed. */
export function dueWordsAt(dueAt: string, now: Date): string | null {
  const due = Date.parse(dueAt);
  if (due <= now.getTime()) return null;
  const local = new Date(due + EAT_OFFSET_MS);
  const clock = eatTime(dueAt).slice(11);
  const day = `${dueWords.weekdays[local.getUTCDay()]} ${local.getUTCDate()} ${dueWords.months[local.getUTCMonth()]}`;
  if (eatDay(dueAt) === eatDay(now.toISOString())) return dueWords.today(clock);
  if (eatDay(dueAt) === eatDay(new Date(now.getTime() + DAY_MS).toISOString())) return dueWords.tomorrow(clock, day);
  return dueWords.later(clock, day);
}

function askedFor(record: LeadRecord): Section {
  const intent = Object.hasOwn(copy.intents, record.intent) ? copy.intents[record.intent as Intent] : record.intent;
  const answers = (Object.keys(ANSWER_STEPS) as (keyof typeof ANSWER_STEPS)[]).flatMap((key) => {
    const value = record.answers[key];
    return value ? [{ label: answerLabels[ANSWER_STEPS[key]], value: shown(value) }] : [];
  });
  const own = [
    ...(record.requestMessage ? [{ label: copy.messageLabel, value: shown(record.requestMessage) }] : []),
    ...(isSupportRequest(record) && record.downNow ? [{ label: copy.support.downNowLabel, value: copy.support.downNowValue }] : []),
  ];
  return { title: copy.askedFor, lines: [{ label: copy.requestLabel, value: intent }, ...own, ...answers] };
}

/** The catalogue's name and page for each recommendation; an id no longer in the catalogue is left out. */
function recommendations(record: LeadRecord, site: string): Section | null {
  const lines = record.recommendations.flatMap((rec) => {
    if (!Object.hasOwn(recommendationCatalog, rec.id)) return [];
    const entry = recommendationCatalog[rec.id];
    return [{ label: entry.name, value: shown(rec.reason), href: `${site}${entry.url}`, linkLabel: true as const }];
  });
  return lines.length ? { title: copy.recommendations, lines } : null;
}

function nextSteps(record: LeadRecord, office: Office, now: Date): { sentence: string; hours: Line } {
  const due = dueWordsAt(contactDueAt(record), now);
  const { weekdays, saturday, sunday } = office.hours;
  const words = isSupportRequest(record) ? copy.support : copy;
  return {
    sentence: due ? words.contactBy(office.city, due) : words.contactSoon(office.city),
    hours: { label: copy.officeHours, value: [weekdays, saturday, sunday].join("; ") },
  };
}

/** A support request is offered the 24/7 emergency line before the office's own numbers. */
function reachSooner(office: Office, support: boolean): Section {
  const emergency = company.emergency.phone;
  return {
    title: copy.sooner,
    lines: [
      ...(support ? [{ label: copy.support.emergencyLabel, value: emergency, href: telUrl(emergency) }] : []),
      ...office.phones.map((phone) => ({ label: copy.reachLabels.call, value: phone, href: telUrl(phone) })),
      { label: copy.reachLabels.email, value: office.email, href: `mailto:${office.email}` },
      { label: copy.reachLabels.whatsapp, value: whatsappUrl(), href: whatsappUrl() },
      { label: copy.reachLabels.visit, value: office.fullAddress },
    ],
  };
}

function yourDetails(record: LeadRecord): Section {
  const { email, phone, company: companyName } = record.contact;
  return {
    title: copy.yourDetails,
    lines: [
      { label: copy.detailLabels.email, value: shown(email) },
      ...(phone ? [{ label: copy.detailLabels.phone, value: shown(phone) }] : []),
      ...(companyName ? [{ label: copy.detailLabels.company, value: shown(companyName) }] : []),
    ],
  };
}

const textLine = ({ label, value, href }: Line) =>
  `  ${label}: ${value.replace(/\r\n?|\n/g, "\n    ")}${href && href !== value && !href.startsWith("tel:") && !href.startsWith("mailto:") ? `\n    ${href}` : ""}`;

const htmlLine = ({ label, value, href, linkLabel }: Line) => {
  const link = (inner: string) => (href ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner);
  const text = escapeHtml(value).replace(/\r\n?|\n/g, "<br>");
  const [head, cell] = linkLabel ? [link(escapeHtml(label)), text] : [escapeHtml(label), link(text)];
  return `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0;font-weight:600">${head}</th><td style="padding:2px 0">${cell}</td></tr>`;
};

const htmlSection = ({ title, lines }: Section) =>
  `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(title)}</h2><table cellspacing="0" cellpadding="0">${lines.map(htmlLine).join("")}</table>`;

/** The message for a chat lead as it goes out at `now` (the due time is read relative to it). */
export function visitorConfirmation(record: LeadRecord, now: Date, site: string = company.siteUrl): VisitorConfirmation {
  const office = officeOf(record);
  const name = oneLine(record.contact.name);
  const next = nextSteps(record, office, now);
  const before = [askedFor(record), ...[recommendations(record, site)].filter((section): section is Section => section !== null)];
  const support = isSupportRequest(record);
  const words = support ? copy.support : copy;
  const after = [reachSooner(office, support), yourDetails(record)];
  const text = [
    copy.greeting(name),
    "",
    words.intro,
    ...before.flatMap((section) => ["", section.title, ...section.lines.map(textLine)]),
    "",
    words.nextSteps,
    `  ${next.sentence}`,
    textLine(next.hours),
    ...after.flatMap((section) => ["", section.title, ...section.lines.map(textLine)]),
    "",
    copy.signOff,
    "",
    copy.footer,
  ].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5;color:#111">`,
    `<p>${escapeHtml(copy.greeting(name))}</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    before.map(htmlSection).join(""),
    `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(words.nextSteps)}</h2>`,
    `<p style="margin:0 0 6px;font-weight:600">${escapeHtml(next.sentence)}</p>`,
    `<table cellspacing="0" cellpadding="0">${htmlLine(next.hours)}</table>`,
    after.map(htmlSection).join(""),
    `<p style="margin-top:20px">${escapeHtml(copy.signOff)}</p>`,
    `<p style="color:#555;font-size:12px;margin-top:24px">${escapeHtml(copy.footer)}</p>`,
    `</body></html>`,
  ].join("");
  return { subject: headerSafe(words.subject), text, html, replyTo: office.email };
}
