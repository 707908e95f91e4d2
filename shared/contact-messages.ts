import * as v from "valibot";
import { attributionEntries } from "./attribution";
import { GUIDE_IDS, SERVICE_INTERESTS } from "./contact-options";
import { withoutFormatCharacters } from "./display-text";
import { formGuardEntries } from "./form-guard";
import { contactSchema, trimmedText } from "./lead-submission";

// The site's other forms, stored and delivered like chat leads: the contact page message,
// the guide download request and the newsletter sign-up. The browser forms and the server share
// these schemas, so the rules are written once and match the chat's contact rules. Each form also
// carries the visit's attribution as flat fields (hidden inputs), named as the query parameters are.

const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.transform(withoutFormatCharacters),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
    ),
    "",
  );

/** POST /api/contact body (and the contact form without JavaScript); empty optional fields are "". */
export const contactMessageSchema = v.object({
  name: contactSchema.entries.name,
  email: contactSchema.entries.email,
  company: optionalText("Company", 150),
  phone: contactSchema.entries.phone,
  subject: trimmedText("Subject", 200),
  message: trimmedText("Message", 5000),
  serviceInterest: v.optional(
    v.picklist(["", ...SERVICE_INTERESTS], `serviceInterest must be one of: ${SERVICE_INTERESTS.join(", ")}`),
    "",
  ),
  ...attributionEntries,
  ...formGuardEntries,
});

/** A guide's lead form: full name, email and company required, phone optional. */
export const guideRequestSchema = v.object({
  guideId: v.picklist(GUIDE_IDS, "Unknown guide"),
  ...contactSchema.entries,
  ...attributionEntries,
  ...formGuardEntries,
});

export const newsletterSignupSchema = v.object({ email: contactSchema.entries.email, ...attributionEntries, ...formGuardEntries });

export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>;
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;
export type GuideRequest = v.InferOutput<typeof guideRequestSchema>;
export type NewsletterSignup = v.InferOutput<typeof newsletterSignupSchema>;
