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
  storeLead,
  uniqueTag,
} from "./desk-fixtures";

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
    expect(all.header).toEqual([
      "type",
      "id",
      "created_at",
      "name",
      "company",
      "email",
      "phone",
      "status",
      "owner",
      "first_touch_at",
      "office",
      "source",
      "campaign",
      "score",
      "high_value",
      "spam_reason",
      "desk_url",
    ]);
    expect(all.rows.map((row) => row.id)).toEqual([message, plus, formula]);

    const [messageRow, plusRow, formulaRow] = all.rows;
    expect(formulaRow).toMatchObject({
      type: "lead",
      name: `'=HYPERLINK("http://evil.example","x")`,
      company: `${tag} Formula, Ltd`,
      phone: "'+254 722 000 111",
      status: "attempting",
      owner: AMINA,
      office: "nairobi",
      source: "direct",
      score: "63",
      high_value: "no",
      spam_reason: "",
      desk_url: `http://example.com${deskRecordPath("lead", formula)}`,
    });
    expect(formulaRow!.first_touch_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(plusRow).toMatchObject({ name: "'+Plus Person", status: "new", owner: "", first_touch_at: "" });
    expect(messageRow).toMatchObject({
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
