// Spare held-out questions, written from the public pages only, by someone who had not seen the
// assistant's corpus or vocabulary, that replace a held-out question once it has been used for tuning.
import type { HeldOutAnswerable, HeldOutNearTopic } from "./held-out-question";

export const heldOutAnswerable: readonly HeldOutAnswerable[] = [
  { question: "mlikuwa microsoft partner tangu mwaka gani", expect: ["2014"], page: "/about" },
  { question: "when did you launch your whatsapp platform", expect: ["2022"], page: "/about" },
  { question: "how many users did u move to remote work during the pandemic", expect: ["1,000"], page: "/about" },
  { question: "kampala ofice email", expect: ["kampala@kilele.tech"], page: "/contact" },
  { question: "is there another nairobi number apart from 0700 123 456", expect: ["+254 733 123 456"], page: "/contact" },
  { question: "bi dashbords price per month", expect: ["$700"], page: "/products" },
  { question: "which support plan comes with a dedicated account manager", expect: ["Premium Support"], page: "/products" },
  { question: "which google workspace plan lets 500 people join a meeting", expect: ["Business Plus"], page: "/products/google-workspace" },
  { question: "how many users have you migrated to microsoft 365", expect: ["1000+"], page: "/products/microsoft-365" },
  {
    question: "message limit on the whatsapp enterprise plan",
    expect: ["Unlimited messages"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "does the professional backup plan include recovery tests",
    expect: ["Quarterly recovery tests"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "we have 2 TB to back up and need 90 day retention, price?", expect: ["$99"], page: "/products/cloud-backup-and-recovery" },
  { question: "can your monitoring warn us before disks or ups batteries fail", expect: ["Failure prediction"], page: "/ai-services" },
  {
    question: "what extra do we get on the enterprise analytics package",
    expect: ["Custom machine learning models"],
    page: "/solutions/data-and-analytics",
  },
  { question: "enterprise transformation package training hours", expect: ["40 hours"], page: "/solutions/sme-digital-transformation" },
  {
    question: "foundation package support after go live ni kwa miezi mingapi",
    expect: ["3 months"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question: "we are 25 staff, how long is support after go-live on the transformation package",
    expect: ["6 months"],
    page: "/solutions/sme-digital-transformation",
  },
  { question: "growth website package how many pages", expect: ["20 pages"], page: "/solutions/web-design-as-a-service" },
  { question: "how many websites have you launched", expect: ["200+"], page: "/solutions/web-design-as-a-service" },
  { question: "what data loss prevention tool comes with business premium", expect: ["Purview"], page: "/resources/knowledge-base" },
  { question: "how long do you keep the questions i type into the chat", expect: ["13 months"], page: "/privacy" },
  { question: "which analytics tool does your website use", expect: ["PostHog"], page: "/privacy" },
  { question: "mnajibu maombi ya privacy baada ya siku ngapi", expect: ["30 days"], page: "/privacy" },
  { question: "how many students use the systems you support", expect: ["60,000+"], page: "/industries" },
  { question: "mnahudumia public institutions ngapi", expect: ["25+"], page: "/industries" },
  { question: "m365 migraton guide how many pages", expect: ["28 pages"], page: "/resources/guides" },
  { question: "which m365 plan did the 25-lawyer firm move to", expect: ["Business Premium"], page: "/resources/case-studies" },
  { question: "what dashboards do you offer hospitals", expect: ["Bed occupancy"], page: "/industries/healthcare" },
  {
    question: "we are a 12 person law firm, how do you keep client email confidential",
    expect: ["data loss prevention"],
    page: "/industries/legal",
  },
  { question: "mnasaidia shule na wifi ya campus, inafilter content?", expect: ["Content filtering"], page: "/industries/education" },
];

export const heldOutNearTopic: readonly HeldOutNearTopic[] = [
  { question: "do you do Odoo implementation" },
  { question: "are you open on public holidays" },
  { question: "how much does an on-site visit by one of your engineers cost" },
  { question: "price of the learning platform for schools" },
  { question: "who is your CFO" },
  { question: "mnauza Sage 300 licences?" },
  { question: "do you have an office in Juba" },
  { question: "do you resell Fortinet firewalls" },
  { question: "can you send bulk SMS for our sacco members" },
  { question: "do you sell Tally ERP" },
];
