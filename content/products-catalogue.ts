// The products catalogue (/products): six categories of three products each, starting prices as
// text (from $600 to $5,000 per month; Identity Shield from $15 per user per month).
import type { CtaBanner, Hero, ProductCategory, Seo } from "./content-schemas";
import { contactCta, openChatCta } from "./cta";

export const productsPage: {
  seo: Seo;
  hero: Hero;
  tabsLabel: string;
  actions: { quote: string; learnMore: string };
  support: { title: string; lead: string };
  cta: CtaBanner;
} = {
  seo: {
    title: "Products & Pricing",
    description:
      "Security, infrastructure, cloud, data, software and backup products with starting prices and support plans for East African organizations.",
  },
  hero: {
    eyebrow: "Products",
    title: "Products Built for East African Organizations",
    lead: "Proven products in six categories, implemented and supported by our engineers, with clear starting prices.",
  },
  tabsLabel: "Product categories",
  actions: { quote: "Get Quote", learnMore: "Learn More" },
  support: {
    title: "Support plans",
    lead: "Every product comes with Essential Support. Upgrade for faster response and a dedicated team.",
  },
  cta: {
    title: "Need help choosing?",
    lead: "Our consultants will recommend the right products and give you a fixed quote.",
    actions: [contactCta("Request a Quote", "products-quote"), openChatCta("Chat with us")],
  },
};

