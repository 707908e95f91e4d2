import type * as v from "valibot";
import { type ContactMessage, contactMessageSchema, guideRequestSchema, newsletterSignupSchema } from "../../shared/contact-messages";
import type { FormGuardFields } from "../../shared/form-guard";
import type { ContactResult, GuideRequestResult, NewsletterResult } from "../../shared/form-results";
import { guideDownloadPath } from "../../shared/guide-download-path";
import { type LeadSubmitResponse, leadSubmissionSchema } from "../../shared/lead-submission";
import type { Database } from "../db/client";
import { storeContactMessage, storeGuideRequest, storeNewsletterSignup } from "../db/contact-messages";
import { storeLead } from "../db/leads";
import type { SubmissionOrigin } from "../delivery/outbox";

/** What storing a submission answers: the visitor's result and the deliveries to queue once answered. */
type Stored<R> = { result: R; deliveryIds: readonly string[] };

/** One kind of visitor submission: the shared schema it must pass and how it is stored with its deliveries. */
export type SubmissionKind<S extends v.GenericSchema<unknown, FormGuardFields>, R> = {
  schema: S;
  store: (db: Database, input: v.InferOutput<S>, origin: SubmissionOrigin) => Promise<Stored<R>>;
};

const kind = <S extends v.GenericSchema<unknown, FormGuardFields>, R>(k: SubmissionKind<S, R>) => k;

/** The chat's lead: scored on the server, answered with the score. */
export const chatLead = kind({
  schema: leadSubmissionSchema,
  store: async (db, lead, origin) => {
    const { leadScore, isHighValue, leadId, deliveryIds } = await storeLead(db, lead, origin);
    return { result: { leadScore, isHighValue, leadId } satisfies LeadSubmitResponse, deliveryIds };
  },
});

/** The contact form, sent as JSON by the page's script or as a plain form post without it. */
export const contactMessage = kind({
  schema: contactMessageSchema,
  store: async (db, message: ContactMessage, origin) => {
    const { id, deliveryIds } = await storeContactMessage(db, message, origin);
    return { result: { id } satisfies ContactResult, deliveryIds };
  },
});

/** A guide request answers the link that serves the guide to this request only. */
export const guideRequest = kind({
  schema: guideRequestSchema,
  store: async (db, input, origin) => {
    const { id, deliveryIds } = await storeGuideRequest(db, input, origin);
    return { result: { guideId: input.guideId, downloadUrl: guideDownloadPath(id) } satisfies GuideRequestResult, deliveryIds };
  },
});

export const newsletterSignup = kind({
  schema: newsletterSignupSchema,
  store: async (db, signup, origin) => {
    // The same answer whether or not the address was on the list: it must not tell anyone who is.
    const { deliveryIds } = await storeNewsletterSignup(db, signup, origin);
    return { result: { subscribed: true } satisfies NewsletterResult, deliveryIds };
  },
});
