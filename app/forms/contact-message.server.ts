import type { RouterContextProvider } from "react-router";
import { contactMessageSchema } from "../../shared/contact-messages";
import { storeContactMessage } from "../../worker/db/contact-messages";
import { handleFormSubmission } from "./form-submission.server";

/** The contact form posted without JavaScript (with it, the form sends JSON to /api/contact). */
export function sendContactMessage(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission(request, context, contactMessageSchema, async (db, message, origin) => {
    const { id, deliveryIds } = await storeContactMessage(db, message, origin);
    return { result: { id }, deliveryIds };
  });
}