export const productCategories: ProductCategory[] = [
  {
    id: "security",
    title: "Security",
    description: "AI-driven protection for people, devices and data.",
    icon: "shield",
    products: [
      {
        id: "ai-threat-defense",
        name: "AI Threat Defense",
        description: "24/7 AI-assisted detection and response across endpoints, email and network.",
        features: ["Behavioural threat detection", "Automated containment", "24/7 security operations centre", "Monthly threat report"],
        pricing: "Starting at $1,200/month",
        popular: true,
        learnMoreHref: "/solutions/security-and-compliance",
      },
      {
        id: "identity-shield",
        name: "Identity Shield",
        description: "Multi-factor authentication, single sign-on and risky sign-in alerts.",
        features: ["Multi-factor authentication", "Single sign-on to business apps", "Risky sign-in alerts", "Self-service password reset"],
        pricing: "Starting at $15 per user/month",
        popular: false,
        learnMoreHref: "/solutions/security-and-compliance",
      },
      {
        id: "compliance-manager",
        name: "Compliance Manager",
        description: "Data Protection Act compliance for Kenya, Uganda and Tanzania, tracked in one place.",
        features: ["Gap assessment and action plan", "Policy templates", "Breach register and reporting", "Audit-ready evidence"],
        pricing: "Starting at $800/month",
        popular: false,
        learnMoreHref: "/solutions/security-and-compliance",
      },
    ],
  },
  {
    id: "infrastructure",
    title: "Infrastructure",
    description: "Networks, servers and monitoring run by our engineers.",
    icon: "server",
    products: [
      {
        id: "managed-network",
        name: "Managed Network Operations",
        description: "Design, monitoring and management of your office and branch networks.",
        features: ["Firewall and Wi-Fi management", "Branch connectivity (SD-WAN)", "24/7 network monitoring", "On-site engineers"],
        pricing: "Starting at $1,500/month",
        popular: true,
        learnMoreHref: "/solutions?tab=infrastructure",
      },
      {
        id: "server-care",
        name: "Server Care",
        description: "Patching, monitoring and support for on-premises and virtual servers.",
        features: ["Monthly patching", "Performance monitoring", "Capacity planning", "Hardware lifecycle advice"],
        pricing: "Starting at $900/month",
        popular: false,
        learnMoreHref: "/solutions?tab=infrastructure",
      },
      {
        id: "infrastructure-monitoring",
        name: "Infrastructure Monitoring",
        description: "Round-the-clock monitoring with alerts before users notice a problem.",
        features: [
          "Uptime and performance alerts",
          "Power and connectivity checks",
          "Live status dashboard",
          "Monthly availability report",
        ],
        pricing: "Starting at $600/month",
        popular: false,
        learnMoreHref: "/solutions?tab=infrastructure",
      },
    ],
  },
  {
    id: "cloud",
    title: "Cloud",
    description: "Migration, hosting and virtual desktops on trusted clouds.",
    icon: "cloud",
    products: [
      {
        id: "cloud-migration",
        name: "Cloud Migration Suite",
        description: "Move servers and applications to Azure, AWS or Google Cloud with no lost data.",
        features: ["Readiness assessment", "Phased cut-over without downtime", "Cost optimisation", "Post-migration support"],
        pricing: "Starting at $2,000/month",
        popular: true,
        learnMoreHref: "/solutions/cloud-and-licensing",
      },
      {
        id: "hybrid-cloud",
        name: "Hybrid Cloud Platform",
        description: "One managed platform across your data centre and the public cloud.",
        features: ["Unified management", "Workload placement by cost and latency", "Data residency controls", "Uptime SLA"],
        pricing: "Starting at $3,500/month",
        popular: false,
        learnMoreHref: "/solutions/cloud-and-licensing",
      },
      {
        id: "virtual-desktop",
        name: "Virtual Desktop",
        description: "Secure desktops in the cloud for staff working from anywhere.",
        features: ["Windows desktops on any device", "Central app management", "Data never leaves the cloud", "Scales with your team"],
        pricing: "Starting at $1,000/month",
        popular: false,
        learnMoreHref: "/solutions/cloud-and-licensing",
      },
    ],
  },
  {
    id: "data",
    title: "Data",
    description: "Analytics, warehousing and dashboards built on your data.",
    icon: "chart",
    products: [
      {
        id: "analytics-platform",
        name: "Analytics Platform",
        description: "Dashboards, forecasts and automated reports in one managed platform.",
        features: ["Connectors for common business systems", "Interactive dashboards", "Forecasting models", "Scheduled reports"],
        pricing: "Starting at $2,500/month",
        popular: true,
        learnMoreHref: "/solutions/data-and-analytics",
      },
      {
        id: "data-warehouse",
        name: "Managed Data Warehouse",
        description: "A governed, scalable home for all your organization's data.",
        features: ["Cloud data warehouse", "Data pipelines and quality checks", "Role-based access", "Regulatory retention"],
        pricing: "Starting at $5,000/month",
        popular: false,
        learnMoreHref: "/solutions/data-and-analytics",
      },
      {
        id: "bi-dashboards",
        name: "BI Dashboards",
        description: "Ready-made dashboards for sales, finance and operations.",
        features: ["Power BI or Looker Studio", "Mobile-friendly views", "Daily refresh", "Training for your team"],
        pricing: "Starting at $700/month",
        popular: false,
        learnMoreHref: "/solutions/data-and-analytics",
      },
    ],
  },
  {
    id: "software",
    title: "Software",
    description: "Business applications implemented and supported locally.",
    icon: "cpu",
    products: [
      {
        id: "erp",
        name: "Enterprise Resource Planning",
        description: "Finance, inventory and procurement in one system, configured for local tax rules.",
        features: ["Finance and tax (KRA, URA, TRA)", "Inventory and procurement", "Payroll integration", "Implementation and training"],
        pricing: "Starting at $4,000/month",
        popular: true,
        learnMoreHref: "/solutions?tab=software",
      },
      {
        id: "crm",
        name: "Customer Relationship Management",
        description: "Track leads, customers and service requests, with WhatsApp built in.",
        features: ["Sales pipeline", "WhatsApp and email integration", "Service desk", "Mobile app"],
        pricing: "Starting at $1,200/month",
        popular: false,
        learnMoreHref: "/solutions?tab=software",
      },
      {
        id: "document-management",
        name: "Document Management",
        description: "Secure storage, search and approval workflows for documents.",
        features: ["Version control", "Approval workflows", "Full-text search", "Retention policies"],
        pricing: "Starting at $600/month",
        popular: false,
        learnMoreHref: "/solutions?tab=software",
      },
    ],
  },
  {
    id: "backup",
    title: "Backup",
    description: "Backup, recovery and continuity for when things go wrong.",
    icon: "database",
    products: [
      {
        id: "disaster-recovery",
        name: "Disaster Recovery as a Service",
        description: "Fail over to a standby site and keep working through outages.",
        features: ["Standby recovery site", "Automated failover", "Annual failover test", "Runbooks for your team"],
        pricing: "Starting at $3,000/month",
        popular: true,
        learnMoreHref: "/products/cloud-backup-and-recovery",
      },
      {
        id: "server-backup",
        name: "Server Backup",
        description: "Encrypted image backups of physical and virtual servers.",
        features: ["Image-level backups", "Off-site encrypted copies", "Granular file restore", "Backup monitoring"],
        pricing: "Starting at $800/month",
        popular: false,
        learnMoreHref: "/products/cloud-backup-and-recovery",
      },
      {
        id: "business-continuity",
        name: "Business Continuity Planning",
        description: "A tested plan that keeps critical services running through any disruption.",
        features: ["Business impact analysis", "Continuity plan and playbooks", "Tabletop exercises", "Regulator-ready documentation"],
        pricing: "Starting at $1,500/month",
        popular: false,
        learnMoreHref: "/products/cloud-backup-and-recovery",
      },
    ],
  },
];
