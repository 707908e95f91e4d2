import { afterEach, describe, expect, it, vi } from "vitest";
import { salesLead, submitOk } from "./chat-lead-fixtures";
import { fetchWorker } from "./worker-harness";

// Under `npm start` the desk opens without sign-in and POST /__local/scheduled runs the Cron jobs.
// A web page whose host name an attacker rebinds to 127.0.0.1 (DNS rebinding) reaches that port as
// its own origin: so both answer only requests addressed to a loopback name, and the local route
// refuses POSTs from other sites' pages.

const NPM_START: Partial<Env> = {
  LOCAL_SCHEDULED_ROUTE: "on",
  DESK_LOCAL_USER: "sales@localhost",
  ACCESS_TEAM_DOMAIN: undefined,
  ACCESS_AUD: undefined,
};
const MISDIRECTED = "Misdirected Request: locally, open it at 127.0.0.1, localhost or [::1].";
/** A schedule with no job (31 February): the route runs it and only logs that nothing matched. */
const NO_JOB = "0 0 31 2 *";
const CRON = encodeURIComponent(NO_JOB);

const get = (url: string, headers: Record<string, string> = {}) => fetchWorker(new Request(url, { headers }), NPM_START);

const runCron = (url: string, headers: Record<string, string> = {}) =>
  fetchWorker(new Request(url, { method: "POST", headers }), NPM_START);

afterEach(() => vi.restoreAllMocks());

describe("under npm start, the desk", () => {
  it("opens at 127.0.0.1, localhost and [::1], on any port", async () => {
    for (const origin of ["http://127.0.0.1:8787", "http://localhost:3000", "http://[::1]:8787", "http://localhost"]) {
      const res = await get(`${origin}/desk`);
      const body = await res.text();
      expect(res.status, origin).toBe(200);
      expect(body).toContain("sales@localhost");
    }
  });

  it("answers 421, showing no lead, to a rebound host name, in the URL or in the Host header", async () => {
    const lead = salesLead();
    await submitOk(lead);
    const requests: [string, Record<string, string>?][] = [
      ["http://rebind.attacker.example:8787/desk"],
      ["http://rebind.attacker.example:8787/desk/leads"],
      ["http://127.0.0.1:8787/desk", { host: "rebind.attacker.example:8787" }],
      ["http://127.0.0.1.nip.io:8787/desk"],
      ["http://192.168.1.20:8787/desk"],
    ];
    for (const [url, headers] of requests) {
      const res = await get(url, headers);
      const body = await res.text();
      expect(res.status, url).toBe(421);
      expect(body).toBe(MISDIRECTED);
      expect(res.headers.get("cache-control")).toContain("no-store");
      for (const value of [lead.contact.name, lead.contact.email]) expect(body).not.toContain(value);
    }
  });
});

describe("under npm start, POST /__local/scheduled", () => {
  it("answers 421 to a rebound host name, running nothing", async () => {
    for (const [url, headers] of [
      [`http://rebind.attacker.example:8787/__local/scheduled?cron=${CRON}`, {}],
      [`http://127.0.0.1:8787/__local/scheduled?cron=${CRON}`, { host: "rebind.attacker.example:8787" }],
    ] as const) {
      const res = await runCron(url, headers);
      expect(res.status, url).toBe(421);
      expect(await res.text()).toBe(MISDIRECTED);
    }
  });

  it("refuses a POST from another site's page, told by its Origin or by Sec-Fetch-Site, with 403", async () => {
    const url = `http://127.0.0.1:8787/__local/scheduled?cron=${CRON}`;
    const refused: Record<string, string>[] = [
      { origin: "http://rebind.attacker.example:8787" },
      { origin: "http://localhost:8787" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refused) {
      const res = await runCron(url, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toBe("Forbidden: local routes accept no requests from other sites.");
    }
  });

  it("runs the Cron for npm start's own timer (no Origin) and for a same-origin page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const url = `http://127.0.0.1:8787/__local/scheduled?cron=${CRON}`;
    const allowed: Record<string, string>[] = [{}, { origin: "http://127.0.0.1:8787", "sec-fetch-site": "same-origin" }];
    for (const headers of allowed) {
      const res = await runCron(url, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(await res.text()).toBe(`ran ${NO_JOB}\n`);
    }
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
