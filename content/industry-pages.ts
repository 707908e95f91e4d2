// One page per industry under /industries/: a hero, solution cards and a
// call to action to /contact; the SME and government pages also link to the solutions they need.
import { catalogEntry } from "./catalog-lookup";
import type { FeatureCard, MarketingPage } from "./content-schemas";
import { governmentContractTermsMonths } from "./contract-terms";
import { contactCta, openChatCta } from "./cta";

type IndustryPageInput = {
  href: string;
  seo: MarketingPage["seo"];
  title: string;
  lead: string;
  solutionsTitle: string;
  solutions: FeatureCard[];
  ctaTitle: string;
  ctaLead: string;
};

/** The six sector pages share one shape: hero, five solution cards, a consultation call to action. */
function sectorPage(input: IndustryPageInput): MarketingPage {
  const entry = catalogEntry(input.href);
  const consultation = contactCta("Book a Consultation", `industry-${input.href.split("/").pop()}`);
  return {
    path: entry.href,
    seo: input.seo,
    hero: { eyebrow: `Industries · ${entry.title}`, title: input.title, lead: input.lead },
    heroActions: [consultation, openChatCta("Chat with us")],
    sections: [{ kind: "features", id: "solutions", title: input.solutionsTitle, cards: input.solutions }],
    cta: { title: input.ctaTitle, lead: input.ctaLead, actions: [consultation] },
  };
}

export const legalIndustryPage = sectorPage({
  href: "/industries/legal",
  seo: {
    title: "IT Solutions for Law Firms",
    description: "Secure document management, confidential email and compliant backup for law firms in Kenya, Uganda and Tanzania.",
  },
  title: "IT for Law Firms That Protects Every Client Confidence",
  lead: "Secure email, document management and backup built around client confidentiality and the Data Protection Act.",
  solutionsTitle: "Solutions for legal practices",
  solutions: [
    {
      icon: "mail",
      title: "Confidential email",
      description: "Microsoft 365 with encryption and data loss prevention for client matters.",
    },
    {
      icon: "file",
      title: "Document management",
      description: "Matter-based filing, version control and fast search across every document.",
    },
    { icon: "database", title: "Backup & recovery", description: "Encrypted backups so a lost laptop or ransomware never costs a case." },
    {
      icon: "chat",
      title: "Client WhatsApp assistant",
      description: "Appointment booking and case updates for clients, around the clock.",
    },
    { icon: "scale", title: "Compliance", description: "Policies and registers for data protection law and professional rules." },
  ],
  ctaTitle: "Protect your firm and your clients",
  ctaLead: "Talk to our legal-sector team about a practice that runs securely from anywhere.",
});

export const bankingIndustryPage = sectorPage({
  href: "/industries/banking",
  seo: {
    title: "IT Solutions for Banks & SACCOs",
    description: "Resilient, compliant IT for banks and savings cooperatives: security, backup, WhatsApp member service and analytics.",
  },
  title: "Resilient, Compliant IT for Banks and Savings Cooperatives",
  lead: "Security, continuity and member service that satisfy regulators and keep members' money and data safe.",
  solutionsTitle: "Solutions for banking and finance",
  solutions: [
    { icon: "shield", title: "Fraud & threat detection", description: "AI monitoring of sign-ins, transactions and systems, 24/7." },
    { icon: "chat", title: "WhatsApp member service", description: "Balance checks, statements and loan status answered instantly." },
    { icon: "database", title: "Disaster recovery", description: "Standby systems and tested recovery for core banking." },
    { icon: "chart", title: "Risk & regulatory analytics", description: "Portfolio dashboards and automated regulator returns." },
    { icon: "lock", title: "Access control", description: "Multi-factor sign-in and privileged access management for staff." },
  ],
  ctaTitle: "Strengthen your institution",
  ctaLead: "Book a session with our financial-services team.",
});

