// The six solution landing pages. Their packages and prices live in
// solution-packages.ts; this module holds the copy around them.
import { catalogEntry } from "./catalog-lookup";
import type { MarketingPage } from "./content-schemas";
import { contactCta, openChatCta } from "./cta";
import { formatUsd } from "./price-format";
import {
  aiMessagingPackages,
  cloudLicensingPackages,
  dataAnalyticsPackages,
  securityCompliancePackages,
  smeTransformationMethod,
  smeTransformationPackages,
  webDesignCommitment,
  webDesignMinimumTotal,
  webDesignPackages,
  webDesignRetainers,
} from "./solution-packages";

const cloudLicensing = catalogEntry("/solutions/cloud-and-licensing");
const aiMessaging = catalogEntry("/solutions/ai-and-messaging-automation");
const webDesign = catalogEntry("/solutions/web-design-as-a-service");
const smeTransformation = catalogEntry("/solutions/sme-digital-transformation");
const securityCompliance = catalogEntry("/solutions/security-and-compliance");
const dataAnalytics = catalogEntry("/solutions/data-and-analytics");
const whatsappPlatform = catalogEntry("/products/whatsapp-messaging-platform");

export const cloudLicensingPage: MarketingPage = {
  path: cloudLicensing.href,
  seo: {
    title: "Cloud Productivity Licensing & Migration",
    description:
      "Microsoft 365 and Google Workspace licensing, migration and managed support for East African organizations, from $99 a month.",
  },
  hero: {
    eyebrow: cloudLicensing.title,
    title: "Cloud Productivity, Licensed and Managed for You",
    lead: "We license, migrate and manage Microsoft 365 or Google Workspace so your team simply works — with local support in three countries.",
  },
  heroActions: [contactCta("Get Retainer Quote", "retainer-quote"), openChatCta("Ask a Question")],
  stats: [
    { value: "2–4 weeks", label: "Typical migration" },
    { value: "500+", label: "Organizations supported" },
    { value: "24/7", label: "Support" },
  ],
  sections: [
    {
      kind: "features",
      id: "included",
      title: "What is included",
      cards: [
        {
          icon: "award",
          title: "The right licences",
          description: "We match Microsoft 365 or Google Workspace plans to each role, so you never pay for unused features.",
        },
        {
          icon: "cloud",
          title: "Careful migration",
          description: "Email, files and calendars move over in phases, without downtime for your team.",
        },
        { icon: "shield", title: "Secure set-up", description: "Multi-factor sign-in, backups and security baselines from day one." },
        { icon: "users", title: "Managed support", description: "A local help desk handles users, licences and questions every month." },
      ],
    },
    {
      kind: "plans",
      id: "packages",
      title: "Managed licensing packages",
      lead: "A monthly management fee; licences are billed at the vendor's price.",
      plans: cloudLicensingPackages,
    },
    {
      kind: "process",
      id: "process",
      title: "How we get you there",
      steps: [
        { title: "Discover", description: "We audit your current email, files, devices and licences." },
        { title: "Plan", description: "You get a fixed-price plan with licence choices and a migration timetable." },
        { title: "Migrate", description: "We move mailboxes and files in phases, typically over 2–4 weeks." },
        { title: "Support", description: "Our help desk manages users, licences and security every month." },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      title: "Frequently asked questions",
      items: [
        {
          question: "Microsoft 365 or Google Workspace?",
          answer:
            "Both work well. Microsoft 365 suits teams that rely on desktop Office files; Google Workspace suits teams that work in the browser. We recommend one after the discovery step.",
        },
        {
          question: "Do licence costs come on top of the package?",
          answer:
            "Yes. Packages cover management and support; licences are billed monthly at the vendor's price, in local currency if you prefer.",
        },
        {
          question: "How long does migration take?",
          answer: "Most organizations migrate within 2–4 weeks, moving in phases so that email keeps flowing.",
        },
        {
          question: "What happens if we outgrow our package?",
          answer: "You move to the next package at the start of the following month; no new contract is needed.",
        },
      ],
    },
  ],
  cta: {
    title: "Let us manage your cloud licences",
    lead: "Tell us how many users you have and we will send a retainer quote within one business day.",
    actions: [contactCta("Get Retainer Quote", "retainer-quote"), openChatCta("Chat with us")],
  },
};

export const aiMessagingPage: MarketingPage = {
  path: aiMessaging.href,
  seo: {
    title: "AI & WhatsApp Messaging Automation",
    description:
      "AI assistants on WhatsApp that answer customers instantly, connect to your systems and hand over to staff. Live in 24–48 hours.",
  },
  hero: {
    eyebrow: aiMessaging.title,
    title: "AI Assistants That Serve Your Customers on WhatsApp",
    lead: "Automate balance checks, bookings, orders and FAQs on WhatsApp, with a smooth hand-over to your team for everything else.",
  },
  heroActions: [
    contactCta("Book a Demo", "ai-messaging-demo"),
    { label: `Explore the ${whatsappPlatform.title}`, href: whatsappPlatform.href },
  ],
  stats: [
    { value: "24–48 hours", label: "Go-live" },
    { value: "2", label: "Languages: English & Swahili" },
    { value: "24/7", label: "Answers for customers" },
  ],
  sections: [
    {
      kind: "features",
      id: "capabilities",
      title: "What your assistant can do",
      cards: [
        { icon: "chat", title: "Answer questions", description: "Opening hours, prices, requirements and policies, answered in seconds." },
        { icon: "database", title: "Look up records", description: "Balances, order status and appointments from your own systems." },
        { icon: "zap", title: "Complete tasks", description: "Book appointments, take orders and collect documents in the chat." },
        { icon: "users", title: "Hand over to people", description: "Passes complex cases to staff with the whole conversation attached." },
      ],
    },
    {
      kind: "plans",
      id: "packages",
      title: "Automation packages",
      lead: "Priced by monthly conversations, including set-up, training and monitoring.",
      plans: aiMessagingPackages,
    },
  ],
  cta: {
    title: "Put your customer service on autopilot",
    lead: "We build a working demo on your own questions in a few days.",
    actions: [
      contactCta("Book a Demo", "ai-messaging-demo"),
      { label: `Explore the ${whatsappPlatform.title}`, href: whatsappPlatform.href },
    ],
  },
};

export const webDesignPage: MarketingPage = {
  path: webDesign.href,
  seo: {
    title: "Web Design as a Service",
    description: "A website designed, hosted and updated for one monthly fee, launched in 4 weeks, with retainers for ongoing changes.",
  },
  hero: {
    eyebrow: webDesign.title,
    title: "A Website That Works as Hard as You Do",
    lead: "Design, hosting, security and updates for one monthly fee. We launch in 4 weeks and keep improving your site every month.",
  },
  heroActions: [contactCta("Start Your Website", "web-design"), openChatCta("Ask a Question")],
  stats: [
    { value: "200+", label: "Websites launched" },
    { value: "4 weeks", label: "To launch" },
    { value: "72h", label: "Average turnaround on changes" },
  ],
  sections: [
    {
      kind: "features",
      id: "included",
      title: "Everything in one monthly fee",
      cards: [
        { icon: "globe", title: "Custom design", description: "A mobile-first design built around your brand and your customers." },
        { icon: "server", title: "Hosting & security", description: "Fast hosting, SSL, daily backups and security updates." },
        { icon: "chart", title: "Search & analytics", description: "Found on Google, with clear monthly reports on visitors and leads." },
        { icon: "clock", title: "Ongoing changes", description: "New pages, offers and content, with a 72-hour average turnaround." },
      ],
    },
    {
      kind: "plans",
      id: "packages",
      title: "Web design packages",
      lead: "Choose by the size of your organization.",
      plans: webDesignPackages,
      notes: [`Mandatory ${webDesignCommitment.minimumMonths}-month minimum commitment.`, webDesignCommitment.earlyCancellation],
    },
    {
      kind: "facts",
      id: "commitment",
      title: `Totals over the ${webDesignCommitment.minimumMonths}-month minimum`,
      facts: webDesignPackages.flatMap((plan) => {
        const total = webDesignMinimumTotal(plan);
        return total === null ? [] : [{ label: plan.name, value: formatUsd(total) }];
      }),
    },
    {
      kind: "plans",
      id: "retainers",
      title: "Website retainers",
      lead: "Already have a site? Keep it fresh with a monthly block of design and development hours.",
      plans: webDesignRetainers,
      notes: [`All retainers require a ${webDesignCommitment.minimumMonths}-month commitment.`],
    },
  ],
  cta: {
    title: "Launch your new website in 4 weeks",
    lead: "Tell us about your business and we will send a design proposal.",
    actions: [contactCta("Start Your Website", "web-design"), contactCta("Get Retainer Quote", "retainer-quote")],
  },
};

export const smeTransformationPage: MarketingPage = {
  path: smeTransformation.href,
  seo: {
    title: "SME Digital Transformation in 90 Days",
    description: "A fixed-price, 90-day programme that moves growing East African businesses onto cloud tools, automation and dashboards.",
  },
  hero: {
    eyebrow: smeTransformation.title,
    title: "Transform Your Business in 90 Days",
    lead: "A fixed-price programme that moves your team onto modern cloud tools, automates the busywork and trains everyone to use it.",
  },
  heroActions: [contactCta("Book a Free Assessment", "sme-assessment"), { label: "Download the SME Playbook", href: "/resources/guides" }],
  stats: [
    { value: "300+", label: "SMEs transformed" },
    { value: "90 days", label: "From plan to results" },
    { value: "3", label: "Countries served" },
  ],
  sections: [
    {
      kind: "plans",
      id: "packages",
      title: "Transformation packages",
      lead: "One fixed price per project, sized by the number of employees.",
      plans: smeTransformationPackages,
    },
    {
      kind: "process",
      id: "method",
      title: "Our 90-day method",
      steps: smeTransformationMethod,
    },
  ],
  cta: {
    title: "Start with a free assessment",
    lead: "We map your tools and processes and show what 90 days can change. Or read our playbook first.",
    actions: [contactCta("Book a Free Assessment", "sme-assessment"), { label: "Download the SME Playbook", href: "/resources/guides" }],
  },
};

export const securityCompliancePage: MarketingPage = {
  path: securityCompliance.href,
  seo: {
    title: "Cybersecurity & Data Protection Compliance",
    description:
      "AI-driven threat protection, 24/7 monitoring and Data Protection Act compliance for organizations in Kenya, Uganda and Tanzania.",
  },
  hero: {
    eyebrow: securityCompliance.title,
    title: "Security and Compliance Without the Headaches",
    lead: "AI-driven threat protection, round-the-clock monitoring and a clear path to Data Protection Act compliance in Kenya, Uganda and Tanzania.",
  },
  heroActions: [contactCta("Get a Security Assessment", "security-assessment"), openChatCta("Ask a Question")],
  stats: [
    { value: "ISO 27001", label: "Certified" },
    { value: "24/7", label: "Security monitoring" },
    { value: "500+", label: "Organizations protected" },
  ],
  sections: [
    {
      kind: "features",
      id: "services",
      title: "Protection at every layer",
      cards: [
        {
          icon: "shield",
          title: "Threat detection",
          description: "AI models spot unusual behaviour on devices, email and networks and respond in minutes.",
        },
        { icon: "eye", title: "24/7 monitoring", description: "Our security operations centre watches your systems day and night." },
        {
          icon: "scale",
          title: "Data protection compliance",
          description: "Gap assessments, policies and registers for the Kenya DPA 2019, Uganda DPPA 2019 and Tanzania PDPA 2022.",
        },
        { icon: "users", title: "Staff awareness", description: "Phishing simulations and short training that change behaviour." },
      ],
    },
    {
      kind: "plans",
      id: "packages",
      title: "Security packages",
      plans: securityCompliancePackages,
    },
  ],
  cta: {
    title: "How secure are you today?",
    lead: "Our assessment shows your main risks and compliance gaps in two weeks.",
    actions: [contactCta("Get a Security Assessment", "security-assessment")],
  },
};

export const dataAnalyticsPage: MarketingPage = {
  path: dataAnalytics.href,
  seo: {
    title: "Data & Analytics Solutions",
    description: "Dashboards, forecasts and automated reports built on your own data, managed for you, from $500 a month.",
  },
  hero: {
    eyebrow: dataAnalytics.title,
    title: "Decisions Built on Your Own Data",
    lead: "We connect your systems, clean the data and build dashboards and forecasts your managers actually use.",
  },
  heroActions: [
    contactCta("Book a Data Consultation", "data-analytics"),
    { label: "See AI & Analytics", href: "/data-analytics-platform" },
  ],
  stats: [
    { value: "500+", label: "Organizations served" },
    { value: "99.9%", label: "Platform uptime" },
    { value: "24/7", label: "Monitoring" },
  ],
  sections: [
    {
      kind: "features",
      id: "services",
      title: "From raw data to clear answers",
      cards: [
        {
          icon: "database",
          title: "Data integration",
          description: "Accounting, sales, mobile money and spreadsheets joined in one place.",
        },
        { icon: "chart", title: "Dashboards", description: "Live views of the numbers that matter, on desktop and phone." },
        { icon: "target", title: "Forecasting", description: "Demand, cash flow and risk forecasts from your history." },
        { icon: "file", title: "Automated reports", description: "Board and regulator reports produced on schedule." },
      ],
    },
    {
      kind: "plans",
      id: "packages",
      title: "Analytics packages",
      plans: dataAnalyticsPackages,
    },
  ],
  cta: {
    title: "Turn your data into decisions",
    lead: "Show us your reports and we will show you what your data can do.",
    actions: [contactCta("Book a Data Consultation", "data-analytics"), openChatCta("Chat with us")],
  },
};
