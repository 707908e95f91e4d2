// The industries overview (/industries): six tabs with three stats and four solution cards each,
// a next-generation technology section and a call to action.
import { catalogEntry } from "./catalog-lookup";
import type { CtaBanner, FeatureCard, Hero, IndustryTab, Seo } from "./content-schemas";
import { contactCta } from "./cta";

function industryTab(id: IndustryTab["id"], href: string, rest: Omit<IndustryTab, "id" | "title" | "icon" | "pageHref">): IndustryTab {
  const entry = catalogEntry(href);
  return { id, title: entry.title, icon: entry.icon, pageHref: entry.href, ...rest };
}

export const industriesPage: {
  seo: Seo;
  hero: Hero;
  tabsLabel: string;
  pageLinkLabel: string;
  nextGenTitle: string;
  nextGenLead: string;
  cta: CtaBanner;
} = {
  seo: {
    title: "Industries We Serve",
    description:
      "IT, cloud, AI and security solutions shaped for SMEs, education, healthcare, finance, government and manufacturing in East Africa.",
  },
  hero: {
    eyebrow: "Industries",
    title: "Technology Shaped for Your Industry",
    lead: "Every sector has its own rules, risks and customers. Our solutions are built around them, for 500+ organizations across Kenya, Uganda and Tanzania.",
  },
  tabsLabel: "Industries",
  pageLinkLabel: "Explore the full industry page",
  nextGenTitle: "Next-generation technology",
  nextGenLead: "The capabilities behind every industry solution we deliver.",
  cta: {
    title: "Let's talk about your industry",
    lead: "Our sector specialists will show what organizations like yours are achieving.",
    actions: [
      contactCta("Schedule Industry Consultation", "industry-consultation"),
      { label: "Download Industry Brief", href: "/resources/guides" },
    ],
  },
};

