import { company, offices, telUrl } from "../../content/company";
import { answerLabels } from "../../content/desk-copy";
import { deskRecordPath, isSupportRequest, SUPPORT_REQUEST_LABEL } from "../../shared/desk";
import { withoutFormatCharacters } from "../../shared/display-text";
import { eatTime } from "../../shared/eat-time";
import type { ScoreBreakdown } from "../../shared/lead-score";
import { recommendationCatalog } from "../../shared/recommendation-catalog";
import type { Recommendation } from "../../shared/recommendations";
import type { DeliveryJob, DeliveryRecord, RecordSource } from "./delivery-record";
import { isEmailAddress } from "./destination-config";

// What sales reads about one record, whatever carries it (email, Slack, HubSpot): the same facts in
// the same order. Values are the visitor's raw text; each renderer escapes for its own format. Links
// are ours: the desk, the catalogue's page for a recommendation, the visitor's checked address or number.

export type Fact = { label: string; value: string; href?: string };
/**
 * `about` marks the sections every record has (office, source) and a chat lead's request in the
 * visitor's words, so a reader that shows them its own way can pick them out.
 */
type Section = { title: string; facts: Fact[]; about?: "office" | "source" | "request" };

export type RecordSummary = {
  /** "New lead", "Contact message", …: what arrived. */
  kindLabel: string;
  highPriority: boolean;
  /** Who: the visitor's name (or address for a sign-up) and company. */
  who: string;
  /** One line (see oneLine) for subjects and notifications' fallback text. */
  headline: string;
  contact: Fact[];
  /** mailto:, tel: and wa.me links for the visitor's contact details. */
  links: Fact[];
  sections: Section[];
  /** The visitor's address when it is safe to reply to. */
  replyTo: string | null;
  /** The record's page on the sales desk, where Claim is one click; null for a newsletter sign-up (not worked on the desk). */
  deskUrl: string | null;
  /** For an escalation: which target passed, when it was due (EAT) and that nobody has touched the record. */
  escalation: string | null;
};

const SCORE_LABELS: Record<keyof ScoreBreakdown, string> = {
  size: "Company size",
  budget: "Budget",
  urgency: "Urgency",
  orgType: "Organisation type",
  phone: "Phone given",
  companyEmail: "Company email address",
};

const ROUTING_REASONS = {
  phone: "phone country code",
  country: "visitor's country",
  default: "default office",
  desk: "reassigned on the sales desk",
} as const;

const ATTRIBUTION_LABELS: Record<Exclude<keyof RecordSource, "source">, string> = {
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  utm_term: "utm_term",
  utm_content: "utm_content",
  gclid: "Google Ads click (gclid)",
  fbclid: "Meta click (fbclid)",
  msclkid: "Microsoft Ads click (msclkid)",
  referrer_host: "Referrer",
  landing_path: "Landing page",
};

/** Visitor text in a one-line place (a subject, a notification) loses its line breaks, control and format characters. */
export function oneLine(value: string): string {
  return withoutFormatCharacters(value)
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A wa.me link needs the full international number; a local number ("0712…") gives none. */
export function whatsAppLink(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^(\+|00)/.test(trimmed)) return null;
  const digits = trimmed.replace(/^00/, "").replace(/\D/g, "");
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}

type ContactFields = { name?: string | null; email: string; company?: string | null; phone?: string | null; phoneE164?: string | null };

/** The contact's facts, the links sales replies through, and who they are in one line ("name, company"). */
function contactFacts({ name = null, email, company: companyName = null, phone = null, phoneE164 = null }: ContactFields) {
  const safeEmail = isEmailAddress(email);
  // Sales read the number as typed; the links dial its E.164 form, or the typed one for a record stored without it.
  const dialled = phoneE164 ?? phone;
  const contact: Fact[] = [
    ...(name ? [{ label: "Name", value: name }] : []),
    { label: "Email", value: email, ...(safeEmail ? { href: `mailto:${email}` } : {}) },
    ...(phone && dialled ? [{ label: "Phone", value: phone, href: telUrl(dialled) }] : []),
    ...(companyName ? [{ label: "Company", value: companyName }] : []),
  ];
  const whatsApp = dialled ? whatsAppLink(dialled) : null;
  const links: Fact[] = [
    ...(safeEmail ? [{ label: "Email", value: email, href: `mailto:${email}` }] : []),
    ...(phone && dialled ? [{ label: "Call", value: phone, href: telUrl(dialled) }] : []),
    ...(whatsApp ? [{ label: "WhatsApp", value: phone ?? "", href: whatsApp }] : []),
  ];
  const who = [name, companyName].filter(Boolean).join(", ");
  return { contact, links, replyTo: safeEmail ? email : null, who };
}

