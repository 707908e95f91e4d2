// Held-out FAQ questions, a fourth blind batch (2026-11-26), written from the public pages only by
// someone who had not seen the assistant's corpus or vocabulary; they replace third-batch questions
// that were spent. Never tune on these (docs/OPERATIONS.md).
import type { HeldOutAnswerable, HeldOutNearTopic } from "./held-out-question";

export const fourthBatchAnswerable: readonly HeldOutAnswerable[] = [
  { question: "How large is the email mailbox on Microsoft 365 Business Basic?", expect: ["50GB"], page: "/products/microsoft-365" },
  { question: "google workspace business plus ni bei gani kwa kila user?", expect: ["$18"], page: "/products/google-workspace" },
  {
    question:
      "Our design studio works with big video files and the 30GB on Google Workspace Starter keeps filling up. How much storage per user would we get on Business Standard?",
    expect: ["2TB"],
    page: "/products/google-workspace",
  },
  { question: "whatsapp professional plan price n msg limit", expect: ["$299", "10,000"], page: "/products/whatsapp-messaging-platform" },
  { question: "cheapest backup plan per TB?", expect: ["$49"], page: "/products/cloud-backup-and-recovery" },
  {
    question:
      "Our auditors want us to be able to restore files that were deleted up to two months ago. How long does the Essential backup plan keep data, and which plan keeps it longer?",
    expect: ["30-day", "90-day"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "infrastructure monitoring price from?", expect: ["$600"], page: "/products" },
  {
    question:
      "We run a chain of pharmacies and if our dispensing system goes down we can't sell anything. On your Enterprise Support plan, how fast do you respond to a critical issue?",
    expect: ["15-minute"],
    page: "/products",
  },
  {
    question:
      "We're an insurance broker with about 60 staff on Microsoft 365 and want you to manage our licences and help desk. Which managed licensing package fits us and what's the monthly fee?",
    expect: ["$299"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question: "we get like 700 whatsapp chats a month, which automation package n price",
    expect: ["$199"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question: "sisi ni kampuni ya wafanyakazi 35, website package gani inatufaa na ni bei gani kwa mwezi?",
    expect: ["$3,500"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "What does the Starter website package cost in total over the minimum commitment?",
    expect: ["$18,000"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "We're thinking of signing up for a website package, but our budget might get cut after six months. What happens if we cancel before the minimum term is over?",
    expect: ["remaining months"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "do u handle secure disposal of old company laptops", expect: ["Secure disposal"], page: "/solutions" },
  { question: "enterprise retainer hrs per month?", expect: ["40 hours"], page: "/resources/knowledge-base" },
  {
    question:
      "We're a family-owned distributor in Mwanza with about 30 employees, still running on personal Gmail accounts and spreadsheets. Which transformation package suits us and what does it cost?",
    expect: ["$15,000"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question: "foundation package inakuja na masaa mangapi ya training kwa staff?",
    expect: ["8 hours"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question:
      "We have about 180 laptops and phones spread across four branches. Which security package covers that many devices, and what's the monthly price?",
    expect: ["$1,500"],
    page: "/solutions/security-and-compliance",
  },
  {
    question: "how often is pen testing done on the enterprise security pkg",
    expect: ["twice a year"],
    page: "/solutions/security-and-compliance",
  },
  { question: "analytics starter data refresh how often", expect: ["Daily"], page: "/solutions/data-and-analytics" },
  { question: "Can your AI predict which of our customers are likely to leave us?", expect: ["Churn"], page: "/ai-services" },
  {
    question:
      "I'm shortlisting vendors for a reporting project and want someone with a dedicated data team. In what year did Kilele launch its data and analytics practice?",
    expect: ["2024"],
    page: "/about",
  },
  { question: "kampala office saturday hrs", expect: ["1:00 PM"], page: "/contact" },
  { question: "ofisi yenu ya kampala iko floor ya ngapi?", expect: ["2nd Floor"], page: "/contact" },
  { question: "Do you have any schools among your clients?", expect: ["Lakeside Academy"], page: "/" },
  {
    question:
      "We're a deposit-taking SACCO and the regulator wants proof that our disaster recovery actually works. How often do you run a failover test for core banking?",
    expect: ["Annual"],
    page: "/industries",
  },
  {
    question:
      "We're a state corporation and our legal team says citizen records must stay inside the country. Can you keep government data where the law requires it?",
    expect: ["Data residency"],
    page: "/industries/government",
  },
  { question: "umoja sacco loan processing how much faster after the bot", expect: ["50%"], page: "/resources/case-studies" },
  {
    question: "What size of business is the SME Digital Transformation Playbook written for?",
    expect: ["1 to 300 staff"],
    page: "/resources/guides",
  },
  { question: "how long is the server recovery webinar recording", expect: ["45 min"], page: "/resources" },
  {
    question:
      "I'm a customer in Dar es Salaam and I'm not happy with how my personal data was handled. Which Tanzanian regulator can I complain to, according to your privacy notice?",
    expect: ["Personal Data Protection Commission"],
    page: "/privacy",
  },
  { question: "mnaweka email yangu ya newsletter kwa muda gani?", expect: ["unsubscribe"], page: "/privacy" },
];

export const fourthBatchNearTopic: readonly HeldOutNearTopic[] = [
  { question: "are meta's whatsapp conversation charges included in ur platform plan price or billed on top?" },
  { question: "mnatoa huduma ya printers na photocopiers (managed print) kwa ofisi?" },
];
