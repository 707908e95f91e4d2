// `npm run faq:gaps`: which logged FAQ questions fell back or were answered weakly, grouped by the
// entry the current index finds nearest, and which answers visitors rated unhelpful, so the corpus
// grows from what visitors really ask. Kept apart from the command's database plumbing
// (scripts/faq-gaps.ts) so it can be tested on its own.

import type { Client } from "@libsql/client";
import * as v from "valibot";
import { faqCorpusEntrySchema } from "../shared/faq-corpus-entry";
import { buildFaqIndex, type FaqIndex, rankFaq, WEAK_ANSWER_CONFIDENCE } from "../worker/faq/faq-index";
import { parseCommandLine, UsageError } from "./command-line";
import { loadFaqTopics } from "./faq-corpus-index";

export const FAQ_GAPS_USAGE = `Usage: npm run faq:gaps -- [--since <days>] [--format table|json]

Lists the FAQ questions of the last <days> days (default 30) that fell back to the contact page or
were answered with a confidence under ${WEAK_ANSWER_CONFIDENCE}, grouped by the nearest corpus entry; then the
answers visitors rated unhelpful in the chat ("Helpful? No"), most often first, with their Yes
count beside. Reads TURSO_DATABASE_URL when set, otherwise the local database in .data.`;

export type FaqGapsOptions = { sinceDays: number; format: "table" | "json"; help: boolean };

