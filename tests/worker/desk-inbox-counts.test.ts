import type { Row } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { deskRecordPath, recordKey } from "../../shared/desk";
import { salesLead } from "./delivery-path";
import { contactMessage, deskGet, deskPost, storeContact, storeGuide, storeLead, uniqueTag } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// The unfiltered inbox's counts per status come from desk_inbox_counts (migration 0019), which
// triggers keep as records are stored, worked, held, released and deleted. Whatever happens to a
// record, the kept counts must equal what counting the records says, read at the same instant.

const KEPT = "select record_table as tbl, status, n from desk_inbox_counts where n <> 0 order by tbl, status";
const COUNTED = `select 'contact_messages' as tbl, status, count(*) as n from contact_messages
    where spam_reason is null and source in ('contact', 'guide') group by status
  union all select 'leads', status, count(*) from leads where spam_reason is null group by status
  order by tbl, status`;

/** The kept and the counted figures, read in one transaction so other test files' writes cannot fall between them. */
async function expectCountsAgree(step: string): Promise<void> {
  const [kept, counted] = await testDb.batch([KEPT, COUNTED], "read");
  const figures = (rows: Row[]) => rows.map((row) => `${row.tbl}/${row.status}=${Number(row.n)}`);
  expect(figures(kept!.rows), step).toEqual(figures(counted!.rows));
}

describe("the inbox's kept counts", () => {
  it("agree with the records through storing, working, spam review, a newsletter sign-up's source and deletion", async () => {
    const tag = uniqueTag();
    const lead = await storeLead(salesLead());
    const heldLead = await storeLead(salesLead(), { spam: true });
    const heldContact = await storeContact(contactMessage(), { spam: true });
    await storeContact(contactMessage());
    await storeGuide({
      guideId: "microsoft-365-migration-guide",
      name: "Grace Nakato",
      email: `grace.${tag.toLowerCase()}@nakato.ug`,
      company: "Nakato",
    });
    await expectCountsAgree("stored");

    expect((await deskPost(`${deskRecordPath("lead", lead)}/status`, { status: "connected" })).res.status).toBe(303);
    await expectCountsAgree("status changed");

    expect((await deskPost("/desk/spam/release", [["record", recordKey("lead", heldLead)]])).res.status).toBe(303);
    await expectCountsAgree("released");

    const deleted = await deskPost("/desk/spam/delete", [
      ["record", recordKey("contact", heldContact)],
      ["confirm", "yes"],
    ]);
    expect(deleted.res.status).toBe(303);
    await expectCountsAgree("held record deleted");

    // A newsletter sign-up is not worked, so not counted, until its row says otherwise.
    const signUp = crypto.randomUUID();
    await testDb.execute({
      sql: "insert into contact_messages (id, source, name, email, created_at) values (?, 'newsletter', 'Reader', ?, ?)",
      args: [signUp, `reader.${tag.toLowerCase()}@example.com`, new Date().toISOString()],
    });
    await expectCountsAgree("newsletter sign-up stored");
    await testDb.execute({ sql: "update contact_messages set source = 'contact', status = 'qualified' where id = ?", args: [signUp] });
    await expectCountsAgree("source and status changed at once");
    await testDb.execute({ sql: "update contact_messages set spam_reason = 'held by hand' where id = ?", args: [signUp] });
    await expectCountsAgree("held");
    await testDb.execute({ sql: "delete from contact_messages where id = ?", args: [signUp] });
    await testDb.execute({ sql: "delete from leads where id = ?", args: [lead] });
    await expectCountsAgree("deleted");

    // The unfiltered inbox, which reads them, shows its first page.
    const { res, html } = await deskGet("/desk");
    expect(res.status, html.slice(0, 300)).toBe(200);
    expect(html).not.toContain('role="alert"');
  });
});
