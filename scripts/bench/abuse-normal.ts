import { FORM_TOKEN_FIELD, TURNSTILE_FIELD } from "../../shared/form-guard";
import { markupLead, markupMessage } from "./abuse-markup";
import { chatToken, formToken } from "./abuse-tokens";
import {
  type Answer,
  contactMessage,
  JSON_TYPE,
  markedUuid,
  NORMAL_MARK,
  PROBE_MARK,
  pick,
  type TrafficContext,
  type Visit,
  validLead,
  visitor,
} from "./abuse-traffic";

// What real visitors do, each from their own address: read pages, ask the FAQ, and send a chat lead
// or a contact message with the token of the page they read it on and a Turnstile answer, at once
// (a browser's autofill is that fast). Every so often one is a probe: a visitor whose name, message
// or recommendation links carry Slack markup, delivered like any other and then read at Slack.

export const PROBE_FAMILY = "Slack markup (delivered probe)";
const PAGES = ["/", "/products", "/solutions", "/contact", "/resources", "/industries/legal", "/newsletter"];
/** One normal visit in this many is a probe. */
const PROBE_EVERY = 25;

type Submit = { kind: "lead" | "contact"; family: string; email: string; body: Record<string, unknown> };

function submitVisit(submit: Submit, ctx: TrafficContext): Visit {
  const headers = { "cf-connecting-ip": visitor() };
  const lead = submit.kind === "lead";
  return async (send) => {
    const page = await send({ family: submit.family, method: "GET", path: lead ? pick(PAGES) : "/contact", headers });
    // The chat takes the page's own token; the contact form the one in its form.
    const token = lead ? chatToken(page.text) : formToken(page.text, "subject");
    const answer: Answer = await send({
      family: submit.family,
      method: "POST",
      path: lead ? "/api/chatbot-submit" : "/api/contact",
      headers: { ...headers, ...JSON_TYPE },
      body: () =>
        JSON.stringify({
          ...submit.body,
          ...(token ? { [FORM_TOKEN_FIELD]: token } : {}),
          [TURNSTILE_FIELD]: ctx.turnstileToken(lead ? "chat" : "contact"),
        }),
    });
    if (answer.status !== 200 && answer.status !== 201) return;
    ctx.accepted.push({ family: submit.family, kind: submit.kind, email: submit.email });
    if (token) ctx.spent.add({ token, kind: submit.kind });
  };
}

function probe(index: number): Submit {
  if (Math.floor(index / PROBE_EVERY) % 2) {
    const body = markupMessage(PROBE_MARK, "probe");
    return { kind: "contact", family: PROBE_FAMILY, email: body.email, body };
  }
  const body = markupLead(PROBE_MARK, index, "probe");
  return { kind: "lead", family: PROBE_FAMILY, email: body.contact.email, body };
}

/** The `index`-th normal visit. */
export function normalVisit(index: number, ctx: TrafficContext): Visit {
  if (index % PROBE_EVERY === PROBE_EVERY - 1) return submitVisit(probe(index), ctx);
  const headers = { "cf-connecting-ip": visitor() };
  switch (index % 5) {
    case 0:
    case 1:
      return async (send) => void (await send({ family: "normal", method: "GET", path: pick(PAGES), headers }));
    case 2:
      return async (send) =>
        void (await send({
          family: "normal",
          method: "POST",
          path: "/api/chatbot-faq",
          headers: { ...headers, ...JSON_TYPE },
          body: JSON.stringify({
            query: pick(["How much is Microsoft 365?", "where is your office in kampala", "Do you have ISO 27001?"]),
            sessionId: markedUuid(NORMAL_MARK),
          }),
        }));
    case 3: {
      const body = validLead(NORMAL_MARK, index);
      return submitVisit({ kind: "lead", family: "normal", email: body.contact.email, body }, ctx);
    }
    default: {
      const body = contactMessage(NORMAL_MARK);
      return submitVisit({ kind: "contact", family: "normal", email: body.email, body }, ctx);
    }
  }
}