export function parseFaqGapsArgs(argv: string[]): FaqGapsOptions {
  const { values } = parseCommandLine({
    args: argv,
    options: {
      since: { type: "string", default: "30" },
      format: { type: "string", default: "table" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const sinceDays = Number(values.since);
  if (!/^\d+(\.\d+)?$/.test(values.since) || sinceDays <= 0) throw new UsageError("--since takes a positive number of days");
  if (values.format !== "table" && values.format !== "json") throw new UsageError("--format must be table or json");
  return { sinceDays, format: values.format, help: values.help };
}

export type LoggedQuestion = { query: string; matchedEntryId: string | null; confidence: number | null; helpful: boolean | null };

export type GapQuestion = { query: string; times: number; answeredWith: string | null; confidence: number | null };
export type GapGroup = { nearestEntryId: string | null; nearestQuestion: string | null; questions: GapQuestion[] };

/** An answer visitors rated: the question (as first asked), the entry that answered it, the votes. */
export type RatedAnswer = { query: string; entryId: string; entryQuestion: string | null; no: number; yes: number };

export type FaqGapsReport = { gaps: GapGroup[]; unhelpful: RatedAnswer[] };

/** A logged question is a gap when it fell back, or was answered with a weak confidence. */
const isGap = (q: LoggedQuestion) => q.matchedEntryId === null || (q.confidence ?? 0) < WEAK_ANSWER_CONFIDENCE;

/** Gaps grouped by today's nearest entry (null: nothing near), biggest group first. */
export function groupGaps(index: FaqIndex, logged: LoggedQuestion[]): GapGroup[] {
  const groups = new Map<string | null, GapGroup>();
  for (const question of logged.filter(isGap)) {
    const nearest = rankFaq(index, question.query, 1).candidates[0]?.entry ?? null;
    const key = nearest?.id ?? null;
    const group = groups.get(key) ?? { nearestEntryId: key, nearestQuestion: nearest?.question ?? null, questions: [] };
    groups.set(key, group);
    const same = group.questions.find((q) => q.query.toLowerCase() === question.query.toLowerCase());
    if (same) same.times++;
    else group.questions.push({ query: question.query, times: 1, answeredWith: question.matchedEntryId, confidence: question.confidence });
  }
  const total = (g: GapGroup) => g.questions.reduce((sum, q) => sum + q.times, 0);
  for (const group of groups.values()) group.questions.sort((a, b) => b.times - a.times);
  return [...groups.values()].sort((a, b) => total(b) - total(a));
}

/**
 * Answers with at least one "No", per question (case aside) and answering entry: most No first,
 * then fewest Yes. Fallbacks are not rated; they are all among the gaps.
 */
export function unhelpfulAnswers(entryQuestions: ReadonlyMap<string, string>, logged: LoggedQuestion[]): RatedAnswer[] {
  const rated = new Map<string, RatedAnswer>();
  for (const { query, matchedEntryId, helpful } of logged) {
    if (matchedEntryId === null || helpful === null) continue;
    const key = `${matchedEntryId}\n${query.toLowerCase()}`;
    const answer = rated.get(key) ?? {
      query,
      entryId: matchedEntryId,
      entryQuestion: entryQuestions.get(matchedEntryId) ?? null,
      no: 0,
      yes: 0,
    };
    rated.set(key, answer);
    if (helpful) answer.yes++;
    else answer.no++;
  }
  return [...rated.values()].filter((a) => a.no > 0).sort((a, b) => b.no - a.no || a.yes - b.yes);
}

export async function fetchFaqGaps(client: Client, sinceDays: number, now = new Date()): Promise<FaqGapsReport> {
  const since = new Date(now.getTime() - sinceDays * 86_400_000).toISOString();
  const [entries, questions] = await client.batch(
    [
      "select id, category, question, answer, keywords, resource_url from faq_entries",
      { sql: "select query, matched_entry_id, rank, helpful from faq_queries where created_at >= ? order by created_at", args: [since] },
    ],
    "read",
  );
  const corpus = v.parse(
    v.array(faqCorpusEntrySchema),
    entries!.rows.map((r) => ({
      id: r.id,
      category: r.category,
      question: r.question,
      answer: r.answer,
      keywords: r.keywords,
      resourceUrl: r.resource_url,
    })),
  );
  const logged = questions!.rows.map((r) => ({
    query: String(r.query),
    matchedEntryId: r.matched_entry_id === null ? null : String(r.matched_entry_id),
    confidence: r.rank === null ? null : Number(r.rank),
    helpful: r.helpful === null ? null : Boolean(r.helpful),
  }));
  const entryQuestions = new Map(corpus.map((e) => [e.id, e.question]));
  // Ranked as the live Worker ranks: the stored corpus with the topics bundled beside it.
  const index = buildFaqIndex(corpus, await loadFaqTopics());
  return { gaps: groupGaps(index, logged), unhelpful: unhelpfulAnswers(entryQuestions, logged) };
}

/** What to do with a gap: the chat learns a visitor's words from examples, a missing fact needs content. */
const TEACHING_HINT =
  "To teach the chat a question an entry answers, add it under that entry's id in content/faq-visitor-questions.ts;\n" +
  "a fact the site does not state needs content, not a question.";

function formatGaps(groups: GapGroup[]): string {
  if (!groups.length) return "No FAQ questions fell back or were answered weakly.";
  const byEntry = groups
    .map((g) =>
      [
        g.nearestEntryId ? `Nearest entry: ${g.nearestEntryId} (${g.nearestQuestion})` : "Nothing in the corpus comes near:",
        ...g.questions.map(
          (q) =>
            `  ${String(q.times).padStart(3)} × ${JSON.stringify(q.query)} → ${q.answeredWith ? `answered weakly with ${q.answeredWith}` : "fell back"}` +
            (q.confidence === null ? "" : ` (confidence ${q.confidence.toFixed(2)})`),
        ),
      ].join("\n"),
    )
    .join("\n\n");
  return `Fell back or answered weakly:\n\n${byEntry}\n\n${TEACHING_HINT}`;
}

function formatUnhelpful(answers: RatedAnswer[]): string {
  if (!answers.length) return "No answers were rated unhelpful.";
  return [
    "Rated unhelpful in the chat:",
    ...answers.map(
      (a) =>
        `  ${String(a.no).padStart(3)} No, ${a.yes} Yes  ${JSON.stringify(a.query)} → ${a.entryId}` +
        (a.entryQuestion ? ` (${a.entryQuestion})` : ""),
    ),
  ].join("\n");
}

export function formatFaqGaps(report: FaqGapsReport, format: FaqGapsOptions["format"]): string {
  if (format === "json") return JSON.stringify(report, null, 2);
  return `${formatGaps(report.gaps)}\n\n${formatUnhelpful(report.unhelpful)}`;
}