export const healthcareIndustryPage = sectorPage({
  href: "/industries/healthcare",
  seo: {
    title: "IT Solutions for Healthcare",
    description: "Protected patient data, reliable systems and WhatsApp appointment booking for clinics and hospitals in East Africa.",
  },
  title: "Reliable IT for Clinics and Hospitals",
  lead: "Keep patient records private, systems running and patients informed, so clinicians can focus on care.",
  solutionsTitle: "Solutions for healthcare",
  solutions: [
    { icon: "lock", title: "Patient data protection", description: "Encryption, access controls and audit trails for health records." },
    { icon: "chat", title: "Appointment assistant", description: "Patients book, confirm and reschedule on WhatsApp." },
    { icon: "database", title: "Backup & recovery", description: "Records restored in minutes after any outage." },
    { icon: "server", title: "Managed infrastructure", description: "Monitored networks and servers across every ward and branch." },
    { icon: "chart", title: "Operational dashboards", description: "Bed occupancy, pharmacy stock and revenue at a glance." },
  ],
  ctaTitle: "Give your clinicians IT they can rely on",
  ctaLead: "Talk to our healthcare team about your facility.",
});

export const educationIndustryPage = sectorPage({
  href: "/industries/education",
  seo: {
    title: "IT Solutions for Schools & Universities",
    description: "Collaboration, learning platforms and safe networks for schools and universities, with education licensing.",
  },
  title: "Connected Learning for Schools and Universities",
  lead: "Collaboration tools, safe networks and simple administration for teachers, students and parents.",
  solutionsTitle: "Solutions for education",
  solutions: [
    {
      icon: "users",
      title: "Education productivity suites",
      description: "Microsoft 365 or Google Workspace for staff and students at education prices.",
    },
    { icon: "globe", title: "Campus Wi-Fi", description: "Fast, filtered and monitored networks across classrooms and hostels." },
    { icon: "chat", title: "Parent communication", description: "Fees, results and notices on WhatsApp." },
    { icon: "book", title: "Learning platforms", description: "Online classes, assignments and grading in one place." },
    { icon: "shield", title: "Child-safe security", description: "Content filtering and device management for young users." },
  ],
  ctaTitle: "Modernise your campus",
  ctaLead: "Book a consultation with our education team.",
});

export const manufacturingIndustryPage = sectorPage({
  href: "/industries/manufacturing",
  seo: {
    title: "IT Solutions for Manufacturing",
    description: "Connected operations, analytics and uptime for East African manufacturers, from the factory floor to the boardroom.",
  },
  title: "Connected Operations for Manufacturers",
  lead: "Keep lines running, see production in real time and plan with forecasts built on your own data.",
  solutionsTitle: "Solutions for manufacturing",
  solutions: [
    { icon: "factory", title: "Plant connectivity", description: "Reliable networks linking machines, warehouses and offices." },
    { icon: "chart", title: "Production analytics", description: "Output, downtime and quality dashboards by line and shift." },
    { icon: "target", title: "Demand forecasting", description: "Plan raw materials and stock with AI forecasts." },
    { icon: "cpu", title: "ERP integration", description: "Inventory, procurement and finance connected end to end." },
    { icon: "database", title: "Backup & continuity", description: "Recovery plans that keep production systems available." },
  ],
  ctaTitle: "Run a smarter factory",
  ctaLead: "Talk to our manufacturing team about your plant.",
});

export const ngoIndustryPage = sectorPage({
  href: "/industries/ngos",
  seo: {
    title: "IT Solutions for NGOs & Non-Profits",
    description: "Discounted licensing, secure field collaboration and donor-ready reporting for non-profits across East Africa.",
  },
  title: "Technology That Stretches Every Donor Dollar",
  lead: "Non-profit licensing, secure collaboration for field teams and reporting that donors trust.",
  solutionsTitle: "Solutions for non-profits",
  solutions: [
    {
      icon: "award",
      title: "Non-profit licensing",
      description: "Donated and discounted Microsoft 365 and Google Workspace licences, applied for on your behalf.",
    },
    { icon: "users", title: "Field collaboration", description: "Files, chat and meetings that work on low bandwidth." },
    { icon: "chart", title: "Donor reporting", description: "Programme dashboards and reports ready for each donor." },
    { icon: "lock", title: "Beneficiary data protection", description: "Safe handling of sensitive beneficiary information." },
    { icon: "chat", title: "Community messaging", description: "Reach beneficiaries and volunteers on WhatsApp." },
  ],
  ctaTitle: "Put more of your budget into your mission",
  ctaLead: "Talk to our non-profit team about discounted licensing and support.",
});

