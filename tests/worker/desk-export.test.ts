import { describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { salesLead } from "./chat-lead-fixtures";
import {
  AMINA,
  BARAKA,
  type BulkRecord,
  contactMessage,
  deskGet,
  deskPost,
  insertRecords,
  storeContact,
  storeGuide,
  storeLead,
  uniqueTag,
} from "./desk-fixtures";
import { testDb } from "./worker-harness";

// The inbox's filter as a CSV file: only the matching records, every one of them however many
// (read 500 at a time), and every cell safe to open in a spreadsheet.

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks; lines end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  expect(cell === "" && row.length === 0, "the file ends with a complete line").toBe(true);
  return rows;
}

/** The export for this query string, as records keyed by the header line. */
async function exported(query: string, user = AMINA) {
  const { res, html } = await deskGet(`/desk/export.csv?${query}`, user);
  expect(res.status, html.slice(0, 200)).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="kilele-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  const [header, ...lines] = parseCsv(html);
  expect(header).toBeDefined();
  for (const line of lines) expect(line).toHaveLength(header!.length);
  return { header: header!, rows: lines.map((line) => Object.fromEntries(header!.map((name, i) => [name, line[i]!]))) };
}

/** The export's header line: the inbox's columns, the substance, how it ended and every attribution field. */
const HEADER = [
  "kind",
  "type",
  "id",
  "created_at",
  "name",
  "company",
  "email",
  "phone",
  "phone_as_typed",
  "status",
  "owner",
  "first_touch_at",
  "office",
  "score",
  "high_value",
  "down_now",
  "org_type",
  "company_size",
  "need",
  "current_stack",
  "urgency",
  "budget",
  "subject",
  "service_interest",
  "guide",
  "message",
  "last_activity_at",
  "last_activity",
  "next_step",
  "next_step_due",
  "notes",
  "lost_reason",
  "deal_value_usd",
  "products_won",
  "source",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "msclkid",
  "referrer_host",
  "landing_path",
  "spam_reason",
  "desk_url",
];

/** A time as the export writes it: ISO 8601 in EAT, to the second. */
const EAT_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/;

/** The stored UTC time of a record's column, to compare with the export's EAT one. */
async function storedTime(table: "leads" | "contact_messages", column: string, id: string): Promise<string> {
  const { rows } = await testDb.execute({ sql: `select ${column} as t from ${table} where id = ?`, args: [id] });
  return String(rows[0]!.t);
}

