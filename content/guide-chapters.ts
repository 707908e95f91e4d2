import type { GuideId } from "../shared/contact-options";
import { company } from "./company";
import { microsoft365PlanLines } from "./knowledge-base";
import { microsoft365StoragePerUser } from "./product-plans";

// The text of each downloadable guide; the download is generated from it
// (app/guides/guide-document.ts). Read on the server only, never shipped to the browser.

export type GuideChapter = { title: string; paragraphs: string[]; bullets?: string[] };

const contactLine = `Talk to us: ${company.phone} · ${company.email} · ${company.siteUrl}/contact`;

export const guideChapters: Record<GuideId, GuideChapter[]> = {
  "sme-digital-transformation-playbook": [
    {
      title: "Why transform now",
      paragraphs: [
        "Most small and medium businesses in East Africa run on a mix of personal email accounts, spreadsheets passed around on WhatsApp and one ageing office computer that everybody is afraid to switch off. It works until a laptop is stolen, a key employee leaves or a customer asks how their data is protected.",
        "Digital transformation is not about buying more software. It is about putting the business on a small number of well-chosen, well-configured tools, so that people can work from anywhere, customers get faster answers and the owner can see what is happening without chasing reports.",
      ],
    },
    {
      title: "The 90-day method",
      paragraphs: [
        "We run every transformation in four phases over 90 days. Each phase ends with something the business can use, so value arrives early and nothing depends on a big-bang launch.",
      ],
      bullets: [
        "Days 1–15 — Assess: interview each team, inventory devices, accounts, data and software, and agree three measurable goals.",
        "Days 16–30 — Plan and lay foundations: choose the tools, set up the cloud tenant, domain, identities and multi-factor authentication, and agree the migration calendar.",
        "Days 31–75 — Implement: move email and files, automate the first customer and back-office processes, connect devices to management and backup.",
        "Days 76–90 — Train and hand over: role-based training, written procedures, a first measurement against the goals and the support plan going forward.",
      ],
    },
    {
      title: "Choosing your package",
      paragraphs: [
        "Each package is a fixed price per project, sized by the number of employees, and includes training hours and a period of support after day 90.",
      ],
      bullets: [
        "Foundation — $5,000 per project, for 1–10 employees: 8 hours of training and 3 months of support.",
        "Growth — $15,000 per project, for 11–50 employees: 24 hours of training and 6 months of support.",
        "Enterprise — $35,000 per project, for 51+ employees: 40 hours of training and 12 months of support.",
      ],
    },
    {
      title: "Week-one checklist",
      paragraphs: ["Before any tool is chosen, collect the facts. These are the questions we ask in the first week."],
      bullets: [
        "Who has administrator access to your domain, email and bank portals today?",
        "Where do customer records live, and who can see them?",
        "Which devices hold company data, and are they encrypted and updated?",
        "When was the last backup restored successfully?",
        "Which three tasks take your team the most time every week?",
      ],
    },
    {
      title: "Security basics every SME needs",
      paragraphs: ["Five measures stop most attacks on small businesses. None of them needs a security team."],
      bullets: [
        "Multi-factor authentication on every email and cloud account.",
        "One account per person — never shared passwords.",
        "Automatic updates and disk encryption on every laptop and phone.",
        "Daily cloud backup with a restore tested every quarter.",
        "A written record of what personal data you hold, as Kenya's DPA 2019, Uganda's DPPA 2019 and Tanzania's PDPA 2022 require.",
      ],
    },
    {
      title: "Measuring success",
      paragraphs: [
        "Agree the measures in the first fortnight and check them on day 90. Our clients most often track hours saved per week on routine tasks, time to answer a customer, the share of staff using multi-factor authentication and the time needed to restore a lost file.",
        "Across our clients these projects have delivered around 40% productivity gains and 30% cost savings, and our monitored systems run at 99.9% uptime.",
      ],
    },
    {
      title: "Next steps",
      paragraphs: [`Book a free consultation and we will run the week-one assessment with you. ${contactLine}`],
    },
  ],
  "microsoft-365-migration-guide": [
    {
      title: "Choosing a plan",
      paragraphs: [`Every business plan includes ${microsoft365StoragePerUser}. You can mix plans in one organization.`],
      bullets: microsoft365PlanLines.map((line) => `${line.term}: ${line.detail}`),
    },
    {
      title: "Before you migrate",
      paragraphs: ["A smooth weekend cut-over is decided in the weeks before it. Prepare these items first."],
      bullets: [
        "List every mailbox, shared mailbox and distribution list, with its size.",
        "List file shares and who needs access to each folder.",
        "Confirm who controls your domain's DNS records.",
        "Archive or delete mail and files nobody needs to move.",
        "Agree a cut-over weekend and tell staff what will change on Monday.",
      ],
    },
    {
      title: "The three-step implementation",
      paragraphs: ["We migrate in three steps, each signed off before the next begins."],
      bullets: [
        "Assessment — inventory, plan choice per user, security baseline and a migration calendar.",
        "Migration — mailboxes, calendars, contacts and files moved in stages, with a final sync over the cut-over weekend so nothing is lost.",
        "Training — short role-based sessions on Outlook, Teams, OneDrive and SharePoint, plus a one-page guide for every employee.",
      ],
    },
    {
      title: "How long it takes",
      paragraphs: [
        "A new Microsoft 365 tenant goes live in 24–48 hours. A full migration of existing mail and files takes 2–4 weeks, depending on data volume and the number of users. We have migrated more than 1,000 users with 99.9% uptime during the move.",
      ],
    },
    {
      title: "Securing your tenant from day one",
      paragraphs: ["Default settings are not enough for businesses that hold client data. Turn these on before the first user signs in."],
      bullets: [
        "Multi-factor authentication for every account, starting with administrators.",
        "Separate administrator accounts that are not used for everyday email.",
        "Device management and conditional access (Business Premium) so company data stays on managed devices.",
        "Data loss prevention rules for ID numbers, bank details and client files.",
        "A third-party backup of mailboxes and OneDrive: Microsoft keeps the service running, you remain responsible for your data.",
      ],
    },
    {
      title: "After go-live",
      paragraphs: [
        `Check adoption after 30 days: who still stores files on their desktop, who has not set up multi-factor authentication, which teams have not moved their conversations into Teams. Short follow-up sessions then do more than another round of formal training. ${contactLine}`,
      ],
    },
  ],
};
