// Schemas of the marketing content records (tabs, products, plans, solutions, pages). Content modules
// take their types from here; the content tests parse every module with them, so a typo in a price
// or a too-long meta description fails a test instead of shipping.
import * as v from "valibot";
import { type IconName, isIconName } from "../shared/icon-names";

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const textList = (min: number, max = 12) => v.pipe(v.array(text), v.minLength(min), v.maxLength(max));
/** A site path (internal link), optionally with a query such as ?subject= or #anchor. */
const sitePath = v.pipe(v.string(), v.regex(/^\/[a-z0-9\-/]*(\?[a-z0-9=&-]+)?(#[a-z0-9-]+)?$/));
const iconName = v.custom<IconName>(isIconName, "Unknown icon");

/** SEO length rules (title 5–120 characters, description 15–160). */
export const seoSchema = v.object({
  title: v.pipe(text, v.minLength(5), v.maxLength(120)),
  description: v.pipe(text, v.minLength(15), v.maxLength(160)),
});

/** A button or link: to a page, or opening the chat assistant (no page of its own). */
const ctaSchema = v.union([v.object({ label: text, href: sitePath }), v.object({ label: text, action: v.literal("open-chat") })]);

const statSchema = v.object({ value: text, label: text });

const heroSchema = v.object({ eyebrow: text, title: text, lead: text });

export const featureCardSchema = v.object({
  title: text,
  description: text,
  icon: iconName,
  features: v.optional(textList(2, 8)),
});

const faqItemSchema = v.object({ question: text, answer: text });

const processStepSchema = v.object({ title: text, description: text, duration: v.optional(text) });

/** A price: an amount in US dollars per unit, or a quote on request. */
const priceSchema = v.union([
  v.object({
    amountUsd: v.pipe(v.number(), v.minValue(0)),
    unit: v.picklist(["per-user-month", "per-month", "per-tb-month", "per-project"]),
  }),
  v.literal("custom"),
]);

export const pricingPlanSchema = v.object({
  id: v.pipe(text, v.regex(/^[a-z0-9-]+$/)),
  name: text,
  price: priceSchema,
  /** The plan's headline limit ("Up to 25 users", "1,000 messages/month"). */
  allowance: v.optional(text),
  summary: text,
  features: textList(2, 10),
  popular: v.boolean(),
  cta: ctaSchema,
});

/** Products catalogue: the price is display text, "starting at …". */
const catalogueProductSchema = v.object({
  id: v.pipe(text, v.regex(/^[a-z0-9-]+$/)),
  name: text,
  description: text,
  features: textList(3, 6),
  pricing: text,
  popular: v.boolean(),
  learnMoreHref: sitePath,
});

export const productCategorySchema = v.object({
  id: v.picklist(["security", "infrastructure", "cloud", "data", "software", "backup"]),
  title: text,
  description: text,
  icon: iconName,
  products: v.pipe(v.array(catalogueProductSchema), v.length(3)),
});

/** Support plan: name, price (text), features, popular ("Recommended"). */
export const supportPlanSchema = v.object({
  name: text,
  price: text,
  features: textList(3, 8),
  popular: v.boolean(),
  cta: ctaSchema,
});

/** Industry tab: id, title, description, stats — plus its four solution cards. */
export const industryTabSchema = v.object({
  id: v.picklist(["sme", "education", "healthcare", "finance", "government", "manufacturing"]),
  title: text,
  description: text,
  icon: iconName,
  stats: v.pipe(v.array(statSchema), v.length(3)),
  /** The industry's own page under /industries/. */
  pageHref: sitePath,
  solutions: v.pipe(v.array(v.object({ ...featureCardSchema.entries, features: textList(3, 6) })), v.length(4)),
});

/** Solution tab: id, title, description, stats, overview, core services, benefits. */
export const solutionTabSchema = v.object({
  id: v.picklist(["security", "infrastructure", "cloud", "backup", "analytics", "software"]),
  title: text,
  description: text,
  icon: iconName,
  stats: v.pipe(v.array(statSchema), v.length(3)),
  overview: text,
  coreServices: v.pipe(v.array(v.object({ title: text, description: text, features: textList(3, 6) })), v.length(4)),
  benefits: v.pipe(v.array(text), v.length(4)),
  learnMoreHref: sitePath,
});

export const aiTabSchema = v.object({
  id: v.picklist(["security-ai", "monitoring-ai", "data-analytics", "predictive-analytics"]),
  title: text,
  description: text,
  icon: iconName,
  overview: text,
  keyFeatures: v.pipe(v.array(featureCardSchema), v.length(4)),
  capabilities: textList(3, 8),
  useCases: textList(3, 8),
});

const sectionId = v.pipe(text, v.regex(/^[a-z0-9-]+$/));
const sectionHeading = { id: sectionId, title: text, lead: v.optional(text) };
const catalogEntrySchema = v.object({ title: text, summary: text, href: sitePath, icon: iconName });

/** The sections a marketing page (landing, product, industry page) is composed of, in order. */
const pageSectionSchema = v.variant("kind", [
  v.object({ kind: v.literal("features"), ...sectionHeading, cards: v.pipe(v.array(featureCardSchema), v.minLength(2)) }),
  v.object({
    kind: v.literal("plans"),
    ...sectionHeading,
    plans: v.pipe(v.array(pricingPlanSchema), v.length(3)),
    notes: v.optional(textList(1, 4)),
  }),
  v.object({ kind: v.literal("process"), ...sectionHeading, steps: v.pipe(v.array(processStepSchema), v.minLength(3)) }),
  v.object({ kind: v.literal("faq"), ...sectionHeading, items: v.pipe(v.array(faqItemSchema), v.minLength(3)) }),
  /** Cards linking to other pages of the site (catalogue entries). */
  v.object({ kind: v.literal("links"), ...sectionHeading, entries: v.pipe(v.array(catalogEntrySchema), v.minLength(2)) }),
  /** Short label/value facts, such as contract terms or commitment totals. */
  v.object({
    kind: v.literal("facts"),
    ...sectionHeading,
    facts: v.pipe(v.array(v.object({ label: text, value: text })), v.minLength(2)),
  }),
]);

export const ctaBannerSchema = v.object({ title: text, lead: text, actions: v.pipe(v.array(ctaSchema), v.minLength(1), v.maxLength(3)) });

export const marketingPageSchema = v.object({
  path: sitePath,
  seo: seoSchema,
  hero: heroSchema,
  heroActions: v.pipe(v.array(ctaSchema), v.maxLength(3)),
  stats: v.optional(v.pipe(v.array(statSchema), v.length(3))),
  sections: v.pipe(v.array(pageSectionSchema), v.minLength(1)),
  cta: ctaBannerSchema,
});

export type Seo = v.InferOutput<typeof seoSchema>;
export type Cta = v.InferOutput<typeof ctaSchema>;
export type Stat = v.InferOutput<typeof statSchema>;
export type Hero = v.InferOutput<typeof heroSchema>;
export type FeatureCard = v.InferOutput<typeof featureCardSchema>;
export type FaqItem = v.InferOutput<typeof faqItemSchema>;
export type ProcessStep = v.InferOutput<typeof processStepSchema>;
export type Price = v.InferOutput<typeof priceSchema>;
export type PricingPlan = v.InferOutput<typeof pricingPlanSchema>;
export type ProductCategory = v.InferOutput<typeof productCategorySchema>;
export type SupportPlan = v.InferOutput<typeof supportPlanSchema>;
export type IndustryTab = v.InferOutput<typeof industryTabSchema>;
export type SolutionTab = v.InferOutput<typeof solutionTabSchema>;
export type AiTab = v.InferOutput<typeof aiTabSchema>;
export type PageSection = v.InferOutput<typeof pageSectionSchema>;
export type CtaBanner = v.InferOutput<typeof ctaBannerSchema>;
export type MarketingPage = v.InferOutput<typeof marketingPageSchema>;
