import { beforeAll, describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { newSessionKey } from "../../shared/session-key";
import { salesLead as mediumLead } from "./chat-lead-fixtures";
import { salesLead as highLead } from "./delivery-path";
import {
  AMINA,
  BARAKA,
  contactMessage,
  deskGet,
  deskPost,
  shownIds,
  shownRow,
  storeContact,
  storeGuide,
  storeLead,
  uniqueTag,
} from "./desk-fixtures";

// The inbox's filters over records stored through the real submission paths. Every query adds the
// records' own search term, so records other test files store alongside never show up here.

const tag = uniqueTag();
const ids = { high: "", medium: "", low: "", contact: "", guide: "", spam: "" };

beforeAll(async () => {
  // High value (95), Kampala by phone, from a LinkedIn campaign; claimed by Amina below.
  ids.high = await storeLead(highLead({ contact: { ...highLead().contact, company: `Umoja ${tag}` } }));
  // Medium (63), Nairobi by phone, direct; moved to connected by Baraka below, owner nobody.
  ids.medium = await storeLead(mediumLead({ contact: { ...mediumLead().contact, company: `Wanjiru ${tag}` } }));
  // Low (5: a phone, a free mailbox, no answers), Dar es Salaam by phone.
  const sessionId = crypto.randomUUID();
  ids.low = await storeLead({
    sessionId,
    sessionKey: newSessionKey(),
    intent: "support",
    requestMessage: "Backups failed last night.",
    contact: { name: "Peter Low", email: `peter.${sessionId.slice(0, 8)}@gmail.com`, company: `Kijani ${tag}`, phone: "+255 754 111 222" },
  });
  // A contact message (Dar es Salaam by phone, from Google) and a guide request (no phone: Nairobi, from Bing).
  ids.contact = await storeContact(contactMessage({ company: `Mushi ${tag}`, utm_source: "google" }));
  ids.guide = await storeGuide({
    guideId: "microsoft-365-migration-guide",
    name: "Grace Nakato",
    email: `grace.${tag.toLowerCase()}@nakato.ug`,
    company: `Nakato ${tag}`,
    utm_source: "bing",
  });
  ids.spam = await storeLead(mediumLead({ contact: { ...mediumLead().contact, company: `Spammy ${tag}` } }), { spam: true });

  await deskPost(`${deskRecordPath("lead", ids.high)}/claim`, {}, { user: AMINA });
  await deskPost(`${deskRecordPath("lead", ids.medium)}/status`, { status: "connected" }, { user: BARAKA });
});

/** The ids the inbox shows for these filters (plus this file's search term), as the given user. */
async function shown(query: string, user = AMINA): Promise<string[]> {
  const { res, html } = await deskGet(`/desk?q=${tag}${query ? `&${query}` : ""}`, user);
  expect(res.status, html.slice(0, 300)).toBe(200);
  expect(html).not.toContain('role="alert"');
  return shownIds(html);
}

const sorted = (list: string[]) => [...list].sort();

/** The status tabs' counts, by label. */
function countsOf(html: string): Record<string, number> {
  const tabs = [...html.matchAll(/>(All|New|Attempting|Connected|Qualified|Won|Lost)<span class="font-semibold">([\d,]+)<\/span>/g)];
  return Object.fromEntries(tabs.map((m) => [m[1]!, Number(m[2]!.replaceAll(",", ""))]));
}

describe("inbox filters", () => {
  it("shows the work queue: the open high-value lead first, then the rest newest first, without the spam the check held back", async () => {
    // Nothing here is untouched and due within the hour (the untouched ones have 4 business hours), so no record goes above it.
    expect(await shown("")).toEqual([ids.high, ids.guide, ids.contact, ids.low, ids.medium]);
  });

  it("lists only flagged records in the spam view", async () => {
    const { html } = await deskGet(`/desk?view=spam&q=${tag}`);
    expect(shownIds(html)).toEqual([ids.spam]);
    expect(shownRow(html, ids.spam)).toContain("no form token");
  });

  it("filters by status, and counts each status under the other filters", async () => {
    expect(sorted(await shown("status=new"))).toEqual(sorted([ids.low, ids.contact, ids.guide]));
    expect(await shown("status=attempting")).toEqual([ids.high]);
    expect(await shown("status=connected")).toEqual([ids.medium]);
    expect(await shown("status=won")).toEqual([]);

    const all = { All: 5, New: 3, Attempting: 1, Connected: 1, Qualified: 0, Won: 0, Lost: 0 };
    const page = await deskGet(`/desk?q=${tag}`);
    expect(countsOf(page.html)).toEqual(all);
    expect(page.html).toContain("5 matching");
    // The status filter does not change the counts; it picks one of them.
    const onlyNew = await deskGet(`/desk?q=${tag}&status=new`);
    expect(countsOf(onlyNew.html)).toEqual(all);
    expect(onlyNew.html).toContain("3 matching");
    // Another filter does.
    const dar = await deskGet(`/desk?q=${tag}&office=dar-es-salaam`);
    expect(countsOf(dar.html)).toEqual({ All: 2, New: 2, Attempting: 0, Connected: 0, Qualified: 0, Won: 0, Lost: 0 });
  });

  it("filters by office", async () => {
    expect(await shown("office=kampala")).toEqual([ids.high]);
    expect(await shown("office=nairobi")).toEqual([ids.guide, ids.medium]);
    expect(await shown("office=dar-es-salaam")).toEqual([ids.contact, ids.low]);
  });

  it("filters by owner: mine for whoever is looking, or unassigned", async () => {
    expect(await shown("owner=mine", AMINA)).toEqual([ids.high]);
    expect(await shown("owner=mine", BARAKA)).toEqual([]);
    expect(await shown("owner=unassigned")).toEqual([ids.guide, ids.contact, ids.low, ids.medium]);
    expect(await shown("owner=everyone")).toHaveLength(5);
  });

  it("filters by kind", async () => {
    expect(await shown("type=lead")).toEqual([ids.high, ids.low, ids.medium]);
    expect(await shown("type=contact")).toEqual([ids.contact]);
    expect(await shown("type=guide")).toEqual([ids.guide]);
  });

  it("filters by source and campaign", async () => {
    expect(await shown("source=google")).toEqual([ids.contact]);
    expect(await shown("source=bing")).toEqual([ids.guide]);
    expect(await shown("source=linkedin")).toEqual([ids.high]);
    expect(await shown("source=direct")).toEqual([ids.low, ids.medium]);
    expect(await shown("campaign=q4")).toEqual([ids.high]);
    expect(await shown("source=linkedin&campaign=other")).toEqual([]);
  });

  it("filters leads by score band; messages have no score and fall in none", async () => {
    expect(await shown("band=high")).toEqual([ids.high]);
    expect(await shown("band=medium")).toEqual([ids.medium]);
    expect(await shown("band=low")).toEqual([ids.low]);
    expect(await shown("band=low&type=contact")).toEqual([]);
  });

  it("combines filters", async () => {
    expect(await shown("type=lead&office=dar-es-salaam&status=new&owner=unassigned&band=low")).toEqual([ids.low]);
    expect(await shown("type=lead&office=kampala&status=new")).toEqual([]);
  });

  it("marks high-value leads", async () => {
    const { html } = await deskGet(`/desk?q=${tag}`);
    const high = shownRow(html, ids.high);
    expect(high).toMatch(/^<tr [^>]*class="[^"]*bg-red-50/);
    expect(high).toContain(">High value</span>");
    expect(high).toContain(">95<");
    for (const id of [ids.medium, ids.low, ids.contact]) {
      expect(shownRow(html, id)).not.toContain("High value");
      expect(shownRow(html, id)).not.toContain("bg-red-50");
    }
    // The claimed one shows its owner and status; an untouched one says so.
    expect(high).toContain(`>${AMINA}</td>`);
    expect(high).toContain(">Attempting</span>");
    expect(shownRow(html, ids.contact)).toContain("Not yet touched");
  });
});

