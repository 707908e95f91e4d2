// The solutions portfolio (/solutions): six tabs (security first and default), each with overview,
// four core services and four benefits; six industry cards; a call to action.
import type { CatalogEntry } from "./catalog";
import { catalogEntry } from "./catalog-lookup";
import type { CtaBanner, Hero, Seo, SolutionTab } from "./content-schemas";
import { contactCta, openChatCta } from "./cta";

export const solutionsPage: {
  seo: Seo;
  hero: Hero;
  tabsLabel: string;
  defaultTabId: SolutionTab["id"];
  headings: { coreServices: string; benefits: string; learnMore: string; industries: string; industriesLead: string };
  cta: CtaBanner;
} = {
  seo: {
    title: "IT Solutions Portfolio",
    description:
      "Security, infrastructure, cloud, backup, analytics and software solutions for organizations in Kenya, Uganda and Tanzania.",
  },
  hero: {
    eyebrow: "Solutions",
    title: "One Partner for Every Layer of Your IT",
    lead: "From AI-powered security to enterprise software, our portfolio covers what 500+ East African organizations need to run, grow and stay protected.",
  },
  tabsLabel: "Solution areas",
  defaultTabId: "security",
  headings: {
    coreServices: "Core services",
    benefits: "Benefits",
    learnMore: "Explore",
    industries: "Solutions for every industry",
    industriesLead: "Tailored to the regulations and realities of each sector.",
  },
  cta: {
    title: "Not sure where to start?",
    lead: "Tell us your goals and we will recommend the right mix of solutions.",
    actions: [contactCta("Book a Free Consultation", "solutions-consultation"), openChatCta("Chat with us")],
  },
};

