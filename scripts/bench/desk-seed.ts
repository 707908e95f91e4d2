// Synthetic records for the sales desk benchmark: chat leads and contact-table rows with the spread a
// real inbox has (offices, statuses, owners, sources, campaigns, scores, 18 months of history, some
// spam), written straight into the product's database in multi-row INSERTs, a few thousand rows per
// transaction. Deterministic: the same seed gives the same records (ids, session ids and dates relative to now aside).

import type { Client, InValue } from "@libsql/client";
import { BUDGETS, COMPANY_SIZES, INTENTS, NEEDS, ORG_TYPES, RECOMMENDATION_IDS, STACKS, URGENCIES } from "../../shared/allowed-values";
import { GUIDE_IDS, SERVICE_INTERESTS } from "../../shared/contact-options";
import type { LeadStatus } from "../../shared/desk";
import { scoreLead } from "../../shared/lead-score";
import type { OfficeId } from "../../shared/office-ids";

/** Share of the records that are chat leads; the rest are contact-table rows. */
const LEAD_SHARE = 0.7;
/** Of the contact-table rows: contact messages, guide requests, then newsletter sign-ups (which the desk does not show). */
const MESSAGE_KINDS = [
  ["contact", 0.6],
  ["guide", 0.3],
  ["newsletter", 0.1],
] as const;
const SPAM_SHARE = 0.02;
const HISTORY_DAYS = 548;
/** Rows per INSERT statement. */
const ROWS_PER_INSERT = 1000;
/** Statements per transaction (client.batch). */
const INSERTS_PER_BATCH = 4;

const OFFICES: [OfficeId, number, { country: string; dial: string }][] = [
  ["nairobi", 0.5, { country: "KE", dial: "+254 7" }],
  ["kampala", 0.25, { country: "UG", dial: "+256 7" }],
  ["dar-es-salaam", 0.25, { country: "TZ", dial: "+255 7" }],
];

/** Where visits came from: utm sources with their medium, a referring site, or nothing (direct). */
const DESK_SOURCES: [source: string, weight: number, medium: string | null][] = [
  ["google", 28, "cpc"],
  ["direct", 18, null],
  ["facebook", 12, "social"],
  ["linkedin", 10, "social"],
  ["newsletter", 7, "email"],
  ["bing", 5, "cpc"],
  ["instagram", 5, "social"],
  ["whatsapp", 5, "social"],
  ["techweez.com", 5, null],
  ["partner", 5, "referral"],
];
const REFERRAL_SOURCES = new Set(["techweez.com"]);

const CAMPAIGNS = [
  "m365-migration",
  "m365-business-premium",
  "google-workspace-switch",
  "backup-awareness",
  "ransomware-readiness",
  "dpa-compliance",
  "whatsapp-automation",
  "website-refresh",
  "sme-playbook",
  "bank-security",
  "ngo-discount",
  "school-term",
  "hospital-records",
  "manufacturing-erp",
  "q1-promo",
  "q2-promo",
  "q3-promo",
  "q4-promo",
  "retargeting",
  "brand",
];

const DESK_OWNERS = [
  "amina.odhiambo",
  "brian.kiprop",
  "grace.nakato",
  "joseph.mwakyusa",
  "lucy.wambui",
  "peter.ssempala",
  "rehema.mushi",
  "samuel.otieno",
].map((name) => `${name}@kilele.tech`);

