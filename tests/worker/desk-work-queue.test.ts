import { beforeAll, describe, expect, it } from "vitest";
import { AMINA, BARAKA, deskGet, deskPost, ORIGIN, shownIds, uniqueTag } from "./desk-fixtures";
import { dueLabels, insertQueueRecords, nextLink, recordLinks } from "./desk-work-queue-fixtures";

// The inbox's work queue against the real clock: untouched records overdue or due within the hour
// first (by deadline), then open high-value leads, then the rest newest first; the saved views;
// the sortable columns; the due labels; and the record page's Next through a view.

const tag = uniqueTag();
const r: Record<"a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i", string> = {
  a: "",
  b: "",
  c: "",
  d: "",
  e: "",
  f: "",
  g: "",
  h: "",
  i: "",
};

beforeAll(async () => {
  const company = (name: string) => `${name} ${tag}`;
  const ids = await insertQueueRecords([
    // Untouched, overdue 40 min.
    { type: "lead", company: company("Alpha"), received: -120, respondBy: -40, score: 50 },
    // Untouched, due in 12 min.
    { type: "contact", company: company("Bravo"), received: -240, respondBy: 12 },
    // An open high-value lead, touched; Amina's, her follow-up was due yesterday.
    {
      type: "lead",
      company: company("Charlie"),
      received: -1440,
      respondBy: -1380,
      touched: true,
      owner: AMINA,
      score: 90,
      followUp: -1440,
    },
    // High value but won: no longer worked, so among the rest.
    { type: "lead", company: company("Delta"), received: -180, respondBy: -120, touched: true, status: "won", score: 85 },
    // Untouched, due in 3 hours: not yet due soon.
    { type: "contact", company: company("Echo"), received: -30, respondBy: 180 },
    // Untouched, overdue for 20 days: a backlog, among the rest.
    { type: "lead", company: company("Foxtrot"), received: -21 * 1440, respondBy: -20 * 1440, score: 30 },
    // Touched, Amina's, her follow-up due an hour ago.
    {
      type: "lead",
      company: company("Golf"),
      received: -60,
      respondBy: 0,
      touched: true,
      status: "connected",
      owner: AMINA,
      score: 40,
      followUp: -60,
    },
    // Amina's, follow-up in three days.
    {
      type: "lead",
      company: company("Hotel"),
      received: -300,
      respondBy: -240,
      touched: true,
      status: "qualified",
      owner: AMINA,
      score: 20,
      followUp: 3 * 1440,
    },
    // Baraka's, his follow-up due two hours ago.
    { type: "contact", company: company("India"), received: -360, respondBy: -300, touched: true, owner: BARAKA, followUp: -120 },
  ]);
  for (const [i, key] of (["a", "b", "c", "d", "e", "f", "g", "h", "i"] as const).entries()) r[key] = ids[i]!;
});

async function shown(query: string, user = AMINA): Promise<string[]> {
  const { res, html } = await deskGet(`/desk?q=${tag}${query ? `&${query}` : ""}`, user);
  expect(res.status, html.slice(0, 300)).toBe(200);
  expect(html).not.toContain('role="alert"');
  return shownIds(html);
}

describe("the work queue", () => {
  it("lists untouched records overdue or due soon by deadline, then open high-value leads, then the rest newest first", async () => {
    expect(await shown("")).toEqual([r.a, r.b, r.c, r.e, r.g, r.d, r.h, r.i, r.f]);
  });

  it("labels untouched records against their deadline with the request's clock", async () => {
    const labels = dueLabels((await deskGet(`/desk?q=${tag}`)).html);
    expect(labels[r.a]).toBe("overdue 40 min");
    expect(labels[r.b]).toBe("due in 12 min");
    expect(labels[r.e]).toBe("due in 3 h");
    expect(labels[r.f]).toBe("overdue 20 d");
    // Touched records are no longer due.
    expect(labels[r.c]).toBe("");
    expect(labels[r.g]).toBe("");
  });
});

describe("saved views", () => {
  it("Mine: the signed-in person's records in the queue's order", async () => {
    expect(await shown("view=mine")).toEqual([r.c, r.g, r.h]);
    expect(await shown("view=mine", BARAKA)).toEqual([r.i]);
  });

  it("Unassigned: records nobody owns", async () => {
    expect(await shown("view=unassigned")).toEqual([r.a, r.b, r.e, r.d, r.f]);
  });

  it("Overdue: untouched records past their deadline in the last 14 days, longest overdue first", async () => {
    expect(await shown("view=overdue")).toEqual([r.a]);
  });

  it("Today's follow-ups: the signed-in person's, due today or earlier, earliest first", async () => {
    expect(await shown("view=follow-ups")).toEqual([r.c, r.g]);
    expect(await shown("view=follow-ups", BARAKA)).toEqual([r.i]);
  });

  it("keeps the view in the filter form, so a filter applied stays in it", async () => {
    const { html } = await deskGet(`/desk?view=overdue&q=${tag}`);
    expect(html).toContain('<input type="hidden" name="view" value="overdue"/>');
    expect(html).toMatch(/<a href="\/desk\?view=overdue" aria-current="page"/);
  });
});

