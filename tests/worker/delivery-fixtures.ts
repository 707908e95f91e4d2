import type {
  ContactRecord,
  DeliveryEventType,
  DeliveryJob,
  DeliveryRecord,
  Destination,
  GuideRecord,
  LeadRecord,
  NewsletterRecord,
} from "../../worker/delivery/delivery-record";

// One record of each kind as a destination receives it, and the job that carries it. Visitor text
// holds markup and line breaks on purpose, so every destination's escaping is exercised.

const attribution = {
  source: "linkedin",
  utm_source: "linkedin",
  utm_medium: "paid-social",
  utm_campaign: "q4-managed-it",
  referrer_host: "www.linkedin.com",
  landing_path: "/services/managed-it",
};

export function leadRecord(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    kind: "lead",
    id: crypto.randomUUID(),
    version: 1,
    sessionId: crypto.randomUUID(),
    intent: "sales",
    answers: {
      orgType: "Banking & Finance",
      companySize: "51–300",
      primaryNeed: "Managed IT",
      currentStack: "Microsoft 365",
      urgency: "Now",
      budget: "Enterprise",
    },
    contact: { name: "Amina <b>Otieno</b>", email: "amina@acme-bank.co.ke", company: "Acme & Sons Bank", phone: "+254 712 345 678" },
    score: { leadScore: 95, isHighValue: true, breakdown: { size: 25, budget: 25, urgency: 25, orgType: 10, phone: 5, companyEmail: 5 } },
    recommendations: [
      {
        id: "microsoft-365-business-standard",
        name: "Microsoft 365 Business Standard",
        url: "/products/microsoft-365",
        reason: "You already run <Microsoft 365>",
      },
    ],
    consent: { marketing: true, noticeVersion: "2026-10" },
    office: { id: "nairobi", city: "Nairobi", reason: "phone" },
    attribution,
    submittedAt: "2026-11-23T08:15:00.000Z",
    ...overrides,
  } as LeadRecord;
}

/** A lead below the high-value threshold, routed to Kampala by the visitor's country. */
export function lowValueLeadRecord(): LeadRecord {
  return leadRecord({
    answers: { orgType: "NGOs", companySize: "1–10", primaryNeed: "Email", currentStack: null, urgency: "90 days", budget: "Entry" },
    contact: { name: "Peter Okello", email: "peter@gmail.com", company: null, phone: null },
    score: { leadScore: 19, isHighValue: false, breakdown: { size: 5, budget: 5, urgency: 5, orgType: 4, phone: 0, companyEmail: 0 } },
    recommendations: [],
    office: { id: "kampala", city: "Kampala", reason: "country" },
    attribution: { source: "direct" },
  });
}

export function contactRecord(): ContactRecord {
  return {
    kind: "contact",
    id: crypto.randomUUID(),
    contact: { name: "Baraka Mushi", email: "baraka@example.co.tz", company: "Mushi Logistics", phone: "+255 754 000 111" },
    subject: "Quote\r\nBcc: attacker@example.com",
    message: "We need <script>alert(1)</script> backups\nfor 40 staff & two sites.",
    serviceInterest: "Cloud backup",
    office: { id: "dar-es-salaam", city: "Dar es Salaam", reason: "phone" },
    attribution,
    submittedAt: "2026-11-23T09:00:00.000Z",
  };
}

export function guideRecord(): GuideRecord {
  return {
    kind: "guide",
    id: crypto.randomUUID(),
    contact: { name: "Grace Nakato", email: "grace@example.ug", company: "Nakato Clinics", phone: null },
    guide: { id: "cybersecurity-checklist", title: "Cybersecurity checklist for East African SMEs" },
    office: { id: "kampala", city: "Kampala", reason: "country" },
    attribution: { source: "google", utm_source: "google", gclid: "abc123" },
    submittedAt: "2026-11-23T10:00:00.000Z",
  };
}

export function newsletterRecord(): NewsletterRecord {
  return {
    kind: "newsletter",
    id: crypto.randomUUID(),
    email: "reader@example.com",
    office: { id: "nairobi", city: "Nairobi", reason: "default" },
    attribution: { source: "news.ycombinator.com", referrer_host: "news.ycombinator.com" },
    submittedAt: "2026-11-23T11:00:00.000Z",
  };
}

const EVENT_TYPE: Record<DeliveryRecord["kind"], DeliveryEventType> = {
  lead: "lead.created",
  contact: "contact.created",
  guide: "guide.requested",
  newsletter: "newsletter.subscribed",
};

/** The job for one record and destination; a lead of version > 1 is `lead.updated`. */
export function deliveryJob(record: DeliveryRecord, destination: Destination): DeliveryJob {
  const type = record.kind === "lead" && record.version > 1 ? "lead.updated" : EVENT_TYPE[record.kind];
  return { deliveryId: crypto.randomUUID(), destination, event: { type, timestamp: record.submittedAt, data: record } };
}

export const allRecordKinds = (): DeliveryRecord[] => [leadRecord(), contactRecord(), guideRecord(), newsletterRecord()];

/** A Standard Webhooks secret: whsec_ + base64 of 32 random bytes. */
export function webhookSecret(): string {
  return `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;
}