const FIRST_NAMES = [
  "Amina",
  "Baraka",
  "Cynthia",
  "David",
  "Esther",
  "Faith",
  "George",
  "Halima",
  "Isaac",
  "Joyce",
  "Kevin",
  "Lilian",
  "Moses",
  "Neema",
  "Omari",
  "Patience",
  "Rashid",
  "Sarah",
  "Tumaini",
  "Winnie",
];
/** Surnames; the benchmark's search looks for one of them. */
export const LAST_NAMES = [
  "Achieng",
  "Babirye",
  "Chege",
  "Kamau",
  "Kariuki",
  "Kato",
  "Kibet",
  "Kiprono",
  "Mbwana",
  "Mugisha",
  "Mushi",
  "Mutua",
  "Mwangi",
  "Nakimuli",
  "Namusoke",
  "Njoroge",
  "Nyambura",
  "Ochieng",
  "Odhiambo",
  "Okello",
  "Omondi",
  "Ssali",
  "Wafula",
  "Wanjiru",
  "Zawadi",
];
const COMPANY_STEMS = [
  "Umoja",
  "Bahari",
  "Savannah",
  "Kilimanjaro",
  "Nile",
  "Tausi",
  "Jamii",
  "Pwani",
  "Rift Valley",
  "Mlima",
  "Victoria",
  "Msingi",
  "Fahari",
  "Amani",
  "Neema",
];
const COMPANY_KINDS = [
  "Savings Cooperative",
  "Hospital",
  "Advocates",
  "Logistics",
  "Academy",
  "Foods",
  "Microfinance",
  "Foundation",
  "Hardware",
  "Insurance Agency",
];
const FREE_MAIL = ["gmail.com", "yahoo.com", "outlook.com"];
const TLDS: Record<OfficeId, string> = { nairobi: "co.ke", kampala: "co.ug", "dar-es-salaam": "co.tz" };
const LOST_REASONS = ["No budget", "Chose a competitor", "No answer after five attempts", "Not a fit", "Project postponed"];
const SPAM_REASONS = ["honeypot filled", "form token older than 24 h", "malformed form token", "form token not signed by us"];
const SUBJECTS = [
  "Quotation request",
  "Microsoft 365 licences",
  "Website redesign",
  "Backup for our branches",
  "Partnership",
  "Support contract",
];

/** How far sales have got with a record of this age: recent ones are mostly new, old ones decided. */
function statusWeights(ageDays: number): [LeadStatus, number][] {
  if (ageDays < 2)
    return [
      ["new", 75],
      ["attempting", 20],
      ["connected", 5],
    ];
  if (ageDays < 30)
    return [
      ["new", 20],
      ["attempting", 30],
      ["connected", 20],
      ["qualified", 15],
      ["won", 5],
      ["lost", 10],
    ];
  return [
    ["new", 8],
    ["attempting", 12],
    ["connected", 12],
    ["qualified", 13],
    ["won", 20],
    ["lost", 35],
  ];
}

/** mulberry32: a small seeded PRNG, so two runs seed the same inbox. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  /** One of the choices, each as likely as its weight (the second element). */
  const weighted = <C extends readonly [unknown, number, ...unknown[]]>(choices: readonly C[]): C => {
    let r = next() * choices.reduce((sum, c) => sum + c[1], 0);
    for (const choice of choices) {
      r -= choice[1];
      if (r < 0) return choice;
    }
    return choices.at(-1)!;
  };
  return { next, pick, weighted, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof prng>;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const iso = (ms: number) => new Date(ms).toISOString();

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
    // [status, owner, first_touch_at, lost_reason]
    work: [status, owner, firstTouchAt, status === "lost" ? r.pick(LOST_REASONS) : null] as InValue[],
    status,
    owner,
    firstTouchAt,
  };
}

const ORIGIN_COLUMNS = `attribution_source, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, msclkid,
  referrer_host, landing_path, office, country, spam_reason`;
const WORK_COLUMNS = "status, owner, first_touch_at, lost_reason";
const LEAD_COLUMNS = `id, session_id, intent, org_type, company_size, primary_need, current_stack, urgency, budget,
  contact_name, contact_email, contact_company, contact_phone, recommendations, lead_score, score_breakdown, is_high_value,
  consent_marketing, consent_notice_version, ${ORIGIN_COLUMNS}, ${WORK_COLUMNS}, version, content_hash, created_at, updated_at`;
const MESSAGE_COLUMNS = `id, source, name, email, company, phone, subject, message, service_interest, guide_id,
  ${ORIGIN_COLUMNS}, ${WORK_COLUMNS}, created_at`;
