import { describe, expect, it } from "vitest";
import { contactMessage, deskGet, insertRecords, shownIds, storeContact, uniqueTag } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// The inbox's search reads the FTS5 trigram indexes of migration 0012 (name, company, e-mail and
// phone of every record), which triggers keep in step with the tables.

describe("search through the FTS index", () => {
  const shown = async (q: string) => shownIds((await deskGet(`/desk?q=${encodeURIComponent(q)}`)).html);

  it("finds a record by any part of its name, company, e-mail address or phone", async () => {
    const tag = uniqueTag();
    const id = await storeContact(
      contactMessage({
        name: `Wanjiku ${tag}`,
        company: `Savanna ${tag} Freight`,
        email: `ops.${tag.toLowerCase()}@savanna.co.ke`,
        phone: "0733 123 987",
      }),
    );
    expect(await shown(`wanjiku ${tag.toLowerCase()}`)).toEqual([id]);
    expect(await shown(`${tag} freight`)).toEqual([id]);
    expect(await shown(`ops.${tag.toLowerCase()}@`)).toEqual([id]);
    expect(await shown(tag.slice(2, 7))).toContain(id);
    // The phone by its E.164 digits, as typed, in another spelling, and by a part.
    for (const phone of ["+254733123987", "0733 123 987", "0733123987", "733-123-987"]) expect(await shown(phone), phone).toContain(id);
    expect(await shown(`${tag} 0733`)).toEqual([id]);
  });

  it("follows a record's changes and its deletion", async () => {
    const tag = uniqueTag();
    const [id] = await insertRecords([
      { type: "lead", name: `Kamau ${tag}`, company: "Old Name Ltd", createdAt: new Date().toISOString() },
    ]);
    expect(await shown(`kamau ${tag}`)).toEqual([id]);
    await testDb.execute({ sql: "update leads set contact_name = ?, status = 'attempting' where id = ?", args: [`Otieno ${tag}`, id!] });
    expect(await shown(`kamau ${tag}`)).toEqual([]);
    expect(await shown(`otieno ${tag}`)).toEqual([id]);
    await testDb.execute({ sql: "delete from leads where id = ?", args: [id!] });
    expect(await shown(`otieno ${tag}`)).toEqual([]);
    const { rows } = await testDb.execute({ sql: "select count(*) as n from leads_search where leads_search match ?", args: [`"${tag}"`] });
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it("still finds a term shorter than the index's three characters", async () => {
    const tag = uniqueTag();
    const [id] = await insertRecords([{ type: "contact", name: `Li ${tag}`, company: "Qz", createdAt: new Date().toISOString() }]);
    const { html } = await deskGet("/desk?q=Qz");
    expect(shownIds(html)).toContain(id);
  });
});
