import type { PageMetaInput } from "./page-meta-input";

// /resources: the filter buttons, the featured items and the library list.

export const RESOURCE_TYPES = ["blog", "whitepaper", "case-study", "documentation", "webinar"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

const RESOURCE_CATEGORY_IDS = ["all", "blog", "whitepapers", "case-studies", "documentation", "webinars"] as const;
export type ResourceCategoryId = (typeof RESOURCE_CATEGORY_IDS)[number];

/** The counts are fixed marketing figures, not a count of the items listed below. */
export type ResourceCategory = { id: ResourceCategoryId; label: string; count: number };

/**
 * A resource in the library. No `image`: each card shows its type's icon instead, so the page
 * loads no picture files on slow networks. Figures (views, downloads, attendees) are marketing text.
 */
export type Resource = {
  id: string;
  type: ResourceType;
  title: string;
  description: string;
  /** Topic shown as a badge (the filter buttons use `type`, see filter-resources.ts). */
  category: string;
  /** ISO date: publication, or the webinar's date. */
  date: string;
  readTime?: string;
  views?: number;
  downloads?: number;
  attendees?: number;
  duration?: string;
  featured: boolean;
  upcoming: boolean;
  tags: string[];
  /** Where the card's button leads: the page on the site that covers the subject. */
  href: string;
};

export const resourcesSeo: PageMetaInput = {
  title: "Resources: Guides, Case Studies, Webinars and Articles",
  description:
    "Articles, whitepapers, case studies, documentation and webinars on cloud, security, AI automation and backup for East African organizations.",
  path: "/resources",
};

export const resourcesHero = {
  title: "Resources & Insights",
  lead: "Practical articles, whitepapers, case studies, documentation and webinars from the engineers who run IT for 500+ East African organizations.",
  searchLabel: "Search resources",
  searchPlaceholder: "Search by title, topic or tag…",
  /** Submits the filter form; with script the list already follows every keystroke. */
  searchButton: "Search",
};

export const resourceCategories: ResourceCategory[] = [
  { id: "all", label: "All Resources", count: 45 },
  { id: "blog", label: "Blog Posts", count: 18 },
  { id: "whitepapers", label: "Whitepapers", count: 12 },
  { id: "case-studies", label: "Case Studies", count: 8 },
  { id: "documentation", label: "Documentation", count: 6 },
  { id: "webinars", label: "Webinars", count: 5 },
];

export const resourceTypeLabels: Record<ResourceType, string> = {
  blog: "Blog",
  whitepaper: "Whitepaper",
  "case-study": "Case Study",
  documentation: "Documentation",
  webinar: "Webinar",
};

// UTC so the server and the browser print the same day.
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A resource's date as its card shows it: "21 Jan 2027". */
export const resourceDate = (r: Resource): string => dateFormat.format(new Date(r.date));

/** A figure a resource's card shows: its count and what it counts ("registered" for an upcoming webinar). */
export type ResourceFigure = { count: number; noun: string };

export function resourceFigures(r: Resource): ResourceFigure[] {
  return [
    r.views === undefined ? undefined : { count: r.views, noun: "views" },
    r.downloads === undefined ? undefined : { count: r.downloads, noun: "downloads" },
    r.attendees === undefined ? undefined : { count: r.attendees, noun: r.upcoming ? "registered" : "attendees" },
  ].filter((figure): figure is ResourceFigure => figure !== undefined);
}

/** "864 downloads". */
export const figureText = ({ count, noun }: ResourceFigure): string => `${count.toLocaleString("en-US")} ${noun}`;

/** Tags shown per item; the rest stay searchable. */
export const TAGS_SHOWN_PER_RESOURCE = 3;

export const resourcesPageText = {
  featuredTitle: "Featured",
  listTitle: "All Resources",
  /** `{shown}` and `{total}` are filled in by the page and its script. */
  showing: "Showing {shown} of {total} resources",
  emptyTitle: "No resources found",
  emptyLead: "Try another search term or category.",
  clearFilters: "Clear Filters",
  learnMore: "Learn more",
  register: "Register",
  upcomingBadge: "Upcoming",
  newsletter: {
    title: "Get new resources in your inbox",
    lead: "One email a month with our latest guides, webinars and security advisories. Unsubscribe at any time.",
  },
};

export const resources: Resource[] = [
  {
    id: "choosing-a-microsoft-365-plan",
    type: "blog",
    title: "Business Basic, Standard or Premium: Choosing a Microsoft 365 Plan",
    description:
      "What each Microsoft 365 business plan includes, what it costs per user, and which one fits a law firm, a school or a growing SME.",
    category: "Cloud & Licensing",
    date: "2026-10-14",
    readTime: "6 min read",
    views: 2480,
    featured: true,
    upcoming: false,
    tags: ["Microsoft 365", "Licensing", "SMEs", "Productivity"],
    href: "/products/microsoft-365",
  },
  {
    id: "east-africa-data-protection-whitepaper",
    type: "whitepaper",
    title: "Data Protection in East Africa: Kenya, Uganda and Tanzania Compared",
    description:
      "A practical comparison of Kenya's Data Protection Act 2019, Uganda's DPPA 2019 and Tanzania's PDPA 2022, with a compliance checklist for each.",
    category: "Security & Compliance",
    date: "2026-09-02",
    downloads: 864,
    featured: true,
    upcoming: false,
    tags: ["Compliance", "Data Protection", "Security", "Regulation"],
    href: "/solutions/security-and-compliance",
  },
  {
    id: "whatsapp-automation-live-demo",
    type: "webinar",
    title: "Live Demo: Automating Customer Service on WhatsApp",
    description:
      "Watch us build a WhatsApp assistant that answers balance, booking and order questions, then hands over to a person when it should.",
    category: "AI & Automation",
    date: "2027-01-21",
    duration: "60 min",
    attendees: 140,
    featured: true,
    upcoming: true,
    tags: ["WhatsApp", "AI", "Customer Service"],
    href: "/contact?subject=webinar-registration",
  },
  {
    id: "shared-passwords-warning-signs",
    type: "blog",
    title: "Five Signs Your Business Has Outgrown Shared Email Passwords",
    description:
      "Shared mailboxes and passwords on sticky notes are how most breaches at small firms begin. Here is how to tell it is time for proper identity security.",
    category: "Security & Compliance",
    date: "2026-08-19",
    readTime: "4 min read",
    views: 1730,
    featured: false,
    upcoming: false,
    tags: ["Security", "Identity", "SMEs", "Passwords"],
    href: "/solutions/security-and-compliance",
  },
  {
    id: "whatsapp-api-vs-business-app",
    type: "blog",
    title: "WhatsApp Business App or WhatsApp Business Platform?",
    description:
      "When the free app is enough, when you need the platform's automation and integrations, and what each costs a growing team.",
    category: "AI & Automation",
    date: "2026-07-08",
    readTime: "5 min read",
    views: 2105,
    featured: false,
    upcoming: false,
    tags: ["WhatsApp", "Automation", "Customer Service"],
    href: "/products/whatsapp-messaging-platform",
  },
  {
    id: "backups-are-not-recovery",
    type: "blog",
    title: "Backups Are Not Recovery: Test Your Restore Plan",
    description:
      "A backup you have never restored is a hope, not a plan. A one-hour drill that proves you can get your files and mailboxes back.",
    category: "Backup & Recovery",
    date: "2026-06-11",
    readTime: "7 min read",
    views: 1290,
    featured: false,
    upcoming: false,
    tags: ["Backup", "Disaster Recovery", "Business Continuity"],
    href: "/products/cloud-backup-and-recovery",
  },
  {
    id: "website-retainer-not-rebuild",
    type: "blog",
    title: "Why Your Website Needs a Retainer, Not Another Rebuild",
    description:
      "Sites rebuilt every three years go stale in between. A monthly retainer keeps content, security updates and performance current.",
    category: "Web Design",
    date: "2026-05-20",
    readTime: "5 min read",
    views: 980,
    featured: false,
    upcoming: false,
    tags: ["Web Design", "Retainers", "Marketing"],
    href: "/solutions/web-design-as-a-service",
  },
  {
    id: "cost-of-downtime-whitepaper",
    type: "whitepaper",
    title: "The Real Cost of Downtime for East African SMEs",
    description: "Survey figures on outages, lost sales and recovery times, and the backup and monitoring measures that cut them most.",
    category: "Backup & Recovery",
    date: "2026-03-30",
    downloads: 512,
    featured: false,
    upcoming: false,
    tags: ["Downtime", "Backup", "Monitoring", "SMEs"],
    href: "/products/cloud-backup-and-recovery",
  },
  {
    id: "law-firm-microsoft-365-case-study",
    type: "case-study",
    title: "A 25-Lawyer Firm Moves to Microsoft 365 in One Weekend",
    description: "How a Nairobi law firm secured client files, cut document search time by 60% and gained 40% in productivity.",
    category: "Legal",
    date: "2026-04-15",
    readTime: "8 min read",
    views: 1460,
    featured: false,
    upcoming: false,
    tags: ["Legal", "Microsoft 365", "Migration"],
    href: "/resources/case-studies",
  },
  {
    id: "sacco-whatsapp-case-study",
    type: "case-study",
    title: "A 5,000-Member Savings Cooperative Automates Member Service on WhatsApp",
    description: "Instant balance and loan answers on WhatsApp cut support calls by 65% and resolve 90% of queries without waiting.",
    category: "Banking & Finance",
    date: "2026-02-24",
    readTime: "7 min read",
    views: 1875,
    featured: false,
    upcoming: false,
    tags: ["Banking & Finance", "WhatsApp", "Automation"],
    href: "/resources/case-studies",
  },
  {
    id: "microsoft-365-admin-quick-start",
    type: "documentation",
    title: "Microsoft 365 Admin Quick-Start",
    description:
      "Add users, assign licences, turn on multi-factor authentication and set up shared mailboxes in your first hour as an administrator.",
    category: "Cloud & Licensing",
    date: "2026-09-18",
    readTime: "10 min read",
    featured: false,
    upcoming: false,
    tags: ["Microsoft 365", "Administration", "MFA"],
    href: "/resources/knowledge-base",
  },
  {
    id: "messaging-platform-security-overview",
    type: "documentation",
    title: "Messaging Platform Security Overview",
    description:
      "How conversations are encrypted, where data is stored, who can see it and how long it is kept on the WhatsApp messaging platform.",
    category: "AI & Automation",
    date: "2026-08-05",
    readTime: "6 min read",
    featured: false,
    upcoming: false,
    tags: ["WhatsApp", "Security", "Data Protection"],
    href: "/resources/knowledge-base",
  },
  {
    id: "backup-recovery-in-practice-webinar",
    type: "webinar",
    title: "Recovering a Server in 15 Minutes: Cloud Backup in Practice",
    description:
      "Recorded session: a live restore of a file server and a mailbox from cloud backup, with retention and cost trade-offs explained.",
    category: "Backup & Recovery",
    date: "2026-10-01",
    duration: "45 min",
    attendees: 212,
    featured: false,
    upcoming: false,
    tags: ["Backup", "Disaster Recovery", "Webinar"],
    href: "/products/cloud-backup-and-recovery",
  },
];
