// The vocabulary of the sales desk benchmark's synthetic records (scripts/bench/desk-seed.ts): the
// spread of offices, sources, campaigns, owners, names and companies a real inbox has.

import type { LeadStatus } from "../../shared/desk";
import type { OfficeId } from "../../shared/office-ids";

/** Share of the records that are chat leads; the rest are contact-table rows. */
export const LEAD_SHARE = 0.7;
/** Of the contact-table rows: contact messages, guide requests, then newsletter sign-ups (which the desk does not show). */
export const MESSAGE_KINDS = [
  ["contact", 0.6],
  ["guide", 0.3],
  ["newsletter", 0.1],
] as const;
export const SPAM_SHARE = 0.02;
export const HISTORY_DAYS = 548;
/** Rows per INSERT statement. */
export const ROWS_PER_INSERT = 1000;
/** Statements per transaction (client.batch). */
export const INSERTS_PER_BATCH = 4;

export const OFFICES: [OfficeId, number, { country: string; dial: string }][] = [
  ["nairobi", 0.5, { country: "KE", dial: "+254 7" }],
  ["kampala", 0.25, { country: "UG", dial: "+256 7" }],
  ["dar-es-salaam", 0.25, { country: "TZ", dial: "+255 7" }],
];

/** Where visits came from: utm sources with their medium, a referring site, or nothing (direct). */
export const DESK_SOURCES: [source: string, weight: number, medium: string | null][] = [
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
export const REFERRAL_SOURCES = new Set(["techweez.com"]);

export const CAMPAIGNS = [
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

export const DESK_OWNERS = [
  "amina.odhiambo",
  "brian.kiprop",
  "grace.nakato",
  "joseph.mwakyusa",
  "lucy.wambui",
  "peter.ssempala",
  "rehema.mushi",
  "samuel.otieno",
].map((name) => `${name}@kilele.tech`);

export const FIRST_NAMES = [
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
export const COMPANY_STEMS = [
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
export const COMPANY_KINDS = [
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
export const FREE_MAIL = ["gmail.com", "yahoo.com", "outlook.com"];
export const TLDS: Record<OfficeId, string> = { nairobi: "co.ke", kampala: "co.ug", "dar-es-salaam": "co.tz" };
export const LOST_REASONS = ["No budget", "Chose a competitor", "No answer after five attempts", "Not a fit", "Project postponed"];
export const SPAM_REASONS = ["honeypot filled", "form token older than 24 h", "malformed form token", "form token not signed by us"];
export const SUBJECTS = [
  "Quotation request",
  "Microsoft 365 licences",
  "Website redesign",
  "Backup for our branches",
  "Partnership",
  "Support contract",
];

/** How far sales have got with a record of this age: recent ones are mostly new, old ones decided. */
export function statusWeights(ageDays: number): [LeadStatus, number][] {
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
