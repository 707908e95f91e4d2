import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import type { Client } from "@libsql/client";
import { beforeAll, describe, expect, it } from "vitest";
import { csvCell } from "../shared/csv-cell";
import { UsageError } from "./command-line";
import { formatLeads } from "./leads-format";
import { deliveryState, fetchLeads, type LeadListRow } from "./leads-query";
import { parseLeadsArgs } from "./leads-report";
import { withLocalTestDatabase } from "./local-test-database";

const row = (overrides: Partial<LeadListRow> = {}): LeadListRow => ({
  id: "6f1c2a9e-0d2b-4c55-9a51-3f8e2b7c1d00",
  kind: "lead",
  createdAt: "2026-11-20T08:15:30.123Z",
  score: 78,
  highValue: true,
  orgType: "Banking & Finance",
  size: "51–300",
  need: "Security/Compliance",
  urgency: "Now",
  budget: "Standard",
  name: "Joseph Okello",
  email: "joseph@umoja.or.ug",
  company: "Umoja Savings Cooperative",
  phone: "+256 700 123 456",
  message: null,
  office: "kampala",
  status: "attempting",
  owner: "wanjiku@kilele.tech",
  firstTouchAt: "2026-11-20T09:05:00.000Z",
  source: "newsletter",
  attribution: {
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "launch",
    utm_term: null,
    utm_content: null,
    gclid: null,
    fbclid: null,
    msclkid: null,
    referrer_host: null,
    landing_path: "/",
  },
  delivery: "delivered",
  deliveries: [{ destination: "webhook", status: "delivered", attempts: 1, lastError: null }],
  spamReason: null,
  ...overrides,
});

describe("parseLeadsArgs", () => {
  it("lists every lead as a table by default", () => {
    expect(parseLeadsArgs([])).toEqual({
      highValueOnly: false,
      sinceDays: null,
      source: null,
      office: null,
      status: null,
      includeSpam: false,
      includeNewsletter: false,
      format: "table",
      help: false,
    });
  });

  it("reads the filters and the format", () => {
    expect(parseLeadsArgs(["--high-value", "--since", "7", "--format", "csv"])).toEqual({
      highValueOnly: true,
      sinceDays: 7,
      source: null,
      office: null,
      status: null,
      includeSpam: false,
      includeNewsletter: false,
      format: "csv",
      help: false,
    });
    expect(parseLeadsArgs(["--csv", "--newsletter"])).toMatchObject({ format: "csv", includeNewsletter: true });
    expect(parseLeadsArgs(["--source", "google", "--office", "Kampala"])).toMatchObject({ source: "google", office: "kampala" });
    expect(parseLeadsArgs(["--since=0.5", "--format=json"])).toMatchObject({ sinceDays: 0.5, format: "json" });
    expect(parseLeadsArgs(["--status", "qualified"])).toMatchObject({ status: "qualified" });
    expect(parseLeadsArgs(["--status= Attempting "])).toMatchObject({ status: "attempting" });
  });

  it.each([
    [["--format", "xlsx"], /--format must be one of table, csv, json/],
    [["--csv", "--format", "json"], /--csv and --format say different things/],
    [["--since", "a week"], /positive number of days/],
    [["--since=-3"], /positive number of days/],
    [["--since", "0"], /positive number of days/],
    [["--status", "hot"], /--status must be one of new, attempting, connected, qualified, won, lost/],
    [["--status="], /--status must be one of/],
    [["--status"], /argument missing/],
    [["--hot"], /Unknown option '--hot'/],
    [["leads.csv"], /positional/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseLeadsArgs(argv)).toThrow(UsageError);
    expect(() => parseLeadsArgs(argv)).toThrow(message);
  });
});