function officeSection(record: DeliveryRecord): Section {
  const office = offices.find((candidate) => candidate.city === record.office.city);
  return {
    title: "Office",
    about: "office",
    facts: [
      { label: "Routed to", value: `${record.office.city} (by ${ROUTING_REASONS[record.office.reason]})` },
      ...(office ? [{ label: "Office email", value: office.email, href: `mailto:${office.email}` }] : []),
    ],
  };
}

function sourceSection(record: DeliveryRecord): Section {
  const { source, ...details } = record.attribution;
  const facts: Fact[] = [{ label: "Source", value: source }];
  for (const [key, label] of Object.entries(ATTRIBUTION_LABELS) as [keyof typeof ATTRIBUTION_LABELS, string][]) {
    const value = details[key];
    if (value) facts.push({ label, value });
  }
  facts.push({ label: "Submitted", value: record.submittedAt.replace("T", " ").replace(/\.\d+Z$|Z$/, " UTC") });
  return { title: "Where it came from", about: "source", facts };
}

/**
 * A recommendation's name and page are the catalogue's for its id, whatever the stored copy says
 * (one stored before recommendations were rebuilt on the server may carry a browser's text); an id
 * no longer in the catalogue is shown without a link.
 */
function recommendationFact(rec: Recommendation, site: string): Fact {
  const entry = Object.hasOwn(recommendationCatalog, rec.id) ? recommendationCatalog[rec.id] : null;
  return entry ? { label: entry.name, value: rec.reason, href: `${site}${entry.url}` } : { label: rec.id, value: rec.reason };
}

/** What the visitor wrote under "How can we help?" and, for support, whether something is down now; null when neither was given. */
function requestSection(record: Extract<DeliveryRecord, { kind: "lead" }>): Section | null {
  const support = isSupportRequest(record);
  const facts: Fact[] = [
    ...(record.requestMessage ? [{ label: "Message", value: record.requestMessage }] : []),
    ...(support && record.downNow != null ? [{ label: "Down now", value: record.downNow ? "yes" : "no" }] : []),
  ];
  return facts.length ? { title: support ? SUPPORT_REQUEST_LABEL : "Request", about: "request", facts } : null;
}

function leadSections(record: Extract<DeliveryRecord, { kind: "lead" }>, site: string): Section[] {
  const { leadScore, breakdown } = record.score;
  // A support request keeps its score but is never presented as a high-value sale.
  const isHighValue = record.score.isHighValue && !isSupportRequest(record);
  const request = requestSection(record);
  const answers = (Object.keys(answerLabels) as (keyof typeof answerLabels)[])
    .filter((key) => record.answers[key])
    .map((key) => ({ label: answerLabels[key], value: record.answers[key] ?? "" }));
  return [
    ...(request ? [request] : []),
    {
      title: `Score ${leadScore}/100${isHighValue ? " (high value)" : ""}`,
      facts: (Object.keys(SCORE_LABELS) as (keyof ScoreBreakdown)[]).map((key) => ({
        label: SCORE_LABELS[key],
        value: `${breakdown[key]} pts`,
      })),
    },
    { title: "Answers", facts: [{ label: "Intent", value: record.intent }, ...answers] },
    {
      title: "Recommendations",
      facts: record.recommendations.length
        ? record.recommendations.map((rec) => recommendationFact(rec, site))
        : [{ label: "None", value: "no recommendation was shown" }],
    },
    {
      title: "Record",
      facts: [
        { label: "Lead id", value: record.id },
        { label: "Version", value: String(record.version) },
        { label: "Marketing consent", value: record.consent?.marketing ? "yes" : "no" },
      ],
    },
  ];
}

