// The site's offer at a glance: the six solution lines, the four flagship products and the
// eight industries. Home cards, navigation menus and the footer all read these lists.
import type { IconName } from "../shared/icon-names";

export type CatalogEntry = { title: string; summary: string; href: string; icon: IconName };

export const solutionLines: CatalogEntry[] = [
  {
    title: "Cloud & Licensing",
    summary: "Microsoft 365 and Google Workspace licensing, migration and management with local support.",
    href: "/solutions/cloud-and-licensing",
    icon: "cloud",
  },
  {
    title: "AI & Messaging Automation",
    summary: "WhatsApp assistants that answer customers instantly and hand over to your team when needed.",
    href: "/solutions/ai-and-messaging-automation",
    icon: "chat",
  },
  {
    title: "Web Design as a Service",
    summary: "A fast, secure website designed, hosted and updated for one monthly fee.",
    href: "/solutions/web-design-as-a-service",
    icon: "globe",
  },
  {
    title: "SME Digital Transformation",
    summary: "A 90-day programme that moves a growing business onto modern, connected tools.",
    href: "/solutions/sme-digital-transformation",
    icon: "rocket",
  },
  {
    title: "Security & Compliance",
    summary: "AI-driven threat protection and Data Protection Act compliance across Kenya, Uganda and Tanzania.",
    href: "/solutions/security-and-compliance",
    icon: "shield",
  },
  {
    title: "Data & Analytics",
    summary: "Dashboards and forecasts built on your own data, so decisions rest on facts.",
    href: "/solutions/data-and-analytics",
    icon: "chart",
  },
];

export const flagshipProducts: CatalogEntry[] = [
  {
    title: "Microsoft 365",
    summary: "Business Basic, Standard and Premium plans with migration, training and local support.",
    href: "/products/microsoft-365",
    icon: "mail",
  },
  {
    title: "Google Workspace",
    summary: "Gmail, Drive and Meet for teams that live in the browser, set up in days.",
    href: "/products/google-workspace",
    icon: "users",
  },
  {
    title: "WhatsApp Messaging Platform",
    summary: "Automate customer conversations on the app your customers already use.",
    href: "/products/whatsapp-messaging-platform",
    icon: "chat",
  },
  {
    title: "Cloud Backup & Recovery",
    summary: "Daily encrypted backups and fast recovery for files, mailboxes and servers.",
    href: "/products/cloud-backup-and-recovery",
    icon: "database",
  },
];

export const industries: CatalogEntry[] = [
  { title: "SMEs", summary: "Enterprise-grade IT sized and priced for growing businesses.", href: "/industries/smes", icon: "briefcase" },
  {
    title: "Legal",
    summary: "Secure document management and client confidentiality for law firms.",
    href: "/industries/legal",
    icon: "scale",
  },
  {
    title: "Banking & Finance",
    summary: "Resilient, compliant systems for banks and savings cooperatives.",
    href: "/industries/banking",
    icon: "bank",
  },
  {
    title: "Healthcare",
    summary: "Protected patient data and reliable systems for clinics and hospitals.",
    href: "/industries/healthcare",
    icon: "heart",
  },
  {
    title: "Education",
    summary: "Collaboration and learning platforms for schools and universities.",
    href: "/industries/education",
    icon: "book",
  },
  {
    title: "Manufacturing",
    summary: "Connected operations, analytics and uptime for the factory floor.",
    href: "/industries/manufacturing",
    icon: "factory",
  },
  { title: "NGOs", summary: "Donor-ready reporting and discounted licensing for non-profits.", href: "/industries/ngos", icon: "hand" },
  {
    title: "Government",
    summary: "Secure, sovereign and compliant services for public institutions.",
    href: "/industries/government",
    icon: "landmark",
  },
];
