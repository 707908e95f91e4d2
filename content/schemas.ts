import * as v from "valibot";
import { GUIDE_IDS } from "../shared/contact-options";
import { RESOURCE_TYPES } from "./resources";

// Schemas for the typed content modules (resources, offices, team, timeline, case studies, guides,
// knowledge base, SEO blocks), checked by schemas.test.ts so a content edit that breaks a rule
// fails the tests, not the page.

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const sitePath = v.pipe(v.string(), v.regex(/^\/[\w\-/?=#&]*$/, "must be a site path"));
const isoDate = v.pipe(v.string(), v.isoDate());

/** SEO length rules (astro.build): title 5–120 characters, description 15–160. */
export const seoSchema = v.object({
  title: v.pipe(v.string(), v.minLength(5), v.maxLength(120)),
  description: v.pipe(v.string(), v.minLength(15), v.maxLength(160)),
  path: v.pipe(v.string(), v.startsWith("/")),
});

export const statSchema = v.object({ value: text, label: text });

export const resourceSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  type: v.picklist(RESOURCE_TYPES),
  title: text,
  description: text,
  category: text,
  date: isoDate,
  readTime: v.optional(text),
  views: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  downloads: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  attendees: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  duration: v.optional(text),
  featured: v.boolean(),
  upcoming: v.boolean(),
  tags: v.pipe(v.array(text), v.minLength(1)),
  href: sitePath,
});

const hhmm = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const timeRange = v.object({ opens: hhmm, closes: hhmm });

export const officeSchema = v.object({
  city: text,
  country: text,
  address: text,
  fullAddress: text,
  phones: v.pipe(v.array(v.pipe(v.string(), v.regex(/^\+\d[\d ]+$/))), v.minLength(1)),
  email: v.pipe(v.string(), v.email()),
  openingHours: v.object({ weekdays: timeRange, saturday: timeRange }),
  hours: v.object({ weekdays: text, saturday: text, sunday: text }),
  isHeadquarters: v.boolean(),
  mapUrl: v.optional(v.pipe(v.string(), v.url(), v.startsWith("https://"))),
});

export const teamMemberSchema = v.object({
  name: text,
  position: text,
  bio: text,
  linkedin: v.pipe(v.string(), v.url(), v.startsWith("https://www.linkedin.com/")),
});

export const timelineEntrySchema = v.object({
  year: v.pipe(v.number(), v.integer(), v.minValue(2012), v.maxValue(2024)),
  title: text,
  description: text,
});

export const caseStudySchema = v.object({
  id: text,
  client: text,
  industry: text,
  location: text,
  size: text,
  solution: text,
  solutionHref: sitePath,
  title: text,
  challenge: text,
  approach: v.pipe(v.array(text), v.minLength(1)),
  results: v.pipe(v.array(v.object({ value: v.pipe(v.string(), v.regex(/^\d+(\.\d+)?%$/)), label: text })), v.minLength(1)),
  quote: v.object({ quote: text, name: text, role: text, organization: text, rating: v.number() }),
});

export const guideSchema = v.object({
  id: v.picklist(GUIDE_IDS),
  title: text,
  summary: text,
  pages: v.pipe(v.number(), v.integer(), v.minValue(1)),
  audience: text,
  highlights: v.pipe(v.array(text), v.minLength(1)),
  fileName: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
});

/** A guide's text: at least three chapters, each with at least one paragraph. */
export const guideChaptersSchema = v.pipe(
  v.array(v.object({ title: text, paragraphs: v.pipe(v.array(text), v.minLength(1)), bullets: v.optional(v.array(text)) })),
  v.minLength(3),
);

export const knowledgeBaseTopicSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  title: text,
  intro: text,
  points: v.pipe(v.array(v.object({ term: text, detail: text })), v.minLength(1)),
  note: text,
  link: v.object({ label: text, href: sitePath }),
});