/** "2026-11-23 13:15 EAT": alerts name the zone, as their readers may be anywhere. */
export const eatClock = (iso: string) => `${eatTime(iso)} EAT`;

const ESCALATION_PREFIX = "ESCALATION: untouched past target — ";

function escalationSentence(record: DeliveryRecord): string | null {
  const notice = record.notice;
  if (notice?.kind !== "escalated") return null;
  const noun = record.kind === "lead" ? "lead" : record.kind === "contact" ? "message" : "request";
  return `The first-touch target (${notice.targetLabel}) passed: it was due ${eatClock(notice.dueAt)} and nobody has touched this ${noun} yet.`;
}

/** `site` is the origin links point at (worker/http/site-url.ts); "" makes them paths, for the desk's own pages. */
export function summarizeRecord(event: DeliveryJob["event"], site: string = company.siteUrl): RecordSummary {
  const record = event.data;
  const summary = summarize(event, site);
  const escalation = escalationSentence(record);
  const headline = oneLine(summary.headline);
  return {
    ...summary,
    headline: escalation ? `${ESCALATION_PREFIX}${headline}` : headline,
    who: oneLine(summary.who),
    deskUrl: record.kind === "newsletter" ? null : `${site}${deskRecordPath(record.kind, record.id)}`,
    escalation,
  };
}

function summarize(event: DeliveryJob["event"], site: string): Omit<RecordSummary, "deskUrl" | "escalation"> {
  const record = event.data;
  const tail = [officeSection(record), sourceSection(record)];
  switch (record.kind) {
    case "lead": {
      const { contact, links, replyTo, who } = contactFacts(record.contact);
      const sections = [...leadSections(record, site), ...tail];
      if (isSupportRequest(record)) {
        const kindLabel = event.type === "lead.updated" ? `Updated ${SUPPORT_REQUEST_LABEL.toLowerCase()}` : SUPPORT_REQUEST_LABEL;
        const headline = `${record.downNow ? "DOWN NOW: " : ""}${kindLabel}: ${who} (${record.office.city})`;
        return { kindLabel, highPriority: false, who, headline, contact, links, replyTo, sections };
      }
      const highPriority = record.score.isHighValue;
      const kindLabel = event.type === "lead.updated" ? "Updated lead" : "New lead";
      const headline = `${highPriority ? "HIGH PRIORITY: " : ""}${kindLabel} scored ${record.score.leadScore}: ${who} (${record.office.city})`;
      return { kindLabel, highPriority, who, headline, contact, links, replyTo, sections };
    }
    case "contact": {
      const { contact, links, replyTo, who } = contactFacts(record.contact);
      const message: Section = {
        title: "Message",
        facts: [
          { label: "Subject", value: record.subject },
          ...(record.serviceInterest ? [{ label: "Service of interest", value: record.serviceInterest }] : []),
          { label: "Message", value: record.message },
        ],
      };
      return {
        kindLabel: "Contact message",
        highPriority: false,
        who,
        headline: `Contact message: ${record.subject} from ${who} (${record.office.city})`,
        contact,
        links,
        replyTo,
        sections: [message, ...tail],
      };
    }
    case "guide": {
      const { contact, links, replyTo, who } = contactFacts(record.contact);
      const guide: Section = { title: "Guide", facts: [{ label: "Requested", value: record.guide.title }] };
      return {
        kindLabel: "Guide request",
        highPriority: false,
        who,
        headline: `Guide request: ${record.guide.title} by ${who} (${record.office.city})`,
        contact,
        links,
        replyTo,
        sections: [guide, ...tail],
      };
    }
    case "newsletter": {
      const { contact, links, replyTo } = contactFacts({ email: record.email });
      return {
        kindLabel: "Newsletter sign-up",
        highPriority: false,
        who: record.email,
        headline: `Newsletter sign-up: ${record.email}`,
        contact,
        links,
        replyTo,
        sections: tail,
      };
    }
  }
}
