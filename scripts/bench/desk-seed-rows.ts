// One synthetic desk record at a time for the sales desk benchmark (scripts/bench/desk-seed.ts): a chat
// lead or a contact-table row with its origin, the desk's work on it and its timeline.

import type { InValue } from "@libsql/client";
import { respondBy } from "../../content/response-targets";
import { BUDGETS, COMPANY_SIZES, INTENTS, NEEDS, ORG_TYPES, RECOMMENDATION_IDS, STACKS, URGENCIES } from "../../shared/allowed-values";
import { GUIDE_IDS, SERVICE_INTERESTS } from "../../shared/contact-options";
import { scoreLead } from "../../shared/lead-score";
import type { OfficeId } from "../../shared/office-ids";
import type { Random } from "./desk-seed-random";
import {
  CAMPAIGNS,
  COMPANY_KINDS,
  COMPANY_STEMS,
  DESK_OWNERS,
  DESK_SOURCES,
  FIRST_NAMES,
  FREE_MAIL,
  HISTORY_DAYS,
  LAST_NAMES,
  LOST_REASONS,
  MESSAGE_KINDS,
  OFFICES,
  REFERRAL_SOURCES,
  SPAM_REASONS,
  SPAM_SHARE,
  SUBJECTS,
  statusWeights,
  TLDS,
} from "./desk-seed-vocabulary";

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const iso = (ms: number) => new Date(ms).toISOString();
/** The seeded numbers are "+254 7…" with one space: their E.164 form is the same digits without it. */
const e164 = (phone: string | null) => phone?.replaceAll(" ", "") ?? null;

/** The columns both tables share: where the visit came from, the office, spam, and the desk's work on it. */
function originAndWork(r: Random, now: number) {
  // More records lately than 18 months ago: age skews towards today.
  const ageDays = HISTORY_DAYS * r.next() ** 1.25;
  const createdAt = now - ageDays * 86_400_000 - r.next() * 60_000;
  const [office, , { country, dial }] = r.weighted(OFFICES);
  const [source, , medium] = r.weighted(DESK_SOURCES);
  const utm = medium !== null;
  const spam = r.chance(SPAM_SHARE);
  // Spam is kept for review but never worked.
  const [status] = spam ? (["new"] as const) : r.weighted(statusWeights(ageDays));
  // A quarter of new records already claimed; nearly every worked one has an owner.
  const owned = !spam && r.chance(status === "new" ? 0.25 : 0.92);
  const owner = owned ? r.pick(DESK_OWNERS) : null;
  const firstTouchAt = status === "new" ? null : iso(Math.min(now, createdAt + r.next() * 2 * 86_400_000));
  // Some owned open records have a follow-up, from three days ago to three days ahead.
  const open = status === "attempting" || status === "connected" || status === "qualified";
  const nextFollowUpAt = owner && open && r.chance(0.4) ? iso(now + (r.next() * 6 - 3) * 86_400_000) : null;
  return {
    createdAt: iso(createdAt),
    office,
    dial,
    // [attribution_source, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, msclkid, referrer_host, landing_path, office, country, spam_reason]
    origin: [
      source,
      utm ? source : null,
      medium,
      utm ? r.pick(CAMPAIGNS) : null,
      source === "google" || source === "bing"
        ? r.pick(["microsoft 365 kenya", "it support nairobi", "cloud backup", "website design"])
        : null,
      null,
      source === "google" ? `Cj0K${Math.floor(r.next() * 1e12).toString(36)}` : null,
      source === "facebook" || source === "instagram" ? `IwAR${Math.floor(r.next() * 1e12).toString(36)}` : null,
      source === "bing" ? Math.floor(r.next() * 1e12).toString(16) : null,
      REFERRAL_SOURCES.has(source) ? source : utm && r.chance(0.5) ? `${source}.com` : null,
      r.pick(["/", "/products", "/services/microsoft-365", "/services/backup", "/pricing", "/contact", "/resources"]),
      office,
      country,
      spam ? r.pick(SPAM_REASONS) : null,
    ] as InValue[],
    // [status, owner, first_touch_at, lost_reason, next_follow_up_at]; respond_by follows, from the record's target.
    work: [status, owner, firstTouchAt, status === "lost" ? r.pick(LOST_REASONS) : null, nextFollowUpAt] as InValue[],
    status,
    owner,
    firstTouchAt,
  };
}

const ORIGIN_COLUMNS = `attribution_source, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, msclkid,
  referrer_host, landing_path, office, country, spam_reason`;
const WORK_COLUMNS = "status, owner, first_touch_at, lost_reason, next_follow_up_at, respond_by";
export const LEAD_COLUMNS = `id, session_id, intent, org_type, company_size, primary_need, current_stack, urgency, budget,
  contact_name, contact_email, contact_company, contact_phone, contact_phone_e164, recommendations, lead_score, score_breakdown, is_high_value,
  consent_marketing, consent_notice_version, ${ORIGIN_COLUMNS}, ${WORK_COLUMNS}, version, content_hash, created_at, updated_at`;
export const MESSAGE_COLUMNS = `id, source, name, email, company, phone, phone_e164, subject, message, service_interest, guide_id,
  ${ORIGIN_COLUMNS}, ${WORK_COLUMNS}, created_at`;