describe("formatLeads", () => {
  const rows = () => [
    row(),
    row({
      id: "0a",
      score: 19,
      highValue: false,
      company: "A company with a very long registered name Ltd",
      phone: null,
      orgType: null,
      status: "new",
      owner: null,
      firstTouchAt: null,
    }),
    row({
      id: "0c",
      kind: "guide",
      score: null,
      highValue: false,
      name: "Grace Nakato",
      company: null,
      message: "microsoft-365-migration-guide",
    }),
  ];

  it("prints an aligned table of every column in EAT when the terminal is wide enough, shortening long cells", () => {
    const lines = formatLeads(rows(), "table", 400).split("\n");
    expect(lines[0]).toMatch(
      /^Created \(EAT\)\s+Kind\s+Score\s+Name\s+Company\s+Email\s+Phone\s+Status\s+Owner\s+Office\s+Source\s+Delivery\s+First touch \(EAT\)\s+Need\s+Urgency\s+Budget\s+Size\s+Org type\s+Message\s+ID$/,
    );
    // 08:15 UTC is 11:15 in EAT.
    expect(lines[2]).toMatch(/^2026-11-20 11:15\s+chat lead\s+78\s+Joseph Okello/);
    expect(lines[2]).toMatch(/attempting\s+wanjiku@kilele\.tech\s+kampala\s+newsletter\s+delivered\s+2026-11-20 12:05/);
    // An unassigned, untouched lead says so with a dash.
    expect(lines[3]).toMatch(/new\s+—\s+kampala\s+newsletter\s+delivered\s+—\s+/);
    expect(lines[3]!.indexOf("—")).toBe(lines[0]!.indexOf("Owner"));
    expect(lines[3]).toContain("A company with a very…");
    expect(lines[4]).toMatch(/guide request\s+Grace Nakato/);
    expect(lines[4]).toContain("microsoft-365-migration-guide");
    // Every row starts its columns at the same offsets as the header.
    expect(lines[2]!.indexOf("78")).toBe(lines[0]!.indexOf("Score"));
    expect(lines[3]!.indexOf("19")).toBe(lines[0]!.indexOf("Score"));
  });

  it.each([60, 80, 100, 132])("fits a terminal %i columns wide, keeping when, what, who and where it stands first", (width) => {
    const lines = formatLeads(rows(), "table", width).split("\n");
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
    expect(lines[0]).toMatch(/^Created \(EAT\)\s+Kind\s+/);
    expect(lines[0]).toContain("Name");
    if (width >= 100) expect(lines[0]).toMatch(/Company.*Status/);
    if (width < 132) expect(lines[0]).not.toContain("Message");
  });

  it("says so when no record matches", () => {
    expect(formatLeads([], "table")).toBe("No records match.");
  });

  it("writes CSV with a header, times in EAT, phones with their plus, quoting and empty cells for unasked answers", () => {
    const csv = formatLeads(
      [
        row({ company: 'Wanjiru, "Associates"', orgType: null }),
        row({ id: "0b", orgType: null, phone: null, status: "new", owner: null, firstTouchAt: null }),
      ],
      "csv",
    ).split("\r\n");
    expect(csv[0]).toBe(
      "id,kind,createdAt,score,highValue,orgType,size,need,urgency,budget,name,email,company,phone,message,office,source,delivery,status,owner,firstTouchAt," +
        "utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,msclkid,referrer_host,landing_path",
    );
    expect(csv[1]).toBe(
      '6f1c2a9e-0d2b-4c55-9a51-3f8e2b7c1d00,chat lead,2026-11-20T11:15:30+03:00,78,true,,51–300,Security/Compliance,Now,Standard,Joseph Okello,joseph@umoja.or.ug,"Wanjiru, ""Associates""",\t+256 700 123 456,,' +
        "kampala,newsletter,delivered,attempting,wanjiku@kilele.tech,2026-11-20T12:05:00+03:00,newsletter,email,launch,,,,,,,/",
    );
    // Unassigned and untouched: empty cells, not a dash a spreadsheet would have to filter out.
    expect(csv[2]).toContain(",kampala,newsletter,delivered,new,,,newsletter,");
  });

  it("writes JSON that parses back to the rows, with the desk's status, owner and first touch (null when unassigned)", () => {
    const rows = [row(), row({ phone: null, status: "new", owner: null, firstTouchAt: null })];
    const parsed = JSON.parse(formatLeads(rows, "json")) as LeadListRow[];
    expect(parsed).toEqual(rows);
    expect(parsed[0]).toMatchObject({ status: "attempting", owner: "wanjiku@kilele.tech", firstTouchAt: "2026-11-20T09:05:00.000Z" });
    expect(parsed[1]).toMatchObject({ status: "new", owner: null, firstTouchAt: null });
  });
});

