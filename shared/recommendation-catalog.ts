import type { OrgType, RecommendationId } from "./allowed-values";

// What the assistant can recommend: name, page and reason text. Shared copy: the chat shows it and
// the server stores it with the lead. Each reason = what the product gives + why it fits the org type.

type Family = "microsoft365" | "googleWorkspace" | "messaging" | "backup" | "webDesign" | "dataAnalytics";

/** SMEs wording is the default for an org type without its own sentence. */
export type ReasonsByOrgType = { SMEs: string } & Partial<Record<OrgType, string>>;

type CatalogEntry = { family: Family; name: string; url: string; summary: string };

export const recommendationCatalog: Record<RecommendationId, CatalogEntry> = {
  "microsoft-365-business-basic": {
    family: "microsoft365",
    name: "Microsoft 365 Business Basic",
    url: "/products/microsoft-365",
    summary: "Business email, Teams and 1TB of OneDrive storage per user, from $6 per user per month.",
  },
  "microsoft-365-business-standard": {
    family: "microsoft365",
    name: "Microsoft 365 Business Standard",
    url: "/products/microsoft-365",
    summary: "Everything in Business Basic plus the desktop Office apps, from $12.50 per user per month.",
  },
  "microsoft-365-business-premium": {
    family: "microsoft365",
    name: "Microsoft 365 Business Premium",
    url: "/products/microsoft-365",
    summary: "Adds device management and advanced threat protection to the Office apps, from $22 per user per month.",
  },
  "google-workspace": {
    family: "googleWorkspace",
    name: "Google Workspace",
    url: "/products/google-workspace",
    summary: "Gmail, Drive and Meet with simple administration, from $6 per user per month.",
  },
  "whatsapp-messaging-platform": {
    family: "messaging",
    name: "WhatsApp Messaging Platform",
    url: "/products/whatsapp-messaging-platform",
    summary: "Automated answers, reminders and notifications on the app your customers already use.",
  },
  "cloud-backup-recovery": {
    family: "backup",
    name: "Cloud Backup & Recovery",
    url: "/products/cloud-backup-and-recovery",
    summary: "Automatic, encrypted off-site backups with fast recovery, from $49 per TB per month.",
  },
  "web-design-starter": {
    family: "webDesign",
    name: "Web Design as a Service — Starter",
    url: "/solutions/web-design-as-a-service",
    summary: "A professional, maintained website for a small team, launched in about 4 weeks.",
  },
  "web-design-growth": {
    family: "webDesign",
    name: "Web Design as a Service — Growth",
    url: "/solutions/web-design-as-a-service",
    summary: "A larger site with integrations and monthly improvements for a growing team.",
  },
  "web-design-enterprise": {
    family: "webDesign",
    name: "Web Design as a Service — Enterprise",
    url: "/solutions/web-design-as-a-service",
    summary: "A custom, high-traffic site with dedicated design and development hours.",
  },
  "data-analytics": {
    family: "dataAnalytics",
    name: "Data & Analytics Solutions",
    url: "/solutions/data-and-analytics",
    summary: "Dashboards and reports that bring your data sources together, from $500 per month.",
  },
};

export const reasonsByFamily: Record<Family, ReasonsByOrgType> = {
  microsoft365: {
    SMEs: "Gives a growing business professional email and shared files without an IT department.",
    Legal: "Keeps client correspondence and matter files secure, searchable and available from court.",
    "Banking & Finance": "Meets the access controls and audit trails that regulators expect of financial institutions.",
    Healthcare: "Lets clinical and admin staff share schedules and records securely across sites.",
    Education: "Gives staff and students email, Teams classes and shared coursework at education-friendly cost.",
    Manufacturing: "Connects the plant floor, warehouse and office on one set of tools.",
    NGOs: "Keeps field teams and head office working together, with non-profit licensing options.",
    Government: "Provides managed, compliant collaboration for public-sector departments.",
  },
  googleWorkspace: {
    SMEs: "Simple, browser-based tools that a small team can run without specialist IT staff.",
    Legal: "Keeps your current Google tools while we tighten sharing and retention for client files.",
    "Banking & Finance": "Keeps your current Google tools while we add the security controls finance requires.",
    Healthcare: "Keeps your current Google tools while we secure how patient information is shared.",
    Education: "Google Classroom and Drive are a natural fit for teaching and student collaboration.",
    Manufacturing: "Keeps your current Google tools and connects plant and office teams.",
    NGOs: "Works well on low-cost devices and patchy connections in the field, with non-profit pricing.",
    Government: "Keeps your current Google tools with managed administration and data controls.",
  },
  messaging: {
    SMEs: "Answer customers and take orders on WhatsApp around the clock without adding staff.",
    Legal: "Send appointment reminders and case updates to clients on the channel they read first.",
    "Banking & Finance": "Give members balance, loan and payment updates instantly and securely.",
    Healthcare: "Send appointment reminders and answer patient questions, cutting missed visits and calls.",
    Education: "Reach parents and students with fees reminders, results and announcements.",
    Manufacturing: "Keep distributors and customers informed about orders and deliveries.",
    NGOs: "Reach beneficiaries and volunteers at scale on the app they already use.",
    Government: "Answer citizens' common questions instantly and reduce queues at service desks.",
  },
  backup: {
    SMEs: "Protects the files your business cannot run without, recoverable in minutes.",
    Legal: "Client files and case records stay recoverable and retained for as long as the law requires.",
    "Banking & Finance": "Meets regulators' expectations for data retention and disaster recovery.",
    Healthcare: "Patient records stay protected and recoverable, even after ransomware or hardware failure.",
    Education: "Protects student records, coursework and staff files.",
    Manufacturing: "Keeps production, inventory and design data safe from downtime.",
    NGOs: "Protects programme data and donor records across offices and the field.",
    Government: "Keeps public records protected and recoverable to meet continuity obligations.",
  },
  webDesign: {
    SMEs: "A modern website that brings in enquiries while you focus on running the business.",
    Legal: "A credible, professional site that presents your practice areas and wins client trust.",
    "Banking & Finance": "A secure, trustworthy site that explains your products and captures applications.",
    Healthcare: "Helps patients find your services, opening hours and book appointments.",
    Education: "Presents your programmes and admissions clearly to students and parents.",
    Manufacturing: "Showcases your products and capabilities to distributors and buyers.",
    NGOs: "Tells your story to donors and partners and makes giving easy.",
    Government: "Makes public information and services accessible to every citizen.",
  },
  dataAnalytics: {
    SMEs: "Turns sales and customer data into simple dashboards you can act on.",
    Legal: "Shows matter, billing and utilisation figures in one place.",
    "Banking & Finance": "Brings loan, member and risk data into clear dashboards for faster decisions and reporting.",
    Healthcare: "Tracks patient flow, stock and outcomes to plan capacity.",
    Education: "Follows enrolment, attendance and results to support students early.",
    Manufacturing: "Monitors production, downtime and stock levels to cut waste.",
    NGOs: "Measures programme impact for donor reporting.",
    Government: "Turns service and budget data into reports for planning and transparency.",
  },
};
