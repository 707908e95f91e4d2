// Development questions in the long form buyers often type: a sentence or two about their situation,
// then the question. Written from the public pages (product, solution and contact pages) to tune the
// reading of a question's ask apart from its context; scored by the strings a right answer contains.
import type { HeldOutAnswerable, HeldOutNearTopic } from "./held-out-question";

export const longFormAnswerable: readonly HeldOutAnswerable[] = [
  {
    question:
      "We are a logistics company with two warehouses and our IT guy just left. We use Microsoft 365 already. What would the Growth licence management package cost us each month?",
    expect: ["$299"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question:
      "Our accounts team keeps losing files when laptops die, and the auditors are asking questions. How much is the Essential cloud backup plan per TB?",
    expect: ["$49"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question:
      "I run a chain of four bakeries in Arusha and we answer the same WhatsApp questions every day. How many messages a month come with the Professional WhatsApp plan?",
    expect: ["10,000"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question:
      "We are moving off our old email server next quarter and need proper Word and Excel on every desk. What is the price per user of Microsoft 365 Business Standard?",
    expect: ["$12.50"],
    page: "/products/microsoft-365",
  },
  {
    question: "Our design studio works with huge video files. On Google Workspace Business Plus, how much storage does each person get?",
    expect: ["5TB"],
    page: "/products/google-workspace",
  },
  {
    question:
      "Last month a phishing email nearly cost us a supplier payment and the board is worried. What does your Essential security package cost per month?",
    expect: ["$500"],
    page: "/solutions/security-and-compliance",
  },
  {
    question:
      "We are a family-owned hardware wholesaler and everything is still on paper and spreadsheets. What is the price of the Foundation transformation package?",
    expect: ["$5,000"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question:
      "Our current website was built by a cousin years ago and nobody can update it. How much is the Growth website package per month?",
    expect: ["$3,500"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "Our site is fine but we need someone to keep it patched and make small edits each month. What does the Growth Retainer cost?",
    expect: ["$599"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "We run a busy online shop and customers message us at night when nobody is around. What is the monthly price of the Growth automation package?",
    expect: ["$499"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question: "Our regulator now wants us to keep three months of backups for every system. Which backup plan keeps backups for 90 days?",
    expect: ["Professional"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question:
      "I am comparing providers for our new Kisumu branch and I will be in Nairobi on Saturday. Until what time is your Nairobi office open on Saturdays?",
    expect: ["2:00 PM"],
    page: "/contact",
  },
  {
    question:
      "We had a power surge over the weekend and the main server will not boot. We are already your clients. What is the emergency support number?",
    expect: ["+254 711 999 000"],
    page: "/contact",
  },
  {
    question: "Our finance director prefers to meet suppliers face to face before signing anything. Where exactly is your Kampala office?",
    expect: ["Plot 14, Kampala Road"],
    page: "/contact",
  },
  {
    question: "We are a young company and our investors ask how established our suppliers are. When was Kilele founded?",
    expect: ["2012"],
    page: "/about",
  },
  {
    question:
      "Our procurement rules say a supplier must hold an information security certification before we can shortlist them. Are you ISO 27001 certified?",
    expect: ["ISO 27001"],
    page: "/",
  },
  {
    question:
      "We are a 12-person accounting practice and only need email, Word online and Teams, nothing fancy. How much is Microsoft 365 Business Basic per user?",
    expect: ["$6"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "Our sales team sends quotes from Gmail today and we want proper company addresses. What does Google Workspace Business Starter cost per user?",
    expect: ["$6"],
    page: "/products/google-workspace",
  },
  {
    question:
      "We have a data protection audit coming up and I need to budget. What does the Professional security and compliance package cost per month?",
    expect: ["$1,500"],
    page: "/solutions/security-and-compliance",
  },
  {
    question:
      "Our office manager is drowning in licence renewals and new starters every month. What is included in the Starter cloud and licensing package and what does it cost?",
    expect: ["$99"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question: "We are a small clinic and only want to try WhatsApp reminders first. What is the cheapest WhatsApp platform plan?",
    expect: ["$99"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "We are a manufacturer with a tight budget this year. Which encryption do you use for the backups, since our clients ask?",
    expect: ["AES-256"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question:
      "Our SACCO moved to WhatsApp for member questions last year and the board asked about data. How long can conversations be kept on your WhatsApp platform?",
    expect: ["2 years"],
    page: "/resources/knowledge-base",
  },
  {
    question: "We just registered a new company and have no email at all yet. How quickly can a brand new Microsoft 365 tenant be ready?",
    expect: ["48 hours"],
    page: "/resources/knowledge-base",
  },
  {
    question: "I am writing a proposal for our bank's board and they like local references. How many banks and SACCOs do you work with?",
    expect: ["45+"],
    page: "/industries",
  },
  {
    question:
      "We are a cement plant and our machines stop often because of breakdowns. How much less unplanned downtime have your manufacturing clients seen?",
    expect: ["20%"],
    page: "/industries",
  },
  {
    question:
      "Our school network is old and the head teacher wants a quote. Before that, how many pages does the website Starter package include?",
    expect: ["8"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "We need to be sure we are not locked in forever. On the Enterprise security package, how often is penetration testing done?",
    expect: ["twice a year"],
    page: "/solutions/security-and-compliance",
  },
  {
    question: "We want to know where we stand before buying anything. How long does your security assessment take?",
    expect: ["two weeks"],
    page: "/solutions/security-and-compliance",
  },
  {
    question: "I filled in your contact form this morning about Microsoft 365 for our 20 staff. When should I expect someone to reply?",
    expect: ["24 hours"],
    page: "/contact",
  },
  {
    question:
      "We are a law firm in Kampala and we heard you moved another firm's files to the cloud. How much data did you migrate in that case study?",
    expect: ["1.2 TB"],
    page: "/resources/case-studies",
  },
  {
    question: "Our SACCO processes loans by hand and it takes days. How much faster did loan processing get for Umoja SACCO?",
    expect: ["50%"],
    page: "/resources/case-studies",
  },
  {
    question:
      "I chatted with your assistant yesterday about backup prices and I care about privacy. How long are the questions I type into the chat kept?",
    expect: ["13 months"],
    page: "/privacy",
  },
  {
    question:
      "We sent you a request last week to delete our details after a newsletter sign-up. How long do you take to answer a privacy request?",
    expect: ["30 days"],
    page: "/privacy",
  },
  {
    question:
      "We have about 150 staff in three towns and want a practical guide before we talk to anyone. Up to what company size is the SME playbook meant for?",
    expect: ["300"],
    page: "/resources/guides",
  },
  {
    question: "Our county office is bound by public procurement rules. How long can a government contract with you run at most?",
    expect: ["36 months"],
    page: "/industries/government",
  },
  {
    question:
      "Our customer service team is only five people and we get the same questions on WhatsApp daily. How long does it take for an automation bot to go live?",
    expect: ["48 hours"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question:
      "We are a wholesaler with branches in Kenya and Uganda and file taxes in both. Does your ERP handle KRA and URA requirements?",
    expect: ["KRA", "URA"],
    page: "/products",
  },
  {
    question:
      "We type supplier invoices into our accounting system by hand every week. Can your AI read documents like invoices and pull the data out?",
    expect: ["Document intelligence"],
    page: "/ai-services",
  },
  {
    question:
      "Our website redesign is being planned and I need to set expectations with the directors. How long does a new website take to launch?",
    expect: ["4 weeks"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "We already use Google Workspace but staff log in with weak passwords. What does Identity Shield cost per user?",
    expect: ["$15"],
    page: "/products",
  },
  {
    question: "We are a hospital group with several sites. How many healthcare organisations do you work with?",
    expect: ["60+"],
    page: "/industries",
  },
];

export const longFormNearTopic: readonly HeldOutNearTopic[] = [
  {
    question:
      "We are a 40-person insurance broker and already pay for Microsoft 365 Business Premium. How much would Microsoft 365 E5 cost per user through you?",
  },
  {
    question:
      "Our board wants everything on one invoice and we have been burnt before. Do you offer a discount if we pay three years upfront?",
  },
  {
    question: "We have a shop in Mombasa and our customers keep asking. What are the opening hours of your Mombasa office on weekends?",
  },
  {
    question:
      "Our sales team lives in spreadsheets and we finally want a proper pipeline tool. How much are Salesforce Sales Cloud licences per user through you?",
  },
  {
    question:
      "We are hiring two junior engineers next month and want them certified. How much do your CCNA classroom courses cost per student?",
  },
  {
    question: "We sell phones in Kampala and many customers pay with mobile money. Can you build us a USSD menu and what does that cost?",
  },
  {
    question: "Our office has 30 laptops running Windows 10. How much do you charge to upgrade each one to Windows 11?",
  },
  {
    question: "We already have Microsoft 365 Business Premium for 50 users. What does Microsoft Copilot cost per user through you?",
  },
  {
    question: "Our accountant retired and the books are behind. Do you offer bookkeeping or payroll services?",
  },
  {
    question: "We are expanding to Kigali next year. Where is your Rwanda office?",
  },
];