describe("CSV export is not open to formula injection and the table prints no control sequences", () => {
  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", '"\'\r=1+1"'],
    ["+254 700 123 456", "'+254 700 123 456"],
    ["Umoja SACCO", "Umoja SACCO"],
  ])("csvCell(%j) → %j", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it("keeps the desk's columns formula-safe too", () => {
    const [, line] = formatLeads([row({ owner: "=HYPERLINK(1)@kilele.tech" })], "csv").split("\r\n");
    expect(line).toContain(",attempting,'=HYPERLINK(1)@kilele.tech,");
  });

  it("replaces control characters in the owner column of the terminal table", () => {
    const table = formatLeads([row({ owner: "\u001b[31mwanjiku@kilele.tech" })], "table", 400);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape is what must not reach the terminal.
    expect(table).not.toMatch(/\u001b/);
  });

  it("replaces ANSI escapes, carriage returns and bidi overrides in the terminal table", () => {
    const table = formatLeads(
      [row({ name: "\u001b[2J\u001b[31mEvil", company: "Acme\rInc", email: "a\u202Eb@example.com" })],
      "table",
      400,
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape and carriage return are what must not reach the terminal.
    expect(table).not.toMatch(/[\u001b\r\u202E]/);
    expect(table).toContain("\uFFFD[2J\uFFFD[31mEvil");
  });
});

describe("deliveryState", () => {
  const d = (status: string) => ({ destination: "webhook", status, attempts: 1, lastError: null });
  it("says delivered, pending or failed in one word and a count", () => {
    expect(deliveryState([])).toBe("none");
    expect(deliveryState([d("delivered"), d("delivered")])).toBe("delivered");
    expect(deliveryState([d("delivered"), d("pending")])).toBe("pending 1/2");
    expect(deliveryState([d("failed"), d("pending"), d("delivered")])).toBe("failed 1/3");
  });
});