export const ACTIVITY_COLUMNS = "record_type, record_id, kind, actor, from_value, to_value, note, created_at";

/** One generated record: its table's row and the desk's activity on it. */
export type Seeded = { table: "leads" | "contact_messages"; createdAt: string; row: InValue[]; activity: InValue[][] };

type Person = { name: string; company: string; email: string; phone: string | null };

function person(r: Random, index: number, office: OfficeId, dial: string): Person {
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  const company = `${r.pick(COMPANY_STEMS)} ${r.pick(COMPANY_KINDS)}`;
  // The index keeps every address unique (newsletter sign-ups must be).
  const domain = r.chance(0.4) ? r.pick(FREE_MAIL) : `${slug(company)}.${TLDS[office]}`;
  const phone = r.chance(0.7) ? `${dial}${String(Math.floor(r.next() * 1e8)).padStart(8, "0")}` : null;
  return { name: `${first} ${last}`, company, email: `${slug(first)}.${slug(last)}${index}@${domain}`, phone };
}

/** One chat lead's row (LEAD_COLUMNS) and the desk's activity on it. */
export function leadRow(r: Random, index: number, now: number): Seeded {
  const o = originAndWork(r, now);
  const who = person(r, index, o.office, o.dial);
  // Non-sales chats skip qualification: their score is the contact's points only, so they leave a phone.
  const sales = r.chance(0.85);
  const intent = sales ? "sales" : r.pick(INTENTS.filter((i) => i !== "sales"));
  const answers = sales
    ? {
        orgType: r.pick(ORG_TYPES),
        companySize: r.pick(COMPANY_SIZES),
        primaryNeed: r.pick(NEEDS),
        currentStack: r.pick(STACKS),
        urgency: r.pick(URGENCIES),
        budget: r.pick(BUDGETS),
      }
    : { orgType: null, companySize: null, primaryNeed: null, currentStack: null, urgency: null, budget: null };
  const phone = sales ? who.phone : (who.phone ?? `${o.dial}00000000`);
  const score = scoreLead({ ...answers, contact: { email: who.email, phone } });
  const recommendations = sales
    ? [
        {
          id: r.pick(RECOMMENDATION_IDS),
          name: "Recommended solution",
          url: "/products",
          reason: "Fits the organisation's size and main need.",
        },
      ]
    : [];
  const consent = r.chance(0.8);
  const id = crypto.randomUUID();
  const row: InValue[] = [
    id,
    crypto.randomUUID(),
    intent,
    answers.orgType,
    answers.companySize,
    answers.primaryNeed,
    answers.currentStack,
    answers.urgency,
    answers.budget,
    who.name,
    who.email,
    who.company,
    phone,
    e164(phone),
    JSON.stringify(recommendations),
    score.leadScore,
    JSON.stringify(score.breakdown),
    score.isHighValue ? 1 : 0,
    consent ? (r.chance(0.3) ? 1 : 0) : null,
    consent ? "2026-11-22" : null,
    ...o.origin,
    ...o.work,
    respondBy({ submittedAt: o.createdAt, isHighValue: score.isHighValue, office: o.office }),
    1,
    // Any 64 hex digits: the hash only tells a retry from a change.
    id.replaceAll("-", "").padEnd(64, "0"),
    o.createdAt,
    o.createdAt,
  ];
  return { table: "leads", createdAt: o.createdAt, row, activity: activityOf("lead", id, o) };
}

/** One contact-table row (MESSAGE_COLUMNS) and the desk's activity on it. */
export function messageRow(r: Random, index: number, now: number): Seeded {
  const o = originAndWork(r, now);
  const who = person(r, index, o.office, o.dial);
  const [kind] = r.weighted(MESSAGE_KINDS);
  const id = crypto.randomUUID();
  const contact = kind === "contact";
  // Newsletter sign-ups are not worked on the desk: they stay "new" and unowned.
  const work =
    kind === "newsletter"
      ? ["new", null, null, null, null, null]
      : [...o.work, respondBy({ submittedAt: o.createdAt, isHighValue: false, office: o.office })];
  const row: InValue[] = [
    id,
    kind,
    who.name,
    who.email,
    kind === "newsletter" ? null : who.company,
    kind === "newsletter" ? null : who.phone,
    kind === "newsletter" ? null : e164(who.phone),
    contact ? r.pick(SUBJECTS) : null,
    contact ? `Hello, we are ${who.company} and would like to talk about ${r.pick(NEEDS).toLowerCase()}. Please call us.` : null,
    contact ? r.pick(SERVICE_INTERESTS) : null,
    kind === "guide" ? r.pick(GUIDE_IDS) : null,
    ...o.origin,
    ...work,
    o.createdAt,
  ];
  return { table: "contact_messages", createdAt: o.createdAt, row, activity: kind === "newsletter" ? [] : activityOf(kind, id, o) };
}

/** A worked record's timeline: its owner claimed it and moved it to its status at first touch. */
function activityOf(type: string, id: string, o: ReturnType<typeof originAndWork>): InValue[][] {
  if (!o.firstTouchAt || !o.owner) return [];
  return [
    [type, id, "claimed", o.owner, null, o.owner, null, o.firstTouchAt],
    [type, id, "status", o.owner, "new", o.status, o.status === "lost" ? "Closed after follow-up" : null, o.firstTouchAt],
  ];
}