describe("sorting", () => {
  it.each([
    ["sort=received", () => [r.e, r.g, r.a, r.d, r.b, r.h, r.i, r.c, r.f]],
    ["sort=received&order=asc", () => [r.f, r.c, r.i, r.h, r.b, r.d, r.a, r.g, r.e]],
    // Messages have no score: after every lead, newest first.
    ["sort=score", () => [r.c, r.d, r.a, r.g, r.f, r.h, r.e, r.b, r.i]],
    // Statuses in working order, not alphabetically.
    ["sort=status", () => [r.e, r.a, r.b, r.f, r.i, r.c, r.g, r.h, r.d]],
    ["sort=owner", () => [r.e, r.a, r.d, r.b, r.f, r.g, r.h, r.c, r.i]],
    // Untouched records by their deadline, then the touched ones newest first.
    ["sort=due", () => [r.f, r.a, r.b, r.e, r.g, r.d, r.h, r.i, r.c]],
    ["sort=due&order=desc", () => [r.e, r.b, r.a, r.f, r.g, r.d, r.h, r.i, r.c]],
    ["sort=status&order=desc", () => [r.d, r.h, r.g, r.i, r.c, r.e, r.a, r.b, r.f]],
  ])("%s", async (query, expected) => {
    expect(await shown(query)).toEqual(expected());
  });

  it("links each column header to its sort, and the sorted one to the other direction", async () => {
    const { html } = await deskGet(`/desk?q=${tag}&sort=score`);
    expect(html).toContain(`href="/desk?q=${tag}&amp;sort=score&amp;order=asc"`);
    expect(html).toContain(`href="/desk?q=${tag}&amp;sort=due"`);
    expect(html).toMatch(/<th scope="col" class="[^"]*" aria-sort="descending"><a [^>]*>Score/);
  });

  it("refuses an unknown column on the page, not as a failure", async () => {
    const { res, html } = await deskGet("/desk?sort=colour");
    expect(res.status).toBe(200);
    expect(html).toContain("<li>sort must be one of: received, score, status, owner, due</li>");
  });
});

describe("Next on a record's page", () => {
  it("goes through the view the record was opened from, and ends at its last record", async () => {
    const links = recordLinks((await deskGet(`/desk?q=${tag}&view=unassigned`)).html);
    expect(links).toHaveLength(5);
    expect(links[0]).toContain(`?in=view%3Dunassigned%26q%3D${tag}&at=0`);
    let page = links[0]!;
    const visited: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { res, html } = await deskGet(page);
      expect(res.status).toBe(200);
      visited.push(/\/desk\/(?:leads|messages)\/([^?]+)/.exec(page)![1]!);
      const next = nextLink(html);
      if (i < 4) page = next!;
      else {
        expect(next).toBeNull();
        expect(html).toContain(`href="/desk?view=unassigned&amp;q=${tag}" class="text-brand-700 underline">Back to Unassigned</a>`);
      }
    }
    expect(visited).toEqual([r.a, r.b, r.e, r.d, r.f]);
  });

  it("goes to the record that took this one's place when working it moved it out of the view", async () => {
    const [first] = recordLinks((await deskGet(`/desk?q=${tag}&view=unassigned`)).html);
    // Claimed, it is no longer unassigned.
    await deskPost(`${first!.split("?")[0]}/claim`, {}, { user: BARAKA });
    const { html } = await deskGet(first!);
    expect(nextLink(html)).toContain(`/desk/messages/${r.b}?`);
    expect(nextLink(html)).toContain("&at=0");
  });

  it("keeps the view across a change made on the record's page, so Next is still there after it", async () => {
    const [, second] = recordLinks((await deskGet(`/desk?q=${tag}&view=mine`)).html);
    const path = second!.split("?")[0]!;
    const { res } = await deskPost(`${path}/note`, { note: "Called, will call back." }, { referer: `${ORIGIN}${second}` });
    expect(res.status).toBe(303);
    const back = res.headers.get("location")!;
    expect(back).toBe(`${path}?notice=noted&${second!.split("?")[1]}`);
    expect(nextLink((await deskGet(back)).html)).toContain(`/desk/leads/${r.h}?`);
    // A change posted from elsewhere (or without a Referer) redirects to the plain record page.
    const plain = await deskPost(`${path}/note`, { note: "Again." }, { referer: `${ORIGIN}/desk/leads/${r.c}?in=view%3Dmine&at=0` });
    expect(plain.res.headers.get("location")).toBe(`${path}?notice=noted`);
  });

  it("shows the plain way back without a view", async () => {
    const { html } = await deskGet(`/desk/leads/${r.c}`);
    expect(nextLink(html)).toBeNull();
    expect(html).toContain('href="/desk" class="text-brand-700 underline">Back to the inbox</a>');
  });
});
