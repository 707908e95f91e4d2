// Development questions about plans: one plan's price or limit, a count that picks the plan the
// page sizes for it, and neighbours (plans of two products with the same name) told apart or,
// when the question does not say which, answered together.
import { type EvalQuestion, hard, onTopic, saying } from "./faq-eval-question";

const BUSINESS_STANDARD = ["microsoft-365-business-standard", "google-workspace-standard"];
const RETAINERS = ["web-design-as-a-service-retainers", "web-design-retainers"];

export const faqEvalPlans: readonly EvalQuestion[] = [
  // One plan, one fact.
  saying(onTopic("how much is business basic", "microsoft-365-business-basic"), "$6"),
  saying(onTopic("M365 business premium price per user", "microsoft-365-business-premium"), "$22"),
  saying(onTopic("how much onedrive storage comes with microsoft 365", "microsoft-365-plans"), "1TB"),
  onTopic("does business standard include the desktop apps", "microsoft-365-business-standard", "microsoft-365-plan-choice"),
  saying(hard("whats the mailbox size on office 365 basic", "microsoft-365-business-basic", "microsoft-365-plan-choice"), "50"),
  onTopic("Is Intune included in Business Premium?", "microsoft-365-business-premium", "microsoft-365-plan-choice"),
  saying(onTopic("google workspace business starter price", "google-workspace-starter"), "$6"),
  saying(onTopic("how many participants can join a meet call on business plus", "google-workspace-plus"), "500 participants"),
  saying(onTopic("storage on google workspace business standard", "google-workspace-standard"), "2TB"),
  saying(hard("gsuite plus bei", "google-workspace-plus"), "$18"),
  onTopic("does google workspace standard let us record meetings", "google-workspace-standard"),
  saying(onTopic("whatsapp professional plan price", "whatsapp-messaging-platform-professional"), "$299"),
  saying(onTopic("how many agent seats on whatsapp professional", "whatsapp-messaging-platform-professional"), "5 agent seats"),
  saying(onTopic("whatsapp enterprise message limit", "whatsapp-messaging-platform-enterprise"), "unlimited messages"),
  saying(hard("whatsap starter msgs per month", "whatsapp-messaging-platform-starter"), "1,000"),
  saying(onTopic("AI assistant growth package price", "ai-and-messaging-automation-growth"), "$499"),
  saying(onTopic("how many conversations does the ai starter package include", "ai-and-messaging-automation-starter"), "1,000"),
  saying(onTopic("cloud backup professional price per tb", "cloud-backup-and-recovery-professional"), "$99"),
  saying(
    onTopic("how long is retention on the essential backup plan", "backup-retention", "cloud-backup-and-recovery-essential"),
    "30-day",
  ),
  onTopic("does the enterprise backup plan include a disaster recovery site", "cloud-backup-and-recovery-enterprise"),
  saying(hard("bakup essential bei", "cloud-backup-and-recovery-essential"), "$49"),
  saying(onTopic("managed licensing starter package price", "cloud-and-licensing-starter"), "$99"),
  saying(onTopic("how many users does the cloud licensing growth package cover", "cloud-and-licensing-growth"), "100 users"),
  saying(onTopic("how much is the starter website package", "web-design-as-a-service-starter"), "$1,500"),
  saying(
    onTopic("web design growth package total for the year", "web-design-as-a-service-growth", "web-design-as-a-service-commitment"),
    "$42,000",
  ),
  saying(
    onTopic(
      "how many pages do i get on the growth website plan",
      "web-design-as-a-service-growth",
      "web-design-as-a-service-growth-retainer",
    ),
    "20 pages",
  ),
  saying(onTopic("sme transformation enterprise price", "sme-digital-transformation-enterprise"), "$35,000"),
  saying(onTopic("how many training hours in the foundation package", "sme-digital-transformation-foundation"), "8 hours"),
  saying(
    onTopic("how long is support after go-live on the growth transformation package", "sme-digital-transformation-growth"),
    "6 months",
  ),
  saying(onTopic("security professional package price", "security-and-compliance-professional"), "$1,500"),
  saying(onTopic("how many devices does security essential cover", "security-and-compliance-essential"), "50 devices"),
  onTopic("does the enterprise security package include penetration testing", "security-and-compliance-enterprise"),
  saying(onTopic("how many data sources on the analytics starter", "data-and-analytics-starter"), "3 data sources"),
  saying(onTopic("data analytics professional price", "data-and-analytics-professional"), "$1,500"),
  saying(onTopic("what contract lengths do you offer government agencies", "government-contract-terms"), "36 months"),
  hard("mkataba wa serikali ni miezi ngapi", "government-contract-terms"),
  saying(onTopic("enterprise support cost", "enterprise-support-plan"), "Custom pricing"),
  saying(onTopic("how fast is the response on enterprise support", "enterprise-support-plan", "support-response-times"), "15-minute"),
  onTopic("what's included in essential support", "essential-support-plan"),
  saying(hard("premuim suport price", "premium-support-plan", "support-plans"), "+30%"),

  // A count picks the plan the page sizes for it.
  saying(
    onTopic("our company has 150 staff, what does the transformation programme cost", "sme-digital-transformation-enterprise"),
    "Enterprise",
    "$35,000",
  ),
  saying(onTopic("digital transformation for 25 employees price", "sme-digital-transformation-growth"), "Growth", "$15,000"),
  saying(hard("we are 6 people, how much to digitise our business", "sme-digital-transformation-foundation"), "Foundation", "$5,000"),
  saying(onTopic("website for a company of 30 people, how much per month", "web-design-as-a-service-growth"), "Growth", "$3,500"),
  saying(onTopic("we're 8 employees, what would a website cost us", "web-design-as-a-service-starter"), "Starter", "$1,500"),
  saying(hard("tovuti kwa kampuni ya watu 100 bei gani", "web-design-as-a-service-enterprise"), "$7,500"),
  saying(onTopic("we have 60 users, what would managed licensing cost", "cloud-and-licensing-growth"), "Growth", "$299"),
  saying(onTopic("licence management for about 20 users price", "cloud-and-licensing-starter"), "Starter", "$99"),
  saying(hard("watumiaji 150 cloud licensing bei gani", "cloud-and-licensing-enterprise"), "Enterprise"),
  saying(onTopic("we have 120 devices, which security package and price", "security-and-compliance-professional"), "$1,500"),
  saying(onTopic("cybersecurity for 40 laptops cost", "security-and-compliance-essential"), "$500"),
  saying(onTopic("we need dashboards from 6 data sources, what's the price", "data-and-analytics-professional"), "$1,500"),
  saying(onTopic("we send about 5000 whatsapp messages a month, which plan", "whatsapp-messaging-platform-professional"), "$299"),
  saying(
    onTopic("we have around 3,000 customer conversations a month, which automation package fits", "ai-and-messaging-automation-growth"),
    "$499",
  ),

  // Neighbours: the question's other words tell them apart…
  saying(onTopic("enterprise retainer for our website: price?", "web-design-as-a-service-enterprise-retainer"), "$1,299"),
  saying(onTopic("how much is the growth retainer", "web-design-as-a-service-growth-retainer"), "$599"),
  saying(
    onTopic(
      "how many hours of changes do i get on the starter retainer",
      "web-design-as-a-service-starter-retainer",
      "web-design-retainers",
    ),
    "5 hours",
  ),
  saying(onTopic("website retainer response times", ...RETAINERS), "48-hour"),
  onTopic("website maintenance price per month", ...RETAINERS),
  saying(onTopic("microsoft business standard price", "microsoft-365-business-standard"), "$12.50"),
  saying(onTopic("google business standard cost", "google-workspace-standard"), "$12"),
  saying(onTopic("premium support price", "premium-support-plan", "support-plans"), "+30%"),
  saying(
    onTopic(
      "total cost of the enterprise website over 12 months",
      "web-design-as-a-service-enterprise",
      "web-design-as-a-service-commitment",
    ),
    "$90,000",
  ),
  // …and when they do not, both are answered briefly.
  saying(onTopic("how much is the business standard plan", ...BUSINESS_STANDARD), "$12.50 per user", "$12 per user"),
  saying(onTopic("standard plan price per user", ...BUSINESS_STANDARD), "$12.50", "$12 per user"),
  saying(hard("bei ya business standard", ...BUSINESS_STANDARD), "$12.50", "$12 per user"),
  saying(
    onTopic("enterprise website price", "web-design-as-a-service-enterprise", "web-design-as-a-service-enterprise-retainer"),
    "$7,500",
    "$1,299",
  ),
  saying(onTopic("premium price", "microsoft-365-business-premium", "premium-support-plan"), "$22", "+30%"),
];