export const industryTabs: IndustryTab[] = [
  industryTab("sme", "/industries/smes", {
    description: "Enterprise-grade tools, sized and priced so growing businesses can compete with the biggest players.",
    stats: [
      { value: "300+", label: "SMEs served" },
      { value: "40%", label: "Average productivity gain" },
      { value: "30%", label: "Average IT cost savings" },
    ],
    solutions: [
      {
        icon: "cloud",
        title: "Cloud productivity",
        description: "Email, files and meetings that work anywhere.",
        features: ["Microsoft 365 or Google Workspace", "Migration without downtime", "Local help desk"],
      },
      {
        icon: "globe",
        title: "Website as a service",
        description: "A site that brings in customers, for a monthly fee.",
        features: ["Designed and hosted for you", "Monthly updates", "Search optimisation"],
      },
      {
        icon: "chat",
        title: "WhatsApp automation",
        description: "Customers served instantly, day and night.",
        features: ["AI answers to common questions", "Orders and bookings in chat", "Hand-over to staff"],
      },
      {
        icon: "shield",
        title: "Essential security",
        description: "Protection sized for a small team.",
        features: ["Endpoint protection", "Email filtering", "Daily backups"],
      },
    ],
  }),
  industryTab("education", "/industries/education", {
    description: "Collaboration, learning platforms and safe networks for schools, colleges and universities.",
    stats: [
      { value: "120+", label: "Schools and universities" },
      { value: "60,000+", label: "Students supported" },
      { value: "99.9%", label: "Platform uptime" },
    ],
    solutions: [
      {
        icon: "book",
        title: "Learning platforms",
        description: "Classes, assignments and grading online.",
        features: ["Virtual classrooms", "Assignment tracking", "Gradebook integration"],
      },
      {
        icon: "users",
        title: "Education suites",
        description: "Productivity tools at education prices.",
        features: ["Staff and student accounts", "Shared drives per class", "Safe sharing settings"],
      },
      {
        icon: "globe",
        title: "Campus networks",
        description: "Fast, filtered Wi-Fi for every building.",
        features: ["Content filtering", "Bandwidth management", "24/7 monitoring"],
      },
      {
        icon: "chat",
        title: "Parent communication",
        description: "Fees, results and notices on WhatsApp.",
        features: ["Fee reminders", "Result notifications", "Two-way questions"],
      },
    ],
  }),
  industryTab("healthcare", "/industries/healthcare", {
    description: "Private patient data, reliable clinical systems and better patient communication.",
    stats: [
      { value: "60+", label: "Healthcare facilities" },
      { value: "99.9%", label: "System availability" },
      { value: "15 min", label: "Record recovery" },
    ],
    solutions: [
      {
        icon: "lock",
        title: "Patient data protection",
        description: "Health records kept private and auditable.",
        features: ["Encryption at rest and in transit", "Role-based access", "Access audit trail"],
      },
      {
        icon: "chat",
        title: "Patient messaging",
        description: "Appointments and reminders on WhatsApp.",
        features: ["Online booking", "Automatic reminders", "Results notifications"],
      },
      {
        icon: "database",
        title: "Clinical backup",
        description: "Records restored fast after any failure.",
        features: ["Continuous backup", "Tested recovery", "Off-site copies"],
      },
      {
        icon: "server",
        title: "Managed infrastructure",
        description: "Networks and servers that never sleep.",
        features: ["24/7 monitoring", "On-site engineers", "Power and link redundancy"],
      },
    ],
  }),
  industryTab("finance", "/industries/banking", {
    description: "Resilient, compliant systems and instant member service for banks and savings cooperatives.",
    stats: [
      { value: "45+", label: "Financial institutions" },
      { value: "65%", label: "Fewer support calls" },
      { value: "99.99%", label: "Core system uptime" },
    ],
    solutions: [
      {
        icon: "shield",
        title: "Fraud & threat detection",
        description: "AI watches sign-ins, transactions and systems.",
        features: ["Anomaly detection", "Real-time alerts", "Incident response"],
      },
      {
        icon: "chat",
        title: "Member self-service",
        description: "Balances and statements on WhatsApp.",
        features: ["Balance and mini-statement", "Loan status", "Secure verification"],
      },
      {
        icon: "database",
        title: "Disaster recovery",
        description: "Core banking back in minutes.",
        features: ["Standby site", "Annual failover test", "Regulator-ready plans"],
      },
      {
        icon: "chart",
        title: "Regulatory analytics",
        description: "Risk dashboards and automated returns.",
        features: ["Portfolio at risk", "Liquidity dashboards", "Automated returns"],
      },
    ],
  }),
  industryTab("government", "/industries/government", {
    description: "Secure, sovereign and compliant services for ministries, counties and public agencies.",
    stats: [
      { value: "25+", label: "Public institutions" },
      { value: "24/7", label: "Security monitoring" },
      { value: "100%", label: "In-country data options" },
    ],
    solutions: [
      {
        icon: "lock",
        title: "Data sovereignty",
        description: "Records kept where the law requires.",
        features: ["Data residency options", "Encryption key control", "Access logging"],
      },
      {
        icon: "chat",
        title: "Citizen services",
        description: "Enquiries and applications on WhatsApp.",
        features: ["Application status", "Payment reminders", "Multilingual answers"],
      },
      {
        icon: "shield",
        title: "Security operations",
        description: "Critical services watched around the clock.",
        features: ["Threat monitoring", "Vulnerability management", "Incident response"],
      },
      {
        icon: "cloud",
        title: "Secure collaboration",
        description: "Modern tools for public servants.",
        features: ["Government cloud tenants", "Document classification", "Records retention"],
      },
    ],
  }),
  industryTab("manufacturing", "/industries/manufacturing", {
    description: "Connected plants, production analytics and forecasting for manufacturers.",
    stats: [
      { value: "40+", label: "Manufacturing plants" },
      { value: "20%", label: "Less unplanned downtime" },
      { value: "24/7", label: "Plant monitoring" },
    ],
    solutions: [
      {
        icon: "factory",
        title: "Connected plant",
        description: "Machines, warehouses and offices on one network.",
        features: ["Industrial Wi-Fi", "Sensor connectivity", "Network segmentation"],
      },
      {
        icon: "chart",
        title: "Production analytics",
        description: "Output and downtime by line and shift.",
        features: ["OEE dashboards", "Quality tracking", "Shift reports"],
      },
      {
        icon: "target",
        title: "Demand forecasting",
        description: "Plan stock and materials with AI.",
        features: ["Sales forecasts", "Stock optimisation", "Supplier lead times"],
      },
      {
        icon: "cpu",
        title: "ERP integration",
        description: "Operations and finance connected.",
        features: ["Inventory sync", "Procurement workflows", "Cost accounting"],
      },
    ],
  }),
];

export const nextGenerationTechnology: FeatureCard[] = [
  {
    icon: "cpu",
    title: "Artificial intelligence",
    description: "Machine learning that detects threats, answers customers and forecasts demand.",
  },
  { icon: "cloud", title: "Cloud-native platforms", description: "Scalable, resilient services that grow with you and cost less to run." },
  { icon: "lock", title: "Zero-trust security", description: "Every user, device and request verified, wherever your people work." },
  { icon: "zap", title: "IoT & edge computing", description: "Sensors and local processing that turn operations into live data." },
];