const ACTIVITY_COLUMNS = "record_type, record_id, kind, actor, from_value, to_value, note, created_at";

/** One generated record: its table's row and the desk's activity on it. */
type Seeded = { table: "leads" | "contact_messages"; createdAt: string; row: InValue[]; activity: InValue[][] };

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
function leadRow(r: Random, index: number, now: number): Seeded {
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
    JSON.stringify(recommendations),
    score.leadScore,
    JSON.stringify(score.breakdown),
    score.isHighValue ? 1 : 0,
    consent ? (r.chance(0.3) ? 1 : 0) : null,
    consent ? "2026-11-22" : null,
    ...o.origin,
    ...o.work,
    1,
    // Any 64 hex digits: the hash only tells a retry from a change.
    id.replaceAll("-", "").padEnd(64, "0"),
    o.createdAt,
    o.createdAt,
  ];
  return { table: "leads", createdAt: o.createdAt, row, activity: activityOf("lead", id, o) };
}

/** One contact-table row (MESSAGE_COLUMNS) and the desk's activity on it. */
function messageRow(r: Random, index: number, now: number): Seeded {
  const o = originAndWork(r, now);
  const who = person(r, index, o.office, o.dial);
  const [kind] = r.weighted(MESSAGE_KINDS);
  const id = crypto.randomUUID();
  const contact = kind === "contact";
  // Newsletter sign-ups are not worked on the desk: they stay "new" and unowned.
  const work = kind === "newsletter" ? ["new", null, null, null] : o.work;
  const row: InValue[] = [
    id,
    kind,
    who.name,
    who.email,
    kind === "newsletter" ? null : who.company,
    kind === "newsletter" ? null : who.phone,
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

/** An SQL literal: the rows are written as text, as encoding tens of thousands of bound values costs the client more than SQLite's parse. */
const literal = (value: InValue) =>
  value === null ? "null" : typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

function insert(table: string, columns: string, rows: InValue[][]): string {
  return `insert into ${table} (${columns}) values ${rows.map((row) => `(${row.map(literal).join(", ")})`).join(", ")}`;
}

/**
 * Writes `records` synthetic records (70% leads, 30% contact-table rows) and the desk's activity on
 * them, oldest first, every created_at before `now`. The same seed gives the same inbox.
 */
export async function seedDesk(client: Client, { records, seed = 1, now = Date.now() }: { records: number; seed?: number; now?: number }) {
  const r = prng(seed);
  const started = performance.now();
  const leadCount = Math.round(records * LEAD_SHARE);
  const generated = Array.from({ length: records }, (_, i) => (i < leadCount ? leadRow(r, i, now) : messageRow(r, i, now)));
  // Stored oldest first, as the site stores them: rowids then follow created_at, as in production,
  // so reading rows in inbox order touches the table's pages in order rather than at random.
  generated.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const columns = { leads: LEAD_COLUMNS, contact_messages: MESSAGE_COLUMNS, desk_activity: ACTIVITY_COLUMNS };
  const pending: Record<keyof typeof columns, InValue[][]> = { leads: [], contact_messages: [], desk_activity: [] };
  let statements: string[] = [];
  const take = (table: keyof typeof columns, all = false) => {
    if (pending[table].length === 0 || (!all && pending[table].length < ROWS_PER_INSERT)) return;
    statements.push(insert(table, columns[table], pending[table]));
    pending[table] = [];
  };
  for (const [i, record] of generated.entries()) {
    pending[record.table].push(record.row);
    pending.desk_activity.push(...record.activity);
    take(record.table);
    take("desk_activity");
    if (statements.length >= INSERTS_PER_BATCH || i === generated.length - 1) {
      for (const table of Object.keys(pending) as (keyof typeof columns)[]) take(table, i === generated.length - 1);
      await client.batch(statements, "write");
      statements = [];
    }
  }
  return {
    leads: leadCount,
    messages: records - leadCount,
    activity: generated.reduce((sum, record) => sum + record.activity.length, 0),
    seconds: (performance.now() - started) / 1000,
  };
}
