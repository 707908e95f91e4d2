import { type Context, Hono } from "hono";
import { errorBody } from "../../shared/api-error-body";
import type { AppBindings } from "../app-env";
import { handFreshFormToken } from "../http/form-tokens";
import { liveApi } from "../live/live-api";
import { chatbotAnalytics } from "./chatbot-analytics";
import { chatbotFaq } from "./chatbot-faq";
import { chatbotFaqFeedback } from "./chatbot-faq-feedback";
import { chatbotSubmit } from "./chatbot-submit";
import { contact } from "./contact";
import { handleApiError } from "./errors";
import { health } from "./health";
import { meetingsApi } from "./meetings";
import { pageViews } from "./page-views";
import { slackInteractions } from "./slack-interactions";

export const api = new Hono<AppBindings>();

// The submissions whose form token is now bound to the record they made.
api.use("/chatbot-submit", handFreshFormToken);
api.use("/contact", handFreshFormToken);
api.use("/meetings", handFreshFormToken);
api.route("/health", health);
api.route("/chatbot-submit", chatbotSubmit);
api.route("/chatbot-faq", chatbotFaq);
api.route("/chatbot-faq/feedback", chatbotFaqFeedback);
api.route("/chatbot-analytics", chatbotAnalytics);
api.route("/contact", contact);
api.route("/page-views", pageViews);
api.route("/meetings", meetingsApi);
api.route("/live", liveApi);
api.route("/slack/interactions", slackInteractions);

api.onError(handleApiError);

/** Unknown /api/* paths answer JSON, never the HTML not-found page. */
export const apiNotFound = (c: Context) => c.json(errorBody("not_found", `No API route ${c.req.method} ${c.req.path}.`), 404);