describe("inbox search", () => {
  it("finds a record by name, company or e-mail, in any case", async () => {
    const term = uniqueTag().toLowerCase();
    const byName = await storeContact(contactMessage({ name: `Neema ${term}n`, company: "Plain Co" }));
    const byCompany = await storeContact(contactMessage({ company: `Acme ${term}c` }));
    const byEmail = await storeContact(contactMessage({ email: `${term}e@example.co.tz`, company: "" }));
    const find = async (q: string) => shownIds((await deskGet(`/desk?q=${encodeURIComponent(q)}`)).html);
    expect(await find(`${term}n`)).toEqual([byName]);
    expect(await find(`${term}C`.toUpperCase())).toEqual([byCompany]);
    expect(await find(`${term}e@example`)).toEqual([byEmail]);
    expect(await find(`  ${term}  `)).toEqual([byEmail, byCompany, byName]);
  });

  it("takes % and _ literally", async () => {
    const term = uniqueTag();
    const percent = await storeContact(contactMessage({ company: `${term} 50%off` }));
    const plain = await storeContact(contactMessage({ company: `${term} 50 off` }));
    const underscore = await storeContact(contactMessage({ company: `${term} a_b` }));
    const letter = await storeContact(contactMessage({ company: `${term} axb` }));
    const find = async (q: string) => shownIds((await deskGet(`/desk?q=${encodeURIComponent(q)}`)).html);
    expect(await find(`${term} 50%`)).toEqual([percent]);
    expect(await find(`${term} a_b`)).toEqual([underscore]);
    expect(await find(`${term}%off`)).toEqual([]);
    expect(await find(`${term} a\\b`)).toEqual([]);
    expect(sorted(await find(term))).toEqual(sorted([percent, plain, underscore, letter]));
  });
});
