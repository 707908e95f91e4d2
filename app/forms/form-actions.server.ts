import type { RouterContextProvider } from "react-router";
import { handleFormPost } from "../../worker/submissions/form-post";
import { contactMessage, guideRequest, newsletterSignup } from "../../worker/submissions/submission-kinds";

// The server half of the form routes: each posts into the one submission path the API shares.

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** The contact form posted without JavaScript (with it, the form sends JSON to /api/contact). */
export const sendContactMessage = ({ request, context }: ActionArgs) => handleFormPost(contactMessage, request, context);

export const subscribeToNewsletter = ({ request, context }: ActionArgs) => handleFormPost(newsletterSignup, request, context);

export const requestGuide = ({ request, context }: ActionArgs) => handleFormPost(guideRequest, request, context);

/**
 * A form route's `headers` export: React Router puts an action's headers (Retry-After on a 429)
 * on the document only when the route passes them on.
 */
export const formActionHeaders = ({ actionHeaders }: { actionHeaders: Headers }) => actionHeaders;
