// What the chat sends with a question so a follow-up ("and for Standard?", "what about Kampala?")
// resolves: the page it is asked on and what the conversation has settled so far, as the server
// last returned it. The server answers with the context of the question it resolved, which the chat
// keeps for the next question.
import * as v from "valibot";

const name = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

/** What a count in a conversation measures: people, devices … (as plans are sized), or terabytes. */
export const FAQ_CONTEXT_COUNT_KINDS = ["people", "devices", "messages", "conversations", "data-sources", "tb"] as const;
export type FaqContextCountKind = (typeof FAQ_CONTEXT_COUNT_KINDS)[number];

export const faqContextSchema = v.object({
  /** The path of the page the question is asked on. */
  page: v.optional(v.pipe(v.string(), v.regex(/^\/[^\s]{0,199}$/, "page must be a site path"))),
  /** The last question as the server resolved it. */
  question: v.optional(name(500)),
  /** The priced offer talked about (content/priced-offers.ts id). */
  offer: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, "offer must be an offer id"))),
  /** A plan of that offer, by name. */
  plan: v.optional(name(60)),
  /** An office, by city. */
  office: v.optional(name(40)),
  count: v.optional(
    v.object({ n: v.pipe(v.number(), v.minValue(0.001), v.maxValue(1_000_000)), kind: v.picklist(FAQ_CONTEXT_COUNT_KINDS) }),
  ),
  period: v.optional(v.picklist(["month", "year"])),
});

export type FaqContext = v.InferOutput<typeof faqContextSchema>;
export type FaqContextCount = NonNullable<FaqContext["count"]>;

/** A button of an ask-back: tapping it asks the same question about this offer. */
export type FaqChoice = { label: string; offer: string };