export const solutionTabs: SolutionTab[] = [
  {
    id: "security",
    title: "AI-Powered Security",
    description: "Threat protection, monitoring and compliance.",
    icon: "shield",
    stats: [
      { value: "24/7", label: "Security monitoring" },
      { value: "ISO 27001", label: "Certified" },
      { value: "500+", label: "Organizations protected" },
    ],
    overview:
      "Layered, AI-assisted protection for people, devices, email and networks, run by our security operations centre and aligned with East African data protection law.",
    coreServices: [
      {
        title: "Threat detection & response",
        description: "AI models and analysts that stop attacks in minutes.",
        features: ["Endpoint detection and response", "Email threat protection", "Automated containment"],
      },
      {
        title: "Identity & access",
        description: "The right people, on the right devices, with the right access.",
        features: ["Multi-factor authentication", "Single sign-on", "Privileged access control"],
      },
      {
        title: "Compliance management",
        description: "A clear path to data protection compliance.",
        features: ["Gap assessments", "Policies and registers", "Audit evidence"],
      },
      {
        title: "Security awareness",
        description: "Staff who recognise and report attacks.",
        features: ["Phishing simulations", "Short training modules", "Progress reports"],
      },
    ],
    benefits: [
      "Fewer incidents and faster recovery",
      "Evidence ready for regulators and auditors",
      "Protection without hiring a security team",
      "Peace of mind for clients and members",
    ],
    learnMoreHref: "/solutions/security-and-compliance",
  },
  {
    id: "infrastructure",
    title: "Managed IT & Infrastructure",
    description: "Networks, servers and support that just work.",
    icon: "server",
    stats: [
      { value: "99.9%", label: "Uptime" },
      { value: "4 hrs", label: "Response time" },
      { value: "3", label: "Country offices" },
    ],
    overview:
      "We design, monitor and manage networks, servers and end-user devices, with engineers on site in Nairobi, Kampala and Dar es Salaam and a help desk your staff can call.",
    coreServices: [
      {
        title: "Network management",
        description: "Fast, secure connectivity across every site.",
        features: ["Firewalls and Wi-Fi", "Branch connectivity", "24/7 monitoring"],
      },
      {
        title: "Server management",
        description: "Patched, monitored and right-sized servers.",
        features: ["Patching", "Performance monitoring", "Capacity planning"],
      },
      {
        title: "Help desk",
        description: "Friendly support for every user.",
        features: ["Phone, email and WhatsApp", "Remote fixes", "On-site visits"],
      },
      {
        title: "Device lifecycle",
        description: "Laptops and phones from purchase to disposal.",
        features: ["Procurement", "Set-up and enrolment", "Secure disposal"],
      },
    ],
    benefits: [
      "Predictable monthly IT costs",
      "Problems fixed before they spread",
      "Staff who can focus on their work",
      "Local engineers who know your sites",
    ],
    learnMoreHref: "/products?tab=infrastructure",
  },
  {
    id: "cloud",
    title: "Cloud & Virtualization",
    description: "Productivity suites, migration and hosting.",
    icon: "cloud",
    stats: [
      { value: "1000+", label: "Users migrated" },
      { value: "99.9%", label: "Uptime" },
      { value: "2–4 weeks", label: "Typical migration" },
    ],
    overview:
      "Microsoft 365, Google Workspace and cloud hosting, licensed and migrated by our team, so you pay only for what you use and can work from anywhere.",
    coreServices: [
      {
        title: "Productivity suites",
        description: "Email, files and meetings in the cloud.",
        features: ["Microsoft 365", "Google Workspace", "Licence optimisation"],
      },
      {
        title: "Cloud migration",
        description: "Servers and applications moved safely.",
        features: ["Readiness assessment", "Phased migration", "Cost optimisation"],
      },
      {
        title: "Virtual desktops",
        description: "Secure desktops on any device.",
        features: ["Central management", "Remote access", "Data stays in the cloud"],
      },
      {
        title: "Hybrid cloud",
        description: "On-premises and cloud managed as one.",
        features: ["Unified management", "Data residency controls", "Workload placement"],
      },
    ],
    benefits: [
      "Work securely from anywhere",
      "Lower hardware and energy costs",
      "Scale up or down each month",
      "Always on the latest versions",
    ],
    learnMoreHref: "/solutions/cloud-and-licensing",
  },
  {
    id: "backup",
    title: "Backup & Disaster Recovery",
    description: "Data protected and recoverable in minutes.",
    icon: "database",
    stats: [
      { value: "99.99%", label: "Uptime" },
      { value: "15 min", label: "Recovery" },
      { value: "0", label: "Data loss incidents" },
    ],
    overview:
      "Encrypted backups of files, mailboxes and servers, with disaster recovery plans that we test, so an outage, theft or ransomware attack never becomes a disaster.",
    coreServices: [
      {
        title: "Cloud backup",
        description: "Automatic, encrypted backups.",
        features: ["Files and mailboxes", "Servers and databases", "Immutable copies"],
      },
      {
        title: "Disaster recovery",
        description: "Keep working when a site fails.",
        features: ["Standby environment", "Automated failover", "Recovery runbooks"],
      },
      {
        title: "Recovery testing",
        description: "Proof that recovery works.",
        features: ["Scheduled restore tests", "Test reports", "Improvement actions"],
      },
      {
        title: "Continuity planning",
        description: "A plan for every disruption.",
        features: ["Business impact analysis", "Continuity playbooks", "Tabletop exercises"],
      },
    ],
    benefits: [
      "Recover files and systems in minutes",
      "Protection against ransomware",
      "Meet regulator continuity requirements",
      "Sleep well during outages",
    ],
    learnMoreHref: "/products/cloud-backup-and-recovery",
  },
  {
    id: "analytics",
    title: "Data & Analytics Platform",
    description: "Dashboards, forecasts and reports.",
    icon: "chart",
    stats: [
      { value: "40%", label: "Faster reporting" },
      { value: "99.9%", label: "Platform uptime" },
      { value: "24/7", label: "Monitoring" },
    ],
    overview:
      "We bring your data together, keep it clean and turn it into dashboards, forecasts and automated reports that managers use every day.",
    coreServices: [
      {
        title: "Data integration",
        description: "Every source in one place.",
        features: ["Accounting and sales systems", "Mobile money", "Spreadsheets"],
      },
      {
        title: "Business intelligence",
        description: "Dashboards for every team.",
        features: ["Interactive dashboards", "Mobile access", "Scheduled refresh"],
      },
      {
        title: "Predictive analytics",
        description: "Forecasts from your history.",
        features: ["Demand forecasts", "Churn prediction", "Risk scoring"],
      },
      {
        title: "Automated reporting",
        description: "Reports that write themselves.",
        features: ["Board packs", "Regulator returns", "Donor reports"],
      },
    ],
    benefits: ["Decisions based on facts", "Hours of manual reporting saved", "Early warning of problems", "One version of the truth"],
    learnMoreHref: "/solutions/data-and-analytics",
  },
  {
    id: "software",
    title: "Enterprise Software",
    description: "Business applications, implemented locally.",
    icon: "cpu",
    stats: [
      { value: "150+", label: "Implementations" },
      { value: "3", label: "Tax regimes supported" },
      { value: "24/7", label: "Application support" },
    ],
    overview:
      "ERP, CRM and document management configured for East African tax rules and business practices, implemented and supported by our own consultants.",
    coreServices: [
      {
        title: "ERP",
        description: "Finance, inventory and procurement together.",
        features: ["KRA, URA and TRA tax rules", "Multi-currency", "Payroll integration"],
      },
      {
        title: "CRM",
        description: "Customers and sales in one view.",
        features: ["Sales pipeline", "WhatsApp integration", "Service desk"],
      },
      {
        title: "Document management",
        description: "Documents found and approved fast.",
        features: ["Version control", "Approval workflows", "Retention policies"],
      },
      {
        title: "Custom integration",
        description: "Systems that talk to each other.",
        features: ["APIs and connectors", "Mobile money integration", "Data synchronisation"],
      },
    ],
    benefits: [
      "Less manual data entry",
      "Real-time view of the business",
      "Compliance with local tax rules",
      "Local implementation and support",
    ],
    learnMoreHref: "/products?tab=software",
  },
];

/** The six industry cards of the portfolio page; SMEs appear as "SME & Startups" here. */
export const solutionIndustries: CatalogEntry[] = [
  catalogEntry("/industries/banking"),
  catalogEntry("/industries/healthcare"),
  catalogEntry("/industries/manufacturing"),
  catalogEntry("/industries/education"),
  catalogEntry("/industries/government"),
  { ...catalogEntry("/industries/smes"), title: "SME & Startups" },
];
