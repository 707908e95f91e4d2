import { expect } from "vitest";
import type { ContactMessageInput } from "../../shared/contact-messages";
import type { LeadSubmissionInput } from "../../shared/lead-submission";
import { issueFormToken } from "../../worker/spam/form-token";
import { salesLead } from "./chat-lead-fixtures";
import { fetchWorker, postToWorker, testDb } from "./worker-harness";

// What the sales desk's tests share: the desk opened as a local user (no Access configured), its
// form posts with the desk's own Origin, records stored through the site's real submission paths
// (with a valid form token, or without one to be flagged as spam) and the rows they leave.
// The database is shared with the test files running alongside: every query names its own records.

export const ORIGIN = "http://example.com";
export const AMINA = "amina.desk@kilele.test";
export const BARAKA = "baraka.desk@kilele.test";

const FORM_TOKEN_SECRET = "desk-tests-form-token-secret";

/** The desk opened for `user` as `npm start` opens it; other bindings (destinations, a held queue) added. */
export const deskAs = (user: string | null, bindings: Partial<Env> = {}): Partial<Env> => ({
  ACCESS_TEAM_DOMAIN: undefined,
  ACCESS_AUD: undefined,
  DESK_LOCAL_USER: user ?? undefined,
  ...bindings,
});

/** A desk GET as `user`; null: someone the desk does not know. */
export async function deskGet(path: string, user: string | null = AMINA, bindings: Partial<Env> = {}) {
  const res = await fetchWorker(new Request(`${ORIGIN}${path}`), deskAs(user, bindings));
  return { res, html: await res.text() };
}

type PostOptions = {
  user?: string;
  /** The Origin header; null sends none. */
  origin?: string | null;
  secFetchSite?: string;
  referer?: string;
  bindings?: Partial<Env>;
};

/** A desk form post, as the desk's own page sends it unless told otherwise; pairs for a field sent many times. */
export async function deskPost(path: string, fields: Record<string, string> | [string, string][] = {}, options: PostOptions = {}) {
  const { user = AMINA, origin = ORIGIN, secFetchSite, referer, bindings = {} } = options;
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  if (origin !== null) headers.set("origin", origin);
  if (secFetchSite) headers.set("sec-fetch-site", secFetchSite);
  if (referer) headers.set("referer", referer);
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  const res = await fetchWorker(request, deskAs(user, bindings));
  return { res, html: await res.text() };
}

/** The page a change redirected to: 303 to the record's page with ?notice=. */
export function expectRedirect(res: Response, recordPath: string, notice: string): void {
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe(`${recordPath}?notice=${notice}`);
}

type Guard = { spam?: boolean; bindings?: Partial<Env> };

/** The spam check's settings and the guard fields a person's page (or, when `spam`, a script) sends. */
async function guarded({ spam = false, bindings = {} }: Guard) {
  const env = { FORM_TOKEN_SECRET, ...bindings };
  const fields: Record<string, string> = spam ? {} : { form_token: await issueFormToken(FORM_TOKEN_SECRET, new Date(Date.now() - 60_000)) };
  return { env, fields };
}

/** A chat lead stored through POST /api/chatbot-submit; its id. */
export async function storeLead(lead: LeadSubmissionInput = salesLead(), guard: Guard = {}): Promise<string> {
  const { env, fields } = await guarded(guard);
  const res = await postToWorker("/api/chatbot-submit", JSON.stringify({ ...lead, ...fields }), "application/json", env);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { leadId: string }).leadId;
}

/**
 * Ten random letters after a T. Letters only: nine digits in a row read as a phone number, which
 * analytics cuts out of a campaign value (one tag in 50 had them, failing desk-insights.test.ts).
 */
export const uniqueTag = () =>
  `T${crypto
    .randomUUID()
    .replaceAll("-", "")
    .slice(0, 10)
    .replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)]!)}`;

export function contactMessage(overrides: Partial<ContactMessageInput> = {}): ContactMessageInput {
  return {
    name: "Baraka Mushi",
    email: `baraka.${uniqueTag().toLowerCase()}@mushi-logistics.co.tz`,
    company: "Mushi Logistics",
    phone: "+255 754 000 111",
    subject: "Backups for two sites",
    message: "We need nightly backups for 40 staff.",
    serviceInterest: "Backup & Disaster Recovery",
    ...overrides,
  };
}

