// Development questions about the company (figures, offices, people, partners), about what it
// offers ("do you sell / do / build …"), and near-topic questions the site cannot answer: an
// offering, place, plan or figure it does not have, worded like the ones it does.
import { type EvalQuestion, hard, nearTopic, onTopic, saying } from "./faq-eval-question";

export const faqEvalCompany: readonly EvalQuestion[] = [
  // The company's figures, people and partners.
  saying(onTopic("how many customers do you have", "about-company"), "500+"),
  saying(onTopic("how many years have you been operating", "about-company"), "12+"),
  saying(onTopic("when was kilele founded", "about-company"), "2012"),
  saying(hard("mna wateja wangapi", "about-company"), "500+"),
  saying(onTopic("who is your CEO", "leadership"), "David Kamau"),
  saying(onTopic("who is the chief technology officer", "leadership"), "Aisha Nakato"),
  onTopic("are you a google partner", "certifications", "certification-google-workspace-partner"),
  onTopic(
    "are you registered with the data protection commissioner",
    "certifications",
    "data-protection-compliance",
    "certification-registered-data-processor",
  ),
  onTopic("Veeam partner?", "certifications", "certification-veeam-cloud-service-provider"),

  // Offices and how to reach them.
  saying(onTopic("kampala office phone number", "office-kampala"), "+256 700 123 456"),
  saying(onTopic("what is the email of the dar es salaam office", "office-dar-es-salaam"), "dar@kilele.tech"),
  saying(onTopic("nairobi office saturday hours", "office-nairobi", "opening-hours"), "2:00 PM"),
  hard("ofisi ya dar inafunguliwa saa ngapi", "office-dar-es-salaam", "opening-hours"),
  saying(onTopic("what floor is your nairobi office on", "office-nairobi"), "4th Floor"),
  saying(onTopic("emergency phone number", "emergency-support"), "+254 711 999 000"),
  onTopic("what is your whatsapp number", "contact-details"),
  saying(onTopic("sales email address", "contact-details"), "sales@kilele.tech"),

  // What the company offers: a yes, what it is and the page.
  onTopic("Is Google Workspace something you sell?", "offer-google-workspace"),
  onTopic("do you offer microsoft 365", "offer-microsoft-365"),
  onTopic("do you do websites", "offer-web-design-as-a-service"),
  onTopic("can you build us a website", "offer-web-design-as-a-service"),
  hard("mnauza google workspace?", "offer-google-workspace"),
  hard("mnafanya cybersecurity?", "offer-security-and-compliance", "offer-security-services"),
  onTopic("do you provide ERP systems", "offer-erp"),
  onTopic("do you sell crm software", "offer-crm", "offer-software-services"),
  onTopic("do you work with hospitals", "offer-healthcare"),
  onTopic("do you work with saccos", "offer-banking"),
  onTopic("do you help schools", "offer-education", "education-solutions"),
  onTopic("do you offer disaster recovery", "offer-disaster-recovery", "offer-backup-services"),
  onTopic("do you do network management", "offer-infrastructure-services", "offer-managed-network"),
  onTopic("can you set up a help desk for us", "offer-infrastructure-services"),
  onTopic("do you offer virtual desktops", "offer-virtual-desktop"),
  onTopic("do you offer predictive analytics", "offer-predictive-analytics"),
  onTopic("do you build whatsapp bots", "offer-whatsapp-messaging-platform", "offer-ai-and-messaging-automation"),

  // Near the site's topics, but not answered by it: the contact page is the right reply.
  nearTopic("Do you sell SAP Business One?"),
  nearTopic("do you install CCTV cameras"),
  nearTopic("Do you offer Zoho Mail?"),
  nearTopic("how much is microsoft 365 E3"),
  nearTopic("Microsoft 365 E5 price per user"),
  nearTopic("google workspace enterprise plan price"),
  nearTopic("do you have an office in mombasa"),
  nearTopic("arusha office phone number"),
  nearTopic("kigali office address"),
  nearTopic("do you sell dell laptops"),
  nearTopic("can you repair my printer"),
  nearTopic("do you offer domain registration"),
  nearTopic("do you sell antivirus licences like kaspersky"),
  nearTopic("do you offer mobile app development"),
  nearTopic("what is the price of aws hosting"),
  nearTopic("do you offer payroll outsourcing"),
  nearTopic("who is your CFO"),
  // Once near-topic, but the Education page offers Microsoft 365 "for staff and students at education
  // prices": a student discount is what that says (its amount, asked below, is not stated).
  saying(onTopic("is there a student discount on microsoft 365", "education-solutions-education-productivity-suites"), "education prices"),
  nearTopic("can I pay with bitcoin"),
  nearTopic("do you offer a free trial of google workspace"),
  nearTopic("are you open on public holidays"),
  nearTopic("do you have an office in rwanda"),
  nearTopic("whatsapp platform price in ugandan shillings"),
  nearTopic("how many employees does kilele have"),
  nearTopic("do you do SEO only"),
  nearTopic("microsoft dynamics 365 price"),
  nearTopic("do you sell microsoft dynamics"),
  nearTopic("salesforce implementation cost"),
  nearTopic("do you offer iphone repairs"),
  nearTopic("price of a google workspace education licence"),
];