const smes = catalogEntry("/industries/smes");

export const smeIndustryPage: MarketingPage = {
  path: smes.href,
  seo: {
    title: "IT Solutions for SMEs",
    description:
      "Enterprise-grade IT sized and priced for small and medium businesses: cloud email, websites, WhatsApp automation and more.",
  },
  hero: {
    eyebrow: `Industries · ${smes.title}`,
    title: "Big-Company IT at a Small-Business Price",
    lead: "The tools growing East African businesses need — cloud email, a website that sells, WhatsApp automation — set up and supported for a predictable monthly fee.",
  },
  heroActions: [contactCta("Talk to an SME Advisor", "industry-smes"), openChatCta("Chat with us")],
  sections: [
    {
      kind: "links",
      id: "solutions",
      title: "Where growing businesses start",
      lead: "Four building blocks our SME clients choose most often.",
      entries: [
        catalogEntry("/solutions/sme-digital-transformation"),
        catalogEntry("/solutions/web-design-as-a-service"),
        catalogEntry("/products/microsoft-365"),
        catalogEntry("/products/whatsapp-messaging-platform"),
      ],
    },
  ],
  cta: {
    title: "Grow with the right technology",
    lead: "A free consultation shows which tools will save you the most time and money.",
    actions: [contactCta("Talk to an SME Advisor", "industry-smes")],
  },
};

const government = catalogEntry("/industries/government");

const contractTermUses: Record<(typeof governmentContractTermsMonths)[number], string> = {
  12: "A pilot or a single budget year",
  24: "A standard service contract",
  36: "A multi-year programme at the lowest monthly rate",
};

export const governmentIndustryPage: MarketingPage = {
  path: government.href,
  seo: {
    title: "IT Solutions for Government",
    description: "Secure, sovereign and compliant IT for ministries, counties and public agencies, with 12, 24 or 36-month contracts.",
  },
  hero: {
    eyebrow: `Industries · ${government.title}`,
    title: "Secure, Compliant IT for Public Institutions",
    lead: "Citizen services, secure collaboration and data sovereignty for ministries, counties and agencies across East Africa.",
  },
  heroActions: [contactCta("Request a Proposal", "industry-government"), openChatCta("Chat with us")],
  sections: [
    {
      kind: "features",
      id: "capabilities",
      title: "Built for the public sector",
      cards: [
        {
          icon: "lock",
          title: "Data sovereignty",
          description: "Data residency options and strict access controls for government records.",
        },
        { icon: "shield", title: "Security operations", description: "24/7 monitoring and incident response for critical services." },
        { icon: "chat", title: "Citizen services", description: "WhatsApp assistants for applications, payments and enquiries." },
        { icon: "file", title: "Procurement-ready", description: "Tender documentation, framework pricing and clear service levels." },
      ],
    },
    {
      kind: "links",
      id: "solutions",
      title: "Solutions for government",
      entries: [catalogEntry("/solutions/security-and-compliance"), catalogEntry("/solutions/cloud-and-licensing")],
    },
    {
      kind: "facts",
      id: "contract-terms",
      title: "Contract terms",
      lead: "Fixed-term service contracts to match budget cycles.",
      facts: governmentContractTermsMonths.map((months) => ({ label: `${months} months`, value: contractTermUses[months] })),
    },
  ],
  cta: {
    title: "Modernise public services securely",
    lead: "Request a proposal tailored to your institution's procurement rules.",
    actions: [contactCta("Request a Proposal", "industry-government")],
  },
};
