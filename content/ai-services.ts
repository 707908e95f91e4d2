// The AI page (/ai-services, also /data-analytics-platform): four tabs with overview, key features,
// capabilities and use cases; six core AI technology cards; a call to action.
import type { AiTab, CtaBanner, FeatureCard, Hero, Seo } from "./content-schemas";
import { contactCta, openChatCta } from "./cta";

export const aiServicesPage: {
  seo: Seo;
  hero: Hero;
  tabsLabel: string;
  headings: { keyFeatures: string; capabilities: string; useCases: string; technologies: string; technologiesLead: string };
  cta: CtaBanner;
} = {
  seo: {
    title: "AI Services & Data Analytics Platform",
    description:
      "AI-powered security, monitoring, data analytics and predictive analytics for East African organizations, run by our local team.",
  },
  hero: {
    eyebrow: "AI Services",
    title: "AI That Protects, Monitors and Predicts",
    lead: "Machine learning applied to your security, systems and data — delivered as a managed service, so you get results without hiring a data science team.",
  },
  tabsLabel: "AI services",
  headings: {
    keyFeatures: "Key features",
    capabilities: "Capabilities",
    useCases: "Use cases",
    technologies: "Core AI technologies",
    technologiesLead: "The building blocks behind every service.",
  },
  cta: {
    title: "See what AI can do with your data",
    lead: "Book a short discovery session and we will identify the quickest wins for your organization.",
    actions: [contactCta("Book an AI Discovery Session", "ai-discovery"), openChatCta("Chat with us")],
  },
};

export const aiTabs: AiTab[] = [
  {
    id: "security-ai",
    title: "Security AI",
    description: "Threats detected and contained in minutes.",
    icon: "shield",
    overview:
      "Our security AI learns how your users, devices and networks normally behave and flags anything unusual — from a suspicious sign-in to ransomware spreading — then contains it automatically while our analysts investigate.",
    keyFeatures: [
      { icon: "eye", title: "Behavioural detection", description: "Spots attacks that signature-based antivirus misses." },
      { icon: "zap", title: "Automated response", description: "Isolates devices and blocks accounts in seconds." },
      { icon: "mail", title: "Phishing defence", description: "Analyses email language and links before users click." },
      { icon: "users", title: "24/7 analysts", description: "Human experts review every serious alert." },
    ],
    capabilities: [
      "User and entity behaviour analytics",
      "Endpoint detection and response",
      "Email threat analysis",
      "Threat intelligence for East Africa",
    ],
    useCases: [
      "Stopping ransomware before files are encrypted",
      "Detecting compromised staff accounts",
      "Protecting mobile-money and payment systems",
    ],
  },
  {
    id: "monitoring-ai",
    title: "Monitoring AI",
    description: "Problems fixed before users notice.",
    icon: "eye",
    overview:
      "Monitoring AI watches servers, networks, applications and power around the clock, learns normal patterns and predicts failures, so our engineers act before an outage reaches your staff or customers.",
    keyFeatures: [
      { icon: "chart", title: "Anomaly detection", description: "Learns normal load and alerts only on real problems." },
      { icon: "clock", title: "Failure prediction", description: "Warns of failing disks, links and batteries in advance." },
      { icon: "server", title: "Full-stack visibility", description: "Servers, networks, cloud and applications in one view." },
      { icon: "zap", title: "Self-healing actions", description: "Restarts services and reroutes traffic automatically." },
    ],
    capabilities: ["Infrastructure and cloud monitoring", "Application performance monitoring", "Log analytics", "Alert noise reduction"],
    useCases: [
      "Keeping branch networks online",
      "Preventing outages during month-end peaks",
      "Monitoring remote sites with unreliable power",
    ],
  },
  {
    id: "data-analytics",
    title: "Data Analytics",
    description: "All your numbers in one trusted place.",
    icon: "chart",
    overview:
      "Our data analytics platform connects your accounting, sales, mobile money and operational systems, cleans the data and presents it in dashboards your managers understand — refreshed automatically.",
    keyFeatures: [
      { icon: "database", title: "Data integration", description: "Connectors for common business systems and spreadsheets." },
      { icon: "chart", title: "Interactive dashboards", description: "Drill from totals to transactions on any device." },
      { icon: "file", title: "Automated reporting", description: "Board and regulator reports produced on schedule." },
      { icon: "lock", title: "Governed access", description: "Everyone sees exactly the data they should." },
    ],
    capabilities: [
      "Data warehousing",
      "Self-service business intelligence",
      "Natural-language questions on your data",
      "Data quality checks",
    ],
    useCases: ["Daily sales performance by branch", "Automated regulator returns", "Donor and programme reporting for NGOs"],
  },
  {
    id: "predictive-analytics",
    title: "Predictive Analytics",
    description: "Forecasts that guide your next move.",
    icon: "target",
    overview:
      "Predictive analytics uses your history to forecast demand, cash flow, churn and risk, so you can plan stock, staff and budgets with confidence rather than guesswork.",
    keyFeatures: [
      { icon: "target", title: "Demand forecasting", description: "Predict sales and stock needs by product and location." },
      { icon: "users", title: "Churn prediction", description: "Identify customers likely to leave and act early." },
      { icon: "bank", title: "Credit risk scoring", description: "Score loan applications with explainable models." },
      { icon: "chart", title: "Scenario planning", description: "See the effect of price or budget changes before you make them." },
    ],
    capabilities: [
      "Time-series forecasting",
      "Classification and scoring models",
      "Explainable AI reports",
      "Model monitoring and retraining",
    ],
    useCases: [
      "Planning raw materials for manufacturers",
      "Reducing loan defaults for SACCOs",
      "Forecasting patient volumes for hospitals",
    ],
  },
];

export const coreAiTechnologies: FeatureCard[] = [
  { icon: "cpu", title: "Machine learning", description: "Models trained on your own data for detection, scoring and forecasting." },
  { icon: "chat", title: "Natural language processing", description: "Understands English and Swahili in chats, emails and documents." },
  { icon: "eye", title: "Anomaly detection", description: "Finds the unusual in logs, transactions and sensor data." },
  { icon: "target", title: "Predictive modelling", description: "Forecasts demand, risk and failures before they happen." },
  { icon: "zap", title: "Intelligent automation", description: "Turns insights into automatic actions and workflows." },
  { icon: "file", title: "Document intelligence", description: "Reads invoices, forms and IDs to remove manual data entry." },
];
