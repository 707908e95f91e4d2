import { company } from "./company";

export type Stat = { value: string; label: string };
export type Testimonial = { quote: string; name: string; role: string; organization: string; rating: 1 | 2 | 3 | 4 | 5 };

export const homeHero = {
  eyebrow: "AI-powered IT services",
  title: "AI-Powered IT Services for East Africa's Growing Organizations",
  lead: `Since ${company.foundedYear}, ${company.name} has helped 500+ organizations across Kenya, Uganda and Tanzania run secure, modern IT — from cloud productivity to AI automation.`,
  badges: ["500+ organizations since 2012", "ISO 27001 certified", "99.9% uptime SLA"],
  primaryCta: { label: "Get Started", href: "/contact?subject=get-started" },
  secondaryCta: { label: "Explore Solutions", href: "/solutions" },
};

export const homeSections = {
  solutions: { title: "Core Solutions", lead: "Six ways we help organizations work better, safer and smarter." },
  products: { title: "Featured Products", lead: "Licensed, migrated and supported by our local engineers." },
  industries: { title: "Industries We Serve", lead: "Solutions shaped by the rules and realities of each sector." },
  testimonials: { title: "What Our Clients Say" },
  clients: { title: "Trusted by organizations across East Africa" },
};

export const homeStats: Stat[] = [
  { value: "500+", label: "Clients" },
  { value: "99.9%", label: "Uptime" },
  { value: "24/7", label: "Monitoring" },
  { value: "12+", label: "Years" },
];

export const testimonials: Testimonial[] = [
  {
    quote: "Kilele moved our 25 lawyers to Microsoft 365 over one weekend. Client files are now secure and we work from anywhere.",
    name: "Grace Wanjiru",
    role: "Managing Partner",
    organization: "Wanjiru & Associates Advocates",
    rating: 5,
  },
  {
    quote: "Our WhatsApp assistant answers members' balance questions instantly. Support calls dropped by almost two thirds.",
    name: "Joseph Okello",
    role: "CEO",
    organization: "Umoja Savings Cooperative",
    rating: 5,
  },
  {
    quote: "Their monitoring team spots problems before our staff notice them. It feels like having an IT department in-house.",
    name: "Dr. Amina Mushi",
    role: "Operations Director",
    organization: "Bahari Medical Centre",
    rating: 5,
  },
];

/** Client wordmarks rendered as text: no third-party logo files to license or download. */
export const clientLogos: string[] = [
  "Umoja SACCO",
  "Bahari Medical",
  "Wanjiru Advocates",
  "Savannah Foods",
  "Lakeside Academy",
  "Rift Valley Water",
  "Kijani Foundation",
  "Pwani Logistics",
];
