import { flagshipProducts, industries, solutionLines } from "./catalog";

export type NavLink = { label: string; href: string };
export type NavMenu = { label: string; href: string; links: NavLink[] };

const toLinks = (entries: { title: string; href: string }[]): NavLink[] => entries.map((e) => ({ label: e.title, href: e.href }));

/** Header dropdowns: Solutions, Products, Industries, Resources. */
export const navMenus: NavMenu[] = [
  { label: "Solutions", href: "/solutions", links: [{ label: "All solutions", href: "/solutions" }, ...toLinks(solutionLines)] },
  {
    label: "Products",
    href: "/products",
    links: [{ label: "All products", href: "/products" }, ...toLinks(flagshipProducts), { label: "AI Services", href: "/ai-services" }],
  },
  { label: "Industries", href: "/industries", links: [{ label: "All industries", href: "/industries" }, ...toLinks(industries)] },
  {
    label: "Resources",
    href: "/resources",
    links: [
      { label: "All resources", href: "/resources" },
      { label: "Case Studies", href: "/resources/case-studies" },
      { label: "Guides", href: "/resources/guides" },
      { label: "Knowledge Base", href: "/resources/knowledge-base" },
    ],
  },
];

export const navPlainLinks: NavLink[] = [
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
];

export const headerActions = {
  demo: { label: "Get Demo", href: "/contact?subject=demo" },
  start: { label: "Get Started", href: "/contact?subject=get-started" },
};

export const footerColumns: { title: string; links: NavLink[] }[] = [
  { title: "Solutions", links: toLinks(solutionLines) },
  { title: "Products", links: toLinks(flagshipProducts) },
  { title: "Industries", links: toLinks(industries) },
  {
    title: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Contact", href: "/contact" },
      { label: "Resources", href: "/resources" },
      { label: "Privacy", href: "/privacy" },
    ],
  },
];

export const footerActions = {
  consultation: { label: "Book Consultation", href: "/meet" },
  retainer: { label: "Get Retainer Quote", href: "/contact?subject=retainer-quote" },
};
