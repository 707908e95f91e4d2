import type { RouterContextProvider } from "react-router";
import { newsletterSignupSchema } from "../../shared/contact-messages";
import { storeNewsletterSignup } from "../../worker/db/contact-messages";
import { handleFormSubmission } from "./form-submission.server";

export function subscribeToNewsletter(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission(request, context, newsletterSignupSchema, async (db, signup, origin) => {
    const { alreadySubscribed, deliveryIds } = await storeNewsletterSignup(db, signup, origin);
    return { result: { alreadySubscribed }, deliveryIds };
  });
}
