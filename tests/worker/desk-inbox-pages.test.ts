import { describe, expect, it } from "vitest";
import { INBOX_PAGE_SIZE } from "../../shared/desk";
import { eatDayEnd, eatDayStart } from "../../shared/eat-time";
import { type BulkRecord, deskGet, insertRecords, shownIds, uniqueTag } from "./desk-fixtures";

// The inbox in pages of 50 over both tables, the date filter's days in East Africa Time, and a
// filter the page cannot read: an error on the page, never a failure.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe("pages", () => {
  it("pages through leads and messages together, newest first, each record once", async () => {
    const tag = uniqueTag();
    // 55 records a minute apart; messages among them on both pages, so the two tables interleave.
    const records: BulkRecord[] = Array.from({ length: 55 }, (_, i) => ({
      type: i === 9 ? "contact" : i === 51 ? "guide" : "lead",
      name: `Record ${i}`,
      company: `Paged ${tag}`,
      createdAt: minutesAgo(10 + i),
    }));
    const ids = await insertRecords(records);

    const first = await deskGet(`/desk?q=${tag}`);
    expect(first.html).toContain("55 matching");
    expect(first.html).toContain("Page 1 of 2");
    expect(first.html).toContain(`href="/desk?q=${tag}&amp;page=2" rel="next"`);
    expect(first.html).not.toContain('rel="prev"');
    const second = await deskGet(`/desk?q=${tag}&page=2`);
    expect(second.html).toContain("Page 2 of 2");
    expect(second.html).toContain(`href="/desk?q=${tag}" rel="prev"`);
    expect(second.html).not.toContain('rel="next"');

    const page1 = shownIds(first.html);
    const page2 = shownIds(second.html);
    expect(page1).toHaveLength(INBOX_PAGE_SIZE);
    expect(page2).toHaveLength(5);
    expect([...page1, ...page2]).toEqual(ids);

    // Past the last page: nothing, and no failure.
    const beyond = await deskGet(`/desk?q=${tag}&page=3`);
    expect(beyond.res.status).toBe(200);
    expect(shownIds(beyond.html)).toEqual([]);

    // Filtered to messages, one page.
    const messages = await deskGet(`/desk?q=${tag}&type=contact`);
    expect(shownIds(messages.html)).toEqual([ids[9]]);
    expect(messages.html).not.toContain("Page 1 of");
  });

  it("keeps the other filters in the page links", async () => {
    const tag = uniqueTag();
    await insertRecords(
      Array.from({ length: 51 }, (_, i) => ({
        type: "lead" as const,
        name: `L${i}`,
        company: `Kept ${tag}`,
        createdAt: minutesAgo(i + 1),
      })),
    );
    const { html } = await deskGet(`/desk?q=${tag}&status=new&office=nairobi&band=medium`);
    expect(html).toContain("51 matching");
    expect(html).toContain(`href="/desk?status=new&amp;office=nairobi&amp;band=medium&amp;q=${tag}&amp;page=2" rel="next"`);
  });
});

describe("dates in East Africa Time", () => {
  it("takes from and to as whole EAT days", async () => {
    const tag = uniqueTag();
    const day = new Date(Date.now() - 3 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
    const at = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();
    const start = eatDayStart(day);
    const end = eatDayEnd(day);
    expect(start).toBe(new Date(`${day}T00:00:00+03:00`).toISOString());
    const [before, first, last, after] = await insertRecords(
      [at(start, -1), start, at(end, -1), end].map((createdAt, i) => ({
        type: i % 2 ? ("contact" as const) : ("lead" as const),
        name: `Dated ${i}`,
        company: `Dated ${tag}`,
        createdAt,
      })),
    );
    const find = async (query: string) => shownIds((await deskGet(`/desk?q=${tag}&${query}`)).html);
    expect(await find(`from=${day}&to=${day}`)).toEqual([last, first]);
    expect(await find(`from=${day}`)).toEqual([after, last, first]);
    expect(await find(`to=${day}`)).toEqual([last, first, before]);

    // The first record of the day is shown at midnight EAT.
    const { html } = await deskGet(`/desk?q=${tag}&from=${day}&to=${day}`);
    expect(html).toContain(`>${day} 00:00</td>`);
    expect(html).toContain(`>${day} 23:59</td>`);
  });
});

describe("a filter the page cannot read", () => {
  it.each([
    ["status=bogus", "status must be one of: new, attempting, connected, qualified, won, lost"],
    ["office=mombasa", "office must be one of: nairobi, kampala, dar-es-salaam"],
    ["owner=boss", "owner must be one of: everyone, mine, unassigned, or the e-mail address of a team member"],
    ["type=newsletter", "type must be one of: lead, contact, guide"],
    ["band=huge", "band must be one of: high, medium, low"],
    ["view=trash", "view must be one of: inbox, mine, unassigned, overdue, follow-ups, spam"],
    ["from=2026-13-45", "from must be a date (YYYY-MM-DD)"],
    ["to=yesterday", "to must be a date (YYYY-MM-DD)"],
    ["page=0", "page must be a whole number from 1"],
    ["page=-1", "page must be a whole number from 1"],
    [`q=${"x".repeat(201)}`, "search must be at most 200 characters"],
  ])("%s is shown as an error on the page, not a failure", async (query, message) => {
    const { res, html } = await deskGet(`/desk?${query}`);
    expect(res.status).toBe(200);
    const alert = /role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(alert).toContain(`<li>${message}</li>`);
    // The export refuses the same filter rather than exporting something else.
    const csv = await deskGet(`/desk/export.csv?${query}`);
    expect(csv.res.status).toBe(400);
    expect(csv.html).toContain(message);
  });

  it("ignores parameters it does not know", async () => {
    const { res, html } = await deskGet("/desk?utm_source=x&foo=bar");
    expect(res.status).toBe(200);
    expect(html).not.toContain('role="alert"');
  });
});
