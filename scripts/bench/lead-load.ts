import { createClient } from "@libsql/client";
import * as v from "valibot";
import { BUDGETS, COMPANY_SIZES, NEEDS, ORG_TYPES, STACKS, URGENCIES } from "../../shared/allowed-values";
import { FORM_TOKEN_FIELD, TURNSTILE_FIELD } from "../../shared/form-guard";
import { leadSubmissionSchema } from "../../shared/lead-submission";
import { newSessionKey } from "../../shared/session-key";
import { submitRetryDelayMs } from "../../shared/submit-retry";
import { chatToken } from "./abuse-tokens";

/** Statuses by count; 0 stands for no answer within the timeout. */
export type LeadLoadResult =
  | { available: false; reason: string }
  | {
      available: true;
      sent: number;
      /** The first answer each submission got. */
      firstStatuses: Record<number, number>;
      /** The answer each ended with, after the repeats a visitor's browser makes (shared/submit-retry.ts). */
      statuses: Record<number, number>;
      /** How many repeats were sent in all. */
      repeats: number;
      rowsForOk: number;
      lost: number;
      duplicated: number;
      strays: number;
      /** Rows for the 200s stored as spam (never delivered), by reason. */
      flagged: Record<string, number>;
    };

const SUBMIT_PATH = "/api/chatbot-submit";
/** A submission still unanswered after this long counts as lost (status 0 in the tally). */
const ANSWER_TIMEOUT_MS = 60_000;

function lead(index: number) {
  return v.parse(leadSubmissionSchema, {
    sessionId: crypto.randomUUID(),
    sessionKey: newSessionKey(),
    intent: "sales",
    orgType: ORG_TYPES[index % ORG_TYPES.length],
    companySize: COMPANY_SIZES[index % COMPANY_SIZES.length],
    primaryNeed: NEEDS[index % NEEDS.length],
    currentStack: STACKS[index % STACKS.length],
    urgency: URGENCIES[index % URGENCIES.length],
    budget: BUDGETS[index % BUDGETS.length],
    contact: { name: `Load Test ${index}`, email: `load-${index}@example.co.ke`, company: "Bench Ltd", phone: "+254 700 000000" },
    recommendations: [],
  });
}

/** The chat's form token on a fresh copy of the home page, as a visitor's browser has it when the chat submits. */
async function pageFormToken(baseUrl: string): Promise<string> {
  const token = chatToken(await (await fetch(`${baseUrl}/`)).text());
  if (!token) throw new Error("the home page carries no form token (is FORM_TOKEN_SECRET set?)");
  return token;
}

/**
 * `count` lead submissions at once, each from its own chat session and client address (as from
 * different visitors), each with its own page's form token and its own Turnstile token (from
 * `turnstileToken`), as a visitor's browser sends them, and sent again as the chat does when the
 * server could not take it just now; then the database is asked how many rows each session has:
 * every 200 must have exactly one, unflagged, and a refused submission none.
 */
export async function leadLoadCheck(
  baseUrl: string,
  databaseUrl: string,
  count: number,
  turnstileToken: () => string,
): Promise<LeadLoadResult> {
  const probe = await fetch(`${baseUrl}${SUBMIT_PATH}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  if (probe.status === 404) return { available: false, reason: `${SUBMIT_PATH} does not exist in this build` };

  // Each visitor's own page: a form token makes one record.
  const formTokens = await Promise.all(Array.from({ length: count }, () => pageFormToken(baseUrl)));
  const leads = Array.from({ length: count }, (_, i) => ({
    ...lead(i),
    [FORM_TOKEN_FIELD]: formTokens[i],
    [TURNSTILE_FIELD]: turnstileToken(),
  }));
  type Answer = { status: number; retryAfter: string | null };
  const send = async (body: (typeof leads)[number], i: number): Promise<Answer> => {
    try {
      const res = await fetch(`${baseUrl}${SUBMIT_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": `198.18.${i >> 8}.${i & 255}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get("retry-after") };
    } catch {
      return { status: 0, retryAfter: null };
    }
  };
  let repeats = 0;
  const answers = await Promise.all(
    leads.map(async (body, i) => {
      const first = await send(body, i);
      let last = first;
      // As the chat does: the same lead again, with a new Turnstile token (each is accepted once).
      for (let attempt = 0; ; attempt++) {
        const delay = submitRetryDelayMs(attempt, last.status, last.retryAfter);
        if (delay === undefined) break;
        await new Promise((r) => setTimeout(r, delay));
        repeats++;
        last = await send({ ...body, [TURNSTILE_FIELD]: turnstileToken() }, i);
      }
      return { first: first.status, status: last.status };
    }),
  );
  const statuses = answers.map((a) => a.status);

  const db = createClient({ url: databaseUrl });
  const rows = await db.execute({
    sql: `select session_id, spam_reason from leads where session_id in (${leads.map(() => "?").join(",")})`,
    args: leads.map((l) => l.sessionId),
  });
  db.close();
  const rowsBySession = new Map<string, (string | null)[]>();
  for (const row of rows.rows) {
    const session = String(row.session_id);
    rowsBySession.set(session, [...(rowsBySession.get(session) ?? []), row.spam_reason === null ? null : String(row.spam_reason)]);
  }
  const tally: Record<number, number> = {};
  const firstTally: Record<number, number> = {};
  for (const { first } of answers) firstTally[first] = (firstTally[first] ?? 0) + 1;
  const flagged: Record<string, number> = {};
  let lost = 0;
  let duplicated = 0;
  let strays = 0;
  let rowsForOk = 0;
  leads.forEach((l, i) => {
    const status = statuses[i]!;
    const reasons = rowsBySession.get(l.sessionId) ?? [];
    const n = reasons.length;
    tally[status] = (tally[status] ?? 0) + 1;
    if (status === 200) {
      rowsForOk += n;
      for (const reason of reasons) if (reason !== null) flagged[reason] = (flagged[reason] ?? 0) + 1;
      if (n === 0) lost++;
      if (n > 1) duplicated++;
    } else if (n > 0) strays++;
  });
  return {
    available: true,
    sent: count,
    firstStatuses: firstTally,
    statuses: tally,
    repeats,
    rowsForOk,
    lost,
    duplicated,
    strays,
    flagged,
  };
}
