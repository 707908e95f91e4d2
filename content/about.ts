import type { IconName } from "../shared/icon-names";
import { company, offices } from "./company";
import type { Stat } from "./home";
import type { PageMetaInput } from "./page-meta-input";

// /about: stats, mission, timeline, values, leaders, certifications and offices.
// The offices themselves come from company.ts.

export type TimelineEntry = { year: number; title: string; description: string };
export type CoreValue = { title: string; description: string; icon: IconName };
/** A leader on the about page. No `image`: an initials avatar instead, so no outside pictures are loaded. */
export type TeamMember = { name: string; position: string; bio: string; linkedin: string };
export type Certification = { name: string; description: string };
export type Statement = { title: string; text: string; icon: IconName };

export const aboutSeo: PageMetaInput = {
  title: "About Us: East Africa's AI-Powered IT Partner since 2012",
  description:
    "Since 2012 Kilele Technologies has served 500+ organizations from offices in Nairobi, Kampala and Dar es Salaam. Meet our team and values.",
  path: "/about",
};

export const aboutHero = {
  title: `About ${company.name}`,
  lead: `Since ${company.foundedYear} we have helped organizations across Kenya, Uganda and Tanzania run secure, modern IT — with local engineers who answer the phone.`,
};

export const aboutStats: Stat[] = [
  { value: "500+", label: "Clients served" },
  { value: "12+", label: "Years in business" },
  { value: String(offices.length), label: "Countries with an office" },
  { value: "99.9%", label: "Uptime SLA" },
];

export const purposeTitle = "Mission, vision and purpose";

export const aboutStatements: Statement[] = [
  {
    title: "Our Mission",
    text: "To give every East African organization, from a five-person shop to a national bank, the secure and reliable technology that large global companies take for granted.",
    icon: "target",
  },
  {
    title: "Our Vision",
    text: "A region where no business loses a customer, a file or a day's work because its technology let it down.",
    icon: "eye",
  },
  {
    title: "Our Purpose",
    text: "We turn cloud, automation and AI into everyday tools that save our clients time and money, and we stay to make sure they keep working.",
    icon: "heart",
  },
];

export const timelineTitle = "Our Journey";

export const timeline: TimelineEntry[] = [
  { year: 2012, title: "Founded in Nairobi", description: "Three engineers start a managed IT service for small businesses in Westlands." },
  { year: 2014, title: "Cloud practice", description: "We become a Microsoft partner and move our first 100 clients to cloud email." },
  { year: 2016, title: "Kampala office", description: "We open in Uganda to serve savings cooperatives and NGOs." },
  { year: 2018, title: "Dar es Salaam office", description: "Our Tanzania team opens, and we complete ISO 27001 certification." },
  {
    year: 2020,
    title: "Remote work at scale",
    description: "We move more than 1,000 users to remote work in eight weeks during the pandemic.",
  },
  {
    year: 2022,
    title: "AI and WhatsApp automation",
    description: "We launch our WhatsApp messaging platform and AI-powered security monitoring.",
  },
  { year: 2024, title: "500+ organizations", description: "We pass 500 clients and launch our data and analytics practice." },
];

export const valuesTitle = "Our Core Values";

export const coreValues: CoreValue[] = [
  { title: "Clients First", description: "We measure success by our clients' uptime, not by the hours we bill.", icon: "users" },
  { title: "Integrity", description: "Honest advice, clear prices and no lock-in we have not explained.", icon: "scale" },
  { title: "Security by Design", description: "Every system we build starts from protecting the data in it.", icon: "shield" },
  { title: "Local Expertise", description: "Engineers in all three countries who know local laws, networks and businesses.", icon: "pin" },
  { title: "Innovation", description: "We adopt new technology when it solves a client's problem, not before.", icon: "zap" },
  { title: "Continuous Learning", description: "Every engineer trains and certifies every year.", icon: "book" },
];

export const leadershipTitle = "Leadership Team";

export const leaders: TeamMember[] = [
  {
    name: "David Kamau",
    position: "Founder & Chief Executive Officer",
    bio: "Founded Kilele in 2012 after a decade running infrastructure for Kenyan banks. Leads strategy and our largest client relationships.",
    linkedin: "https://www.linkedin.com/in/david-kamau-kilele",
  },
  {
    name: "Aisha Nakato",
    position: "Chief Technology Officer",
    bio: "Built our cloud and security practices and our WhatsApp automation platform. Certified cloud architect and security engineer.",
    linkedin: "https://www.linkedin.com/in/aisha-nakato-kilele",
  },
  {
    name: "Baraka Mwakyusa",
    position: "Director, Tanzania",
    bio: "Opened our Dar es Salaam office in 2018 and leads our work with manufacturers and government agencies.",
    linkedin: "https://www.linkedin.com/in/baraka-mwakyusa-kilele",
  },
  {
    name: "Faith Achieng",
    position: "Head of Client Success",
    bio: "Runs onboarding, training and support, and makes sure every client hears from us within four business hours.",
    linkedin: "https://www.linkedin.com/in/faith-achieng-kilele",
  },
];

export const certificationsTitle = "Certifications & Partnerships";

export const certifications: Certification[] = [
  { name: "ISO/IEC 27001", description: "Certified information security management system." },
  { name: "Microsoft Solutions Partner", description: "Modern Work and Security designations." },
  { name: "Google Workspace Partner", description: "Licensing, migration and support for Google Workspace." },
  { name: "Meta Business Partner", description: "Approved provider for the WhatsApp Business Platform." },
  { name: "Registered Data Processor", description: "Registered with Kenya's Office of the Data Protection Commissioner." },
  { name: "Veeam Cloud & Service Provider", description: "Backup and recovery for servers, mailboxes and files." },
];

export const officesTitle = "Our Offices";

export const aboutCta = {
  title: "Let's build what's next together",
  lead: "Tell us about your organization and we will show you where technology can save you time and money.",
  primary: { label: "Book Consultation", href: "/meet" },
  secondary: { label: "Explore Solutions", href: "/solutions" },
};