describe("fetchLeads against a real libSQL server", () => {
  let client: Client;
  withLocalTestDatabase("kilele-leads-", (connections) => {
    ({ client } = connections);
  });
  const now = new Date("2026-11-22T12:00:00.000Z");

  const insert = (id: string, createdAt: string, score: number, highValue: boolean, origin = { source: "direct", office: "nairobi" }) =>
    client.execute({
      sql: `insert into leads (id, session_id, intent, org_type, company_size, contact_name, contact_email, contact_company,
          recommendations, lead_score, score_breakdown, is_high_value, created_at, updated_at, attribution_source, utm_source, office)
        values (?, ?, 'sales', 'Legal', '11–50', 'Grace', ?, 'Wanjiru', '[]', ?, '{}', ?, ?, ?, ?, ?, ?)`,
      args: [
        id,
        crypto.randomUUID(),
        `${id}@example.com`,
        score,
        highValue ? 1 : 0,
        createdAt,
        createdAt,
        origin.source,
        origin.source === "direct" ? null : origin.source,
        origin.office,
      ],
    });
  const delivery = (recordId: string, destination: string, status: string, version = 1) =>
    client.execute({
      sql: `insert into deliveries (id, record_type, record_id, record_version, destination, event_type, payload, status, attempts, last_error)
        values (?, 'lead', ?, ?, ?, 'lead.created', '{}', ?, 2, ?)`,
      args: [crypto.randomUUID(), recordId, version, destination, status, status === "failed" ? "HTTP 400: bad" : null],
    });

  beforeAll(async () => {
    await insert("old-hot", "2026-10-01T09:00:00.000Z", 90, true);
    await insert("week-cold", "2026-11-18T09:00:00.000Z", 30, false);
    await insert("today-hot", "2026-11-22T08:00:00.000Z", 70, true);
    await insert("yesterday-cold", "2026-11-21T10:00:00.000Z", 45, false); // 26 hours before `now`
    await insert("campaign-kampala", "2026-11-19T09:00:00.000Z", 80, true, { source: "LinkedIn", office: "kampala" });
    await delivery("campaign-kampala", "webhook", "delivered");
    await delivery("campaign-kampala", "slack", "failed");
    await delivery("campaign-kampala", "slack", "delivered", 0);
    await insert("scripted", "2026-11-22T09:00:00.000Z", 95, true);
    await client.execute("update leads set spam_reason = 'no form token' where id = 'scripted'");
    // Where the desk stands: two leads worked, the rest untouched.
    await client.execute(
      "update leads set status = 'qualified', owner = 'wanjiku@kilele.tech', first_touch_at = '2026-11-19T10:00:00.000Z' where id = 'campaign-kampala'",
    );
    await client.execute(
      "update leads set status = 'attempting', owner = 'juma@kilele.tech', first_touch_at = '2026-11-22T08:30:00.000Z' where id = 'today-hot'",
    );
    // The other kinds, long since lost (so the filters above leave them out), and a support request.
    await client.batch([
      `insert into contact_messages (id, source, name, email, company, phone, message, status, created_at)
        values ('old-message', 'contact', 'Baraka', 'baraka@example.com', 'Mushi', '+255 754 000 111', 'Backups, please.', 'lost', '2026-09-02T09:00:00.000Z')`,
      `insert into contact_messages (id, source, name, email, guide_id, status, created_at)
        values ('old-guide', 'guide', 'Grace', 'grace@example.com', 'microsoft-365-migration-guide', 'lost', '2026-09-01T09:00:00.000Z')`,
      `insert into contact_messages (id, source, name, email, created_at)
        values ('old-newsletter', 'newsletter', 'Reader', 'reader@example.com', '2026-08-31T09:00:00.000Z')`,
      `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, request_message, recommendations, lead_score,
          score_breakdown, is_high_value, status, created_at, updated_at)
        values ('old-support', 'support-session', 'support', 'Amani', 'amani@example.com', 'Amani Ltd', 'Mail is down', '[]', 10, '{}', 0, 'lost',
          '2026-09-03T09:00:00.000Z', '2026-09-03T09:00:00.000Z')`,
    ]);
  });

  it("lists every lead newest first", async () => {
    const rows = await fetchLeads(client, { highValueOnly: false, sinceDays: null }, now);
    expect(rows.map((r) => r.id)).toEqual([
      "today-hot",
      "yesterday-cold",
      "campaign-kampala",
      "week-cold",
      "old-hot",
      "old-support",
      "old-message",
      "old-guide",
    ]);
    expect(rows[0]).toMatchObject({
      score: 70,
      highValue: true,
      orgType: "Legal",
      size: "11–50",
      need: null,
      phone: null,
      email: "today-hot@example.com",
    });
    expect(rows[0]).toMatchObject({ office: "nairobi", source: "direct", delivery: "none", deliveries: [] });
    expect(rows[0]).toMatchObject({ status: "attempting", owner: "juma@kilele.tech", firstTouchAt: "2026-11-22T08:30:00.000Z" });
    expect(rows[1]).toMatchObject({ id: "yesterday-cold", status: "new", owner: null, firstTouchAt: null });
  });

  it("lists support requests, contact messages and guide requests as such, and newsletter sign-ups when asked for", async () => {
    const rows = await fetchLeads(client, { highValueOnly: false, sinceDays: null, status: "lost" }, now);
    expect(rows.map((r) => [r.id, r.kind])).toEqual([
      ["old-support", "support"],
      ["old-message", "contact"],
      ["old-guide", "guide"],
    ]);
    expect(rows[0]).toMatchObject({ message: "Mail is down", score: 10 });
    expect(rows[1]).toMatchObject({
      score: null,
      highValue: false,
      company: "Mushi",
      phone: "+255 754 000 111",
      message: "Backups, please.",
    });
    expect(rows[2]).toMatchObject({ message: "microsoft-365-migration-guide", company: null, delivery: "none" });
    const withNewsletter = await fetchLeads(client, { highValueOnly: false, sinceDays: null, includeNewsletter: true }, now);
    expect(withNewsletter.at(-1)).toMatchObject({ id: "old-newsletter", kind: "newsletter", status: "new" });
  });

  it("keeps only leads in the status asked for, with the other filters", async () => {
    const ids = async (options: Parameters<typeof fetchLeads>[1]) => (await fetchLeads(client, options, now)).map((r) => r.id);
    expect(await ids({ highValueOnly: false, sinceDays: null, status: "new" })).toEqual(["yesterday-cold", "week-cold", "old-hot"]);
    expect(await ids({ highValueOnly: false, sinceDays: null, status: "qualified" })).toEqual(["campaign-kampala"]);
    expect(await ids({ highValueOnly: true, sinceDays: 1, status: "attempting" })).toEqual(["today-hot"]);
    expect(await ids({ highValueOnly: false, sinceDays: null, status: "attempting", office: "kampala" })).toEqual([]);
    expect(await ids({ highValueOnly: false, sinceDays: null, status: "won" })).toEqual([]);
  });

  it("keeps only high-value leads", async () => {
    const rows = await fetchLeads(client, { highValueOnly: true, sinceDays: null }, now);
    expect(rows.map((r) => r.id)).toEqual(["today-hot", "campaign-kampala", "old-hot"]);
  });

  it("keeps only leads of the last N days", async () => {
    expect((await fetchLeads(client, { highValueOnly: false, sinceDays: 7 }, now)).map((r) => r.id)).toEqual([
      "today-hot",
      "yesterday-cold",
      "campaign-kampala",
      "week-cold",
    ]);
    expect((await fetchLeads(client, { highValueOnly: false, sinceDays: 1 }, now)).map((r) => r.id)).toEqual(["today-hot"]);
  });

  it("filters by source and office, and reports the current version's deliveries", async () => {
    const [lead, ...others] = await fetchLeads(
      client,
      { highValueOnly: false, sinceDays: null, source: "linkedin", office: "kampala" },
      now,
    );
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ id: "campaign-kampala", office: "kampala", source: "LinkedIn", delivery: "failed 1/2" });
    expect(lead!.attribution.utm_source).toBe("LinkedIn");
    expect(lead!.deliveries).toEqual([
      { destination: "slack", status: "failed", attempts: 2, lastError: "HTTP 400: bad" },
      { destination: "webhook", status: "delivered", attempts: 2, lastError: null },
    ]);
    expect(await fetchLeads(client, { highValueOnly: false, sinceDays: null, office: "dar-es-salaam" }, now)).toEqual([]);
  });

  it("leaves out leads that failed the spam check unless asked for them", async () => {
    const ids = async (includeSpam: boolean) =>
      (await fetchLeads(client, { highValueOnly: true, sinceDays: 1, includeSpam }, now)).map((r) => r.id);
    expect(await ids(false)).toEqual(["today-hot"]);
    expect(await ids(true)).toEqual(["scripted", "today-hot"]);
    const [scripted] = (
      await fetchLeads(client, { highValueOnly: false, sinceDays: null, includeSpam: true, source: "direct", office: "nairobi" }, now)
    ).filter((r) => r.id === "scripted");
    expect(scripted).toMatchObject({ spamReason: "no form token", delivery: "spam" });
  });

  it("combines both filters", async () => {
    expect((await fetchLeads(client, { highValueOnly: true, sinceDays: 7 }, now)).map((r) => r.id)).toEqual([
      "today-hot",
      "campaign-kampala",
    ]);
    expect((await fetchLeads(client, { highValueOnly: true, sinceDays: 1 }, now)).map((r) => r.id)).toEqual(["today-hot"]);
  });
});

describe("npm run leads", () => {
  const root = resolve(import.meta.dirname, "..");
  const run = (args: string[]) =>
    promisify(execFile)(resolve(root, "node_modules/.bin/tsx"), ["scripts/leads.ts", ...args], {
      cwd: root,
      // Never reached: a bad command line exits before any database is opened.
      env: { PATH: process.env.PATH, TURSO_DATABASE_URL: "http://127.0.0.1:9" },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it("exits with 2 and the usage when --status is not a status", async () => {
    const result = await run(["--status", "hot"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--status must be one of new, attempting, connected, qualified, won, lost");
    expect(result.stderr).toContain("Usage: npm run leads");
    expect(result.stderr).toContain("[--status <status>]");
    expect(result.stdout).toBe("");
  }, 30_000);
});