/** A contact message stored through POST /api/contact; its id. */
export async function storeContact(message: ContactMessageInput = contactMessage(), guard: Guard = {}): Promise<string> {
  const { env, fields } = await guarded(guard);
  const res = await postToWorker("/api/contact", JSON.stringify({ ...message, ...fields }), "application/json", env);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export type GuideFields = { guideId: string; name: string; email: string; company: string; phone?: string; utm_source?: string };

/** A guide request posted as the guides page's form (no JavaScript); its id. */
export async function storeGuide(request: GuideFields, guard: Guard = {}): Promise<string> {
  const { env, fields } = await guarded(guard);
  const body = new URLSearchParams({ phone: "", ...request, ...fields }).toString();
  const res = await postToWorker("/resources/guides", body, "application/x-www-form-urlencoded", env);
  expect(res.status).toBe(200);
  await res.body?.cancel();
  const { rows } = await testDb.execute({
    sql: "select id from contact_messages where email = ? and source = 'guide'",
    args: [request.email],
  });
  expect(rows).toHaveLength(1);
  return String(rows[0]!.id);
}

export type WorkRow = {
  status: string;
  owner: string | null;
  office: string;
  first_touch_at: string | null;
  lost_reason: string | null;
  spam_reason: string | null;
};

/** The desk's columns of one record, from either table. */
export async function workRow(id: string): Promise<WorkRow> {
  const { rows } = await testDb.execute({
    sql: `select status, owner, office, first_touch_at, lost_reason, spam_reason from leads where id = ?1
      union all select status, owner, office, first_touch_at, lost_reason, spam_reason from contact_messages where id = ?1`,
    args: [id],
  });
  expect(rows).toHaveLength(1);
  const [row] = rows;
  return { ...(row as unknown as WorkRow) };
}

export type ActivityRow = { kind: string; actor: string; from_value: string | null; to_value: string | null; note: string | null };

export async function activityOf(id: string): Promise<ActivityRow[]> {
  const { rows } = await testDb.execute({
    sql: "select kind, actor, from_value, to_value, note from desk_activity where record_id = ? order by id",
    args: [id],
  });
  return rows.map((row) => ({ ...(row as unknown as ActivityRow) }));
}

/** The record ids of the inbox table's rows, in the order shown. */
export const shownIds = (html: string) => [...html.matchAll(/data-record-id="([^"]+)"/g)].map((match) => match[1]!);

/** The inbox table's row of one record, as HTML. */
export function shownRow(html: string, id: string): string {
  const row = new RegExp(`<tr [^>]*data-record-id="${id}"[^>]*>[\\s\\S]*?</tr>`).exec(html)?.[0];
  expect(row, `row ${id}`).toBeDefined();
  return row!;
}

export type BulkRecord = { type: "lead" | "contact" | "guide"; name: string; company: string; createdAt: string; score?: number };

/**
 * Many records written straight into the tables (the submission path would take minutes for
 * hundreds), with the columns a submission fills; their ids.
 */
export async function insertRecords(records: BulkRecord[]): Promise<string[]> {
  const ids = records.map(() => crypto.randomUUID());
  const statements = records.map((record, i) => {
    const id = ids[i]!;
    const email = `${id.slice(0, 8)}@bulk.example`;
    if (record.type === "lead") {
      const score = record.score ?? 50;
      return {
        sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, recommendations, lead_score,
          score_breakdown, is_high_value, created_at, updated_at) values (?, ?, 'sales', ?, ?, ?, '[]', ?, '{}', ?, ?, ?)`,
        args: [id, crypto.randomUUID(), record.name, email, record.company, score, score >= 70 ? 1 : 0, record.createdAt, record.createdAt],
      };
    }
    return {
      sql: "insert into contact_messages (id, source, name, email, company, subject, message, guide_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      args: [
        id,
        record.type,
        record.name,
        email,
        record.company,
        record.type === "contact" ? "A question" : null,
        record.type === "contact" ? "Please call." : null,
        record.type === "guide" ? "microsoft-365-migration-guide" : null,
        record.createdAt,
      ],
    };
  });
  for (let i = 0; i < statements.length; i += 200) await testDb.batch(statements.slice(i, i + 200), "write");
  return ids;
}