describe("CSV export", () => {
  it("exports only what the filter matches, with the desk's columns, formula-safe", async () => {
    const tag = uniqueTag();
    const base = salesLead();
    const formula = await storeLead(
      salesLead({ contact: { ...base.contact, name: '=HYPERLINK("http://evil.example","x")', company: `${tag} Formula, Ltd` } }),
    );
    const plus = await storeLead(salesLead({ contact: { ...salesLead().contact, name: "+Plus Person", company: `${tag} Plus` } }));
    const message = await storeContact(contactMessage({ company: `${tag} Message`, name: "@Handle" }));
    const spam = await storeLead(salesLead({ contact: { ...salesLead().contact, company: `${tag} Spam` } }), { spam: true });
    await deskPost(`${deskRecordPath("lead", formula)}/claim`, {}, { user: AMINA });

    const all = await exported(`q=${tag}`);
    expect(all.header).toEqual(HEADER);
    expect(all.rows.map((row) => row.id)).toEqual([message, plus, formula]);

    const [messageRow, plusRow, formulaRow] = all.rows;
    expect(formulaRow).toMatchObject({
      kind: "chat lead",
      type: "lead",
      name: `'=HYPERLINK("http://evil.example","x")`,
      company: `${tag} Formula, Ltd`,
      status: "attempting",
      owner: AMINA,
      office: "nairobi",
      source: "direct",
      score: "63",
      high_value: "no",
      spam_reason: "",
      desk_url: `http://example.com${deskRecordPath("lead", formula)}`,
    });
    expect(formulaRow!.first_touch_at).toMatch(EAT_ISO);
    expect(plusRow).toMatchObject({ name: "'+Plus Person", status: "new", owner: "", first_touch_at: "" });
    expect(messageRow).toMatchObject({
      kind: "contact message",
      type: "contact",
      name: "'@Handle",
      score: "",
      office: "dar-es-salaam",
      desk_url: `http://example.com${deskRecordPath("contact", message)}`,
    });

    // Each filter narrows the file as it narrows the inbox.
    expect((await exported(`q=${tag}&type=lead`)).rows.map((r) => r.id)).toEqual([plus, formula]);
    expect((await exported(`q=${tag}&status=attempting`)).rows.map((r) => r.id)).toEqual([formula]);
    expect((await exported(`q=${tag}&office=dar-es-salaam`)).rows.map((r) => r.id)).toEqual([message]);
    expect((await exported(`q=${tag}&owner=mine`, AMINA)).rows.map((r) => r.id)).toEqual([formula]);
    expect((await exported(`q=${tag}&owner=mine`, BARAKA)).rows).toEqual([]);
    const held = await exported(`q=${tag}&view=spam`);
    expect(held.rows.map((r) => [r.id, r.spam_reason])).toEqual([[spam, "no form token"]]);
    // The page parameter is the inbox's: the export is the whole list.
    expect((await exported(`q=${tag}&page=7`)).rows).toHaveLength(3);
  });

  it("writes times in EAT, phones with their plus and no apostrophe, and the substance of each record", async () => {
    const tag = uniqueTag();
    const attribution = {
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: `spring-${tag}`,
      utm_term: "m365 backup",
      utm_content: "hero-button",
      gclid: "gclid-123",
      referrer_host: "news.example",
      landing_path: "/products/microsoft-365",
    };
    const lead = await storeLead(
      salesLead({ contact: { ...salesLead().contact, company: `${tag} Answers`, phone: "0722 555 014" }, attribution }),
    );
    const support = await storeLead(
      salesLead({
        intent: "support",
        requestMessage: "=cmd|' /C calc'!A0 our mail is down",
        downNow: true,
        contact: { ...salesLead().contact, company: `${tag} Support`, phone: "+254 733 000 222" },
      }),
    );
    const message = await storeContact(contactMessage({ company: `${tag} Message`, message: "-2+3 backups, please" }));
    const guide = await storeGuide({
      guideId: "microsoft-365-migration-guide",
      name: "Guide Reader",
      email: `guide.${tag.toLowerCase()}@reader.example`,
      company: `${tag} Guide`,
    });

    // The desk's work, written as its forms write it: notes, a logged activity with its follow-up, Lost and Won.
    await deskPost(`${deskRecordPath("lead", lead)}/note`, { note: "Asked for a call on Monday." }, { user: AMINA });
    const activityAt = "2026-11-23T06:15:00.000Z";
    const dueAt = "2026-11-30T07:00:00.000Z";
    await testDb.batch([
      {
        sql: `insert into desk_activity (record_type, record_id, kind, actor, channel, outcome, note, created_at)
          values ('lead', ?, 'activity', ?, 'call', 'voicemail', 'Left a voicemail.', ?)`,
        args: [lead, AMINA, activityAt],
      },
      {
        sql: `insert into follow_ups (record_type, record_id, activity_id, owner, next_step, due_at)
          values ('lead', ?, last_insert_rowid(), ?, 'Call again', ?)`,
        args: [lead, AMINA, dueAt],
      },
      {
        sql: `update leads set status = 'won', won_value_cents = 1250050, won_products = '["microsoft-365-business-standard","backup"]' where id = ?`,
        args: [lead],
      },
      { sql: "update contact_messages set status = 'lost', lost_reason = 'Chose another provider' where id = ?", args: [message] },
    ]);

    const { rows } = await exported(`q=${tag}`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const leadRow = byId.get(lead)!;
    expect(leadRow).toMatchObject({
      kind: "chat lead",
      phone: "\t+254722555014",
      phone_as_typed: "0722 555 014",
      org_type: "Legal",
      company_size: "11–50",
      need: "Email/Collaboration",
      current_stack: "Google Workspace",
      urgency: "30 days",
      budget: "Standard",
      status: "won",
      deal_value_usd: "12500.50",
      products_won: "microsoft-365-business-standard; backup",
      last_activity_at: "2026-11-23T09:15:00+03:00",
      last_activity: "call, voicemail: Left a voicemail.",
      next_step: "Call again",
      next_step_due: "2026-11-30T10:00:00+03:00",
      source: "newsletter",
      ...attribution,
      fbclid: "",
      msclkid: "",
    });
    expect(leadRow.notes).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} amina\.desk@kilele\.test: Asked for a call on Monday\.$/);
    // Created at: the stored UTC instant, three hours on, with its offset.
    const created = await storedTime("leads", "created_at", lead);
    expect(leadRow.created_at).toMatch(EAT_ISO);
    expect(Date.parse(leadRow.created_at!)).toBe(Math.floor(Date.parse(created) / 1000) * 1000);

    expect(byId.get(support)).toMatchObject({
      kind: "support request",
      down_now: "yes",
      phone: "\t+254733000222",
      phone_as_typed: "\t+254 733 000 222",
      message: "'=cmd|' /C calc'!A0 our mail is down",
    });
    expect(byId.get(message)).toMatchObject({
      kind: "contact message",
      message: "'-2+3 backups, please",
      subject: "Backups for two sites",
      service_interest: "Backup & Disaster Recovery",
      lost_reason: "Chose another provider",
      status: "lost",
      deal_value_usd: "",
    });
    expect(byId.get(message)).toMatchObject({ phone: "\t+255754000111", phone_as_typed: "\t+255 754 000 111" });
    expect(byId.get(guide)).toMatchObject({ kind: "guide request", guide: "microsoft-365-migration-guide" });
    for (const row of rows)
      for (const name of ["created_at", "first_touch_at", "last_activity_at", "next_step_due"]) {
        if (row[name]) expect(row[name]).toMatch(EAT_ISO);
      }
  });

  it("exports every matching row exactly once across many chunks, ties in time included", async () => {
    const tag = uniqueTag();
    const base = Date.now() - 3_600_000;
    // 1,050 records over both tables; groups of seven share one millisecond, so the cursor's tie-break on id is needed.
    const records: BulkRecord[] = Array.from({ length: 1050 }, (_, i) => ({
      type: i % 5 === 0 ? "contact" : i % 7 === 0 ? "guide" : "lead",
      name: `Bulk ${i}`,
      company: `Bulk ${tag}`,
      createdAt: new Date(base - Math.floor(i / 7) * 1000).toISOString(),
    }));
    const ids = await insertRecords(records);
    // Another batch that matches a different term must not leak in.
    await insertRecords([{ type: "lead", name: "Other", company: `Other ${uniqueTag()}`, createdAt: new Date(base).toISOString() }]);

    const { rows } = await exported(`q=${tag}`);
    expect(rows).toHaveLength(1050);
    const exportedIds = rows.map((row) => row.id!);
    expect(new Set(exportedIds).size).toBe(1050);
    expect([...exportedIds].sort()).toEqual([...ids].sort());
    // Newest first, then by id descending within the same millisecond.
    const order = [...rows].sort((a, b) => b.created_at!.localeCompare(a.created_at!) || b.id!.localeCompare(a.id!));
    expect(exportedIds).toEqual(order.map((row) => row.id));
    expect(rows.filter((row) => row.type === "contact")).toHaveLength(210);
    expect(rows.filter((row) => row.type === "guide")).toHaveLength(records.filter((r) => r.type === "guide").length);

    // And filtered to one table, across chunks as well.
    const leads = await exported(`q=${tag}&type=lead`);
    expect(leads.rows).toHaveLength(records.filter((r) => r.type === "lead").length);
    expect(new Set(leads.rows.map((row) => row.id)).size).toBe(leads.rows.length);
  });
});
