import * as v from "valibot";
import { BUDGETS, COMPANY_SIZES, INTENTS, NEEDS, ORG_TYPES, RECOMMENDATION_IDS, STACKS, URGENCIES } from "./allowed-values";
import { attributionSchema } from "./attribution";
import { withoutFormatCharacters } from "./display-text";
import { formGuardEntries } from "./form-guard";
import { catalogueRecommendations } from "./recommendations";

/** Required free text: format characters removed, trimmed, non-empty, capped. */
export const trimmedText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.transform(withoutFormatCharacters),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

/** Optional free text: like trimmedText, but blank is absent. */
const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.transform(withoutFormatCharacters),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      v.transform((text) => text || undefined),
    ),
  );

/** The longest "How can we help?" answer: as long as a contact-form message. */
export const REQUEST_MESSAGE_MAX = 5000;

/** Not asked (support/general intents skip qualification): absent or null. */
const answer = <T extends readonly string[]>(values: T, label: string) =>
  v.nullish(v.picklist(values, `${label} must be one of: ${values.join(", ")}`));

export const contactSchema = v.object({
  name: trimmedText("Name", 100),
  email: v.pipe(
    v.string("Email must be text"),
    v.trim(),
    v.nonEmpty("Email is required"),
    v.maxLength(254, "Email must be at most 254 characters"),
    v.email("Enter a valid email address"),
  ),
  company: trimmedText("Company", 150),
  phone: v.optional(
    v.pipe(
      v.string("Phone must be text"),
      v.trim(),
      v.maxLength(30, "Phone must be at most 30 characters"),
      v.regex(/^$|^\+?[\d\s()-]{6,}$/, "Enter a valid phone number"),
    ),
    "",
  ),
});

/**
 * A submitted recommendation counts only by its catalogue id. The chat also sends the name, link and
 * reason it showed; they are accepted and never used, as a browser can write anything there.
 */
export const recommendationSchema = v.looseObject({ id: v.picklist(RECOMMENDATION_IDS, "Unknown recommendation") });

/** Optional consent record (marketing opt-in, privacy notice version) stored with the lead. */
export const consentSchema = v.object({
  marketing: v.boolean("Marketing consent must be true or false"),
  noticeVersion: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40)),
});

/**
 * The chat's submission payload. Unknown keys (a client-sent score, say) are dropped.
 * A sales lead must carry every qualification answer; other intents skip them.
 */
export const leadSubmissionSchema = v.pipe(
  v.object({
    sessionId: v.pipe(v.string("sessionId must be text"), v.uuid("sessionId must be a UUID")),
    /**
     * The chat's secret for this session (128 random bits, base64url): proves a later submit comes from
     * the chat that made the lead. Never sent to analytics or any destination.
     */
    sessionKey: v.pipe(v.string("sessionKey must be text"), v.regex(/^[\w-]{22,86}$/, "sessionKey must be 22 to 86 base64url characters")),
    intent: v.picklist(INTENTS, `intent must be one of: ${INTENTS.join(", ")}`),
    orgType: answer(ORG_TYPES, "orgType"),
    companySize: answer(COMPANY_SIZES, "companySize"),
    primaryNeed: answer(NEEDS, "primaryNeed"),
    currentStack: answer(STACKS, "currentStack"),
    urgency: answer(URGENCIES, "urgency"),
    budget: answer(BUDGETS, "budget"),
    contact: contactSchema,
    /** The support and general intents' "How can we help?" in the visitor's words. */
    requestMessage: optionalText("Message", REQUEST_MESSAGE_MAX),
    /** Support only: the visitor said something is down right now. */
    downNow: v.optional(v.boolean("downNow must be true or false")),
    recommendations: v.optional(v.pipe(v.array(recommendationSchema), v.maxLength(10)), []),
    consent: v.optional(consentSchema),
    /** Where the visit came from (campaign, referrer, landing page), kept by the browser for the visit. */
    attribution: v.optional(attributionSchema),
    ...formGuardEntries,
  }),
  v.forward(
    v.check(
      (lead) =>
        lead.intent !== "sales" ||
        [lead.orgType, lead.companySize, lead.primaryNeed, lead.currentStack, lead.urgency, lead.budget].every(Boolean),
      "A sales lead needs every qualification answer",
    ),
    ["intent"],
  ),
  v.forward(
    v.check(
      (lead) => lead.intent !== "support" || Boolean(lead.requestMessage),
      "A support request needs a message saying how we can help",
    ),
    ["requestMessage"],
  ),
  // What is stored and sent to sales is the catalogue's entry for each id (once each), with the reason
  // the chat's own rules give for the lead's organisation type: what the visitor was shown, and
  // useful to sales, but written by us.
  v.transform((lead) => ({ ...lead, recommendations: catalogueRecommendations(lead.recommendations, lead.orgType) })),
);

export type LeadSubmissionInput = v.InferInput<typeof leadSubmissionSchema>;
export type LeadSubmission = v.InferOutput<typeof leadSubmissionSchema>;
export type Contact = v.InferOutput<typeof contactSchema>;
export type { Recommendation } from "./recommendations";

/** POST /api/chatbot-submit answer. */
export type LeadSubmitResponse = { leadScore: number; isHighValue: boolean; leadId: string };
