// The four product pages: trust stats, feature cards, plans and, for
// Microsoft 365, the implementation steps and FAQ. Plans live in product-plans.ts.
import { catalogEntry } from "./catalog-lookup";
import type { MarketingPage } from "./content-schemas";
import { contactCta, meetingCta } from "./cta";
import { cloudBackupPlans, googleWorkspacePlans, microsoft365Plans, whatsappPlatformPlans } from "./product-plans";

const microsoft365 = catalogEntry("/products/microsoft-365");
const googleWorkspace = catalogEntry("/products/google-workspace");
const whatsappPlatform = catalogEntry("/products/whatsapp-messaging-platform");
const cloudBackup = catalogEntry("/products/cloud-backup-and-recovery");

const microsoft365Trial = contactCta("Start Free Trial", "microsoft-365-free-trial");
const microsoft365Consultation = meetingCta("Book Consultation");

export const microsoft365Page: MarketingPage = {
  path: microsoft365.href,
  seo: {
    title: "Microsoft 365 Business Plans, Migration & Support",
    description:
      "Microsoft 365 Business Basic, Standard and Premium with fast migration, staff training and local support in Kenya, Uganda and Tanzania.",
  },
  hero: {
    eyebrow: microsoft365.title,
    title: "Microsoft 365 for East African Businesses",
    lead: "Email, Teams, Office apps and security in one subscription — licensed, migrated and supported by our local engineers.",
  },
  heroActions: [microsoft365Trial, microsoft365Consultation],
  stats: [
    { value: "1000+", label: "Users migrated" },
    { value: "99.9%", label: "Uptime" },
    { value: "24h", label: "Migration" },
  ],
  sections: [
    {
      kind: "features",
      id: "features",
      title: "Everything your team needs to work together",
      cards: [
        {
          icon: "mail",
          title: "Business email",
          description: "Outlook email and calendars on your own domain, protected from spam and phishing.",
        },
        { icon: "chat", title: "Teams", description: "Chat, calls and online meetings that work on slow connections and mobile phones." },
        {
          icon: "cloud",
          title: "OneDrive & SharePoint",
          description: "Files stored safely in the cloud and shared with colleagues and clients.",
        },
        {
          icon: "file",
          title: "Office apps",
          description: "Word, Excel and PowerPoint on the web, mobile and — with Standard — the desktop.",
        },
        { icon: "shield", title: "Built-in security", description: "Multi-factor sign-in, threat protection and data loss prevention." },
        {
          icon: "cpu",
          title: "Device management",
          description: "Set up, secure and wipe laptops and phones remotely with Business Premium.",
        },
      ],
    },
    {
      kind: "plans",
      id: "plans",
      title: "Microsoft 365 plans",
      lead: "Prices per user per month. Mix plans across your team; we help you choose.",
      plans: microsoft365Plans,
    },
    {
      kind: "process",
      id: "implementation",
      title: "Implementation in three steps",
      steps: [
        { title: "Assessment", description: "We review your mailboxes, files, devices and licences and agree a migration plan." },
        { title: "Migration", description: "Email, calendars and files move over — usually within 24 hours — with no lost messages." },
        { title: "Training", description: "Your staff learn Outlook, Teams and OneDrive in short, practical sessions." },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Microsoft 365 questions",
      items: [
        {
          question: "Which plan should we choose?",
          answer:
            "Business Basic suits teams that work in the browser, Business Standard adds the desktop Office apps, and Business Premium adds device management and advanced security. Many clients mix plans by role.",
        },
        {
          question: "Will we lose email during the migration?",
          answer:
            "No. We copy mailboxes before switching mail delivery, so messages keep arriving throughout; most migrations finish within 24 hours.",
        },
        { question: "Can we pay in local currency?", answer: "Yes. We invoice in KES, UGX or TZS as well as USD, monthly or annually." },
        {
          question: "Is our data protected under the Data Protection Act?",
          answer:
            "Microsoft 365 supports Kenya, Uganda and Tanzania data protection requirements; Business Premium adds data loss prevention and we configure the policies for you.",
        },
      ],
    },
  ],
  cta: {
    title: "Ready to move to Microsoft 365?",
    lead: "Try it with your team first, or talk to an engineer about your migration.",
    actions: [microsoft365Trial, microsoft365Consultation],
  },
};

export const googleWorkspacePage: MarketingPage = {
  path: googleWorkspace.href,
  seo: {
    title: "Google Workspace Plans, Migration & Support",
    description:
      "Google Workspace Business Starter, Standard and Plus set up, migrated and supported by local engineers in Kenya, Uganda and Tanzania.",
  },
  hero: {
    eyebrow: googleWorkspace.title,
    title: "Google Workspace for Teams That Live in the Browser",
    lead: "Gmail, Drive, Meet and Docs on your own domain, set up in days and supported locally.",
  },
  heroActions: [contactCta("Get Started", "google-workspace"), meetingCta("Book Consultation")],
  stats: [
    { value: "800+", label: "Users" },
    { value: "99.8%", label: "Uptime" },
    { value: "12h", label: "Migration" },
  ],
  sections: [
    {
      kind: "features",
      id: "features",
      title: "Simple tools your team already knows",
      cards: [
        {
          icon: "mail",
          title: "Gmail for business",
          description: "Professional email on your domain with strong spam and phishing protection.",
        },
        { icon: "video", title: "Google Meet", description: "Video meetings from any browser or phone, no installs required." },
        {
          icon: "cloud",
          title: "Drive & shared drives",
          description: "Store, share and find files from anywhere, with team-owned folders.",
        },
        { icon: "file", title: "Docs, Sheets & Slides", description: "Write and edit together in real time, even on a phone." },
        { icon: "lock", title: "Admin & security", description: "Two-step verification, device rules and audit logs from one console." },
        { icon: "users", title: "Local support", description: "Our engineers migrate your data and answer your team's questions." },
      ],
    },
    {
      kind: "plans",
      id: "plans",
      title: "Google Workspace plans",
      lead: "Prices per user per month, with migration and support from our team.",
      plans: googleWorkspacePlans,
    },
  ],
  cta: {
    title: "Switch to Google Workspace",
    lead: "Tell us about your team and we will plan your migration.",
    actions: [contactCta("Get Started", "google-workspace"), { label: "Chat with us", action: "open-chat" }],
  },
};

export const whatsappPlatformPage: MarketingPage = {
  path: whatsappPlatform.href,
  seo: {
    title: "WhatsApp Messaging Platform for Business",
    description: "Automate customer conversations on WhatsApp: instant AI answers, hand-over to staff and integration with your systems.",
  },
  hero: {
    eyebrow: whatsappPlatform.title,
    title: "Answer Every Customer Instantly on WhatsApp",
    lead: "An AI assistant on the app your customers already use: balances, bookings, orders and FAQs answered day and night.",
  },
  heroActions: [contactCta("Book a Demo", "whatsapp-demo"), { label: "Chat with us", action: "open-chat" }],
  stats: [
    { value: "65%", label: "Fewer support calls" },
    { value: "90%", label: "Of queries resolved instantly" },
    { value: "24/7", label: "Availability" },
  ],
  sections: [
    {
      kind: "features",
      id: "features",
      title: "Automation that feels personal",
      cards: [
        {
          icon: "zap",
          title: "Instant AI answers",
          description: "Trained on your FAQs, prices and policies; answers in English and Swahili.",
        },
        { icon: "users", title: "Human hand-over", description: "Complex conversations pass to your staff with the full history." },
        {
          icon: "database",
          title: "System integration",
          description: "Connects to your CRM, core banking or booking system for live answers.",
        },
        { icon: "chart", title: "Analytics", description: "See what customers ask, how fast they are served and where to improve." },
        { icon: "lock", title: "Secure by design", description: "End-to-end encrypted messaging and data kept to what each answer needs." },
        { icon: "mail", title: "Broadcasts", description: "Send reminders and offers to customers who opted in." },
      ],
    },
    {
      kind: "plans",
      id: "plans",
      title: "WhatsApp platform plans",
      lead: "Monthly plans by message volume; upgrade as you grow.",
      plans: whatsappPlatformPlans,
    },
  ],
  cta: {
    title: "See your assistant in action",
    lead: "We build a demo on your own FAQs so you can try it before you commit.",
    actions: [contactCta("Book a Demo", "whatsapp-demo"), { label: "Chat with us", action: "open-chat" }],
  },
};

export const cloudBackupPage: MarketingPage = {
  path: cloudBackup.href,
  seo: {
    title: "Cloud Backup & Disaster Recovery",
    description:
      "Encrypted cloud backup of files, mailboxes and servers with fast recovery, priced per TB, supported from Nairobi, Kampala and Dar es Salaam.",
  },
  hero: {
    eyebrow: cloudBackup.title,
    title: "Cloud Backup That Brings You Back in Minutes",
    lead: "Automatic, encrypted backups of files, Microsoft 365 and Google Workspace mailboxes and servers, with recovery tested for you.",
  },
  heroActions: [contactCta("Protect My Data", "backup"), meetingCta("Book Consultation")],
  stats: [
    { value: "99.99%", label: "Uptime" },
    { value: "15 min", label: "Recovery" },
    { value: "0", label: "Data loss incidents" },
  ],
  sections: [
    {
      kind: "features",
      id: "features",
      title: "Protection against every kind of loss",
      cards: [
        { icon: "lock", title: "Encrypted backups", description: "AES-256 encryption in transit and at rest; only you hold the keys." },
        { icon: "clock", title: "Automatic schedules", description: "Backups run on their own; you get an alert if one ever fails." },
        { icon: "shield", title: "Ransomware protection", description: "Immutable copies that attackers cannot change or delete." },
        { icon: "mail", title: "Mailbox backup", description: "Microsoft 365 and Google Workspace mail, files and calendars." },
        { icon: "server", title: "Server recovery", description: "Restore a whole server or a single file in minutes." },
        { icon: "check", title: "Tested recovery", description: "Regular restore tests, so recovery works when you need it." },
      ],
    },
    {
      kind: "plans",
      id: "plans",
      title: "Backup plans",
      lead: "Priced per terabyte of protected data per month.",
      plans: cloudBackupPlans,
    },
  ],
  cta: {
    title: "Find out how protected you are",
    lead: "A free backup review shows what you could lose today and how fast you could recover.",
    actions: [contactCta("Get a Free Backup Review", "backup-review"), { label: "Chat with us", action: "open-chat" }],
  },
};
