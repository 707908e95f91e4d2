import { exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { CACHE_CONTROL } from "../../worker/http/cache-control";
import { salesLead } from "./chat-lead-fixtures";
import { AMINA, activityOf, deskGet, deskPost, expectRedirect, ORIGIN, storeLead, workRow } from "./desk-fixtures";

// Every desk answer, refusals included, is private and never indexed, and no desk page is ever
// served from or stored in the page cache. Changes are accepted only from the desk's own origin.

function expectPrivate(res: Response, what: string): void {
  expect(res.headers.get("cache-control"), what).toBe(CACHE_CONTROL.personal);
  expect(res.headers.get("x-robots-tag") ?? "", what).toContain("noindex");
  expect(res.headers.get("x-page-cache"), what).toBeNull();
}

let leadId: string;
let path: string;

beforeEach(async () => {
  leadId = await storeLead(salesLead());
  path = deskRecordPath("lead", leadId);
});

describe("desk answers are private", () => {
  it("marks every kind of answer private, no-store and noindex", async () => {
    const inbox = await deskGet("/desk");
    expect(inbox.res.status).toBe(200);
    expectPrivate(inbox.res, "inbox");

    const record = await deskGet(path);
    expect(record.res.status).toBe(200);
    expect(record.html).toContain(leadId);
    expectPrivate(record.res, "record page");

    const csv = await deskGet(`/desk/export.csv?q=${leadId}`);
    expect(csv.res.status).toBe(200);
    expectPrivate(csv.res, "export");

    const redirect = await deskPost(`${path}/note`, { note: "Called, no answer." });
    expectRedirect(redirect.res, path, "noted");
    expectPrivate(redirect.res, "303");

    const invalid = await deskPost(`${path}/status`, { status: "bogus" });
    expect(invalid.res.status).toBe(400);
    expect(invalid.html).toContain("status must be one of");
    expectPrivate(invalid.res, "400");

    const crossOrigin = await deskPost(`${path}/claim`, {}, { origin: "https://evil.example" });
    expect(crossOrigin.res.status).toBe(403);
    expectPrivate(crossOrigin.res, "403");

    const unknown = await deskGet(deskRecordPath("lead", crypto.randomUUID()));
    expect(unknown.res.status).toBe(404);
    expectPrivate(unknown.res, "unknown record");

    const closed = await deskGet("/desk", null);
    expect(closed.res.status).toBe(404);
    expectPrivate(closed.res, "desk closed");
  });

  it("renders the inbox on every request and never hands a copy to someone without desk identity", async () => {
    for (let i = 0; i < 2; i++) {
      const { res, html } = await deskGet("/desk");
      expect(res.status).toBe(200);
      expect(res.headers.get("x-page-cache")).toBeNull();
      expect(html).toContain(`<strong class="text-white">${AMINA}</strong>`);
    }
    for (const target of ["/desk", path]) {
      const stranger = await deskGet(target, null);
      expect(stranger.res.status).toBe(404);
      expect(stranger.html).toBe("Not Found");
      // The site's own pipeline (pageCache in front) sees /desk as unknown too, never a stored copy.
      const viaSite = await exports.default.fetch(`${ORIGIN}${target}`);
      expect(viaSite.status).toBe(404);
      expect(await viaSite.text()).not.toContain(AMINA);
    }
  });

  it("opens no desk data under another spelling of its paths, which bypasses the desk's guard", async () => {
    const lead = salesLead();
    const id = await storeLead(lead);
    for (const spelling of ["/DESK", `/Desk/leads/${id}`, "/desk.data", "/_root.data", "//desk", `//desk/leads/${id}`]) {
      // Even with the local user configured: only the guarded paths name a desk user, so the pages' second lock holds.
      for (const user of [null, AMINA]) {
        const { res, html } = await deskGet(spelling, user);
        expect(res.status, `${spelling} as ${user}`).not.toBe(200);
        expect(html, spelling).not.toContain(lead.contact.email);
        expect(html, spelling).not.toContain(AMINA);
      }
    }
    // The route's data request and a percent-encoded path are the desk's own paths, behind its guard.
    for (const guarded of [`/desk/leads/${id}.data`, `/%64esk/leads/${id}`]) {
      const stranger = await deskGet(guarded, null);
      expect(stranger.res.status, guarded).toBe(404);
      expect(stranger.html).not.toContain(lead.contact.email);
      const granted = await deskGet(guarded, AMINA);
      expect(granted.res.status, guarded).toBe(200);
      expect(granted.html).toContain(lead.contact.email);
      expectPrivate(granted.res, guarded);
    }
  });

  it("leaves /desk out of the sitemap", async () => {
    const res = await exports.default.fetch(`${ORIGIN}/sitemap.xml`);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(5);
    for (const loc of locs) expect(new URL(loc).pathname).not.toMatch(/^\/desk/);
  });
});

describe("changes only from the desk's own pages", () => {
  const untouched = { status: "new", owner: null, first_touch_at: null };

  it("refuses a claim from another origin, changing nothing", async () => {
    const { res, html } = await deskPost(`${path}/claim`, {}, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(html).toContain("accepted only from the desk's own pages");
    expect(await workRow(leadId)).toMatchObject(untouched);
    expect(await activityOf(leadId)).toEqual([]);
  });

  it("refuses a change with no Origin unless the browser marks it same-origin", async () => {
    for (const secFetchSite of [undefined, "cross-site", "same-site", "none"]) {
      const { res } = await deskPost(`${path}/status`, { status: "won" }, { origin: null, secFetchSite });
      expect(res.status, String(secFetchSite)).toBe(403);
    }
    // An opaque origin (a sandboxed frame) is not the desk's either.
    expect((await deskPost(`${path}/note`, { note: "x" }, { origin: "null" })).res.status).toBe(403);
    expect(await workRow(leadId)).toMatchObject(untouched);
    expect(await activityOf(leadId)).toEqual([]);
  });

  it("accepts a change marked Sec-Fetch-Site: same-origin without an Origin", async () => {
    const { res } = await deskPost(`${path}/claim`, {}, { origin: null, secFetchSite: "same-origin" });
    expectRedirect(res, path, "claimed");
    expect(await workRow(leadId)).toMatchObject({ status: "attempting", owner: AMINA });
    expect((await activityOf(leadId)).map((a) => a.kind)).toEqual(["claimed", "status"]);
  });

  it("changes nothing through another spelling of a change's path, which bypasses the guard", async () => {
    for (const spelling of [`/DESK/leads/${leadId}/claim`, `//desk/leads/${leadId}/claim`, `/desk/LEADS/${leadId}/claim`]) {
      for (const origin of [ORIGIN, "https://evil.example"]) {
        const { res } = await deskPost(spelling, {}, { origin });
        expect(res.status, `${spelling} from ${origin}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await workRow(leadId)).toMatchObject(untouched);
    expect(await activityOf(leadId)).toEqual([]);
  });

  it("refuses an Origin that differs only in scheme or port", async () => {
    for (const origin of ["https://example.com", "http://example.com:8080", "http://www.example.com"]) {
      expect((await deskPost(`${path}/claim`, {}, { origin })).res.status, origin).toBe(403);
    }
    expect(await workRow(leadId)).toMatchObject(untouched);
  });
});
