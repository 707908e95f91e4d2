import { describe, expect, it } from "vitest";
import { LOCAL_EMAIL_DEFAULTS } from "./local-defaults";
import { lineReader, type WranglerStream, wranglerFilter } from "./start-output";
import { integrations, startSummary } from "./start-summary";

/** wrangler 4.86's own lines, as `wrangler dev --log-level info` prints them piped (no colours). */
const WRANGLER_START: [WranglerStream, string][] = [
  ["stderr", "▲ [WARNING] Processing build/server/wrangler.json configuration:"],
  ["stderr", ""],
  ["stderr", '    - Unexpected fields found in top-level field: "exports","connect"'],
  ["stderr", ""],
  ["stdout", "Attaching additional modules:"],
  ["stdout", "[wrangler:info] ✨ Parsed 2 valid header rules."],
  ["stderr", "▲ [WARNING] Scheduled Workers are not automatically triggered during local development."],
  ["stderr", ""],
  ["stderr", "  To manually trigger a scheduled event, run:"],
  ["stderr", '    curl "http://127.0.0.1:8787/cdn-cgi/handler/scheduled"'],
  ["stderr", ""],
  ["stdout", "[wrangler:info] Ready on http://127.0.0.1:8787"],
  ["stdout", "[wrangler:info] POST /__local/scheduled 200 OK (131ms)"],
];

const EMAIL: [WranglerStream, string][] = [
  ["stdout", "\u001b[34msend_email binding called with MessageBuilder:\u001b[39m"],
  ["stdout", 'From: "Kilele website" <leads@kilele.tech>'],
  ["stdout", "To: sales@kilele.tech"],
  ["stdout", "Subject: New lead scored 93: Jane Doe (Nairobi)"],
  ["stdout", ""],
  ["stdout", "Text: /tmp/miniflare-abc/files/email-text/1.txt"],
  ["stdout", "HTML: /tmp/miniflare-abc/files/email-html/1.html"],
  ["stdout", "[wrangler:info] POST /api/contact 201 Created (40ms)"],
];

function shown(quiet: boolean, lines: [WranglerStream, string][]) {
  const out: [WranglerStream, string][] = [];
  const filter = wranglerFilter(quiet, (line, stream) => out.push([stream, line]));
  for (const [stream, line] of lines) filter(stream, line);
  return out;
}

describe("wrangler's output under npm start", () => {
  it("shows nothing of a normal start at the default level", () => {
    expect(shown(true, WRANGLER_START)).toEqual([]);
  });

  it("never says Cron triggers do not run locally, at any level: npm start's timer runs them", () => {
    const text = shown(false, WRANGLER_START)
      .map(([, line]) => line)
      .join("\n");
    expect(text).not.toMatch(/not automatically triggered|To manually trigger|cdn-cgi\/handler/i);
    expect(text).toContain("Ready on http://127.0.0.1:8787");
    expect(text).toContain("Unexpected fields");
  });

  it("tells each local e-mail's recipient, subject and files at the default level", () => {
    expect(shown(true, EMAIL)).toEqual([
      ["stdout", 'E-mail to sales@kilele.tech: "New lead scored 93: Jane Doe (Nairobi)"'],
      ["stdout", "  text: /tmp/miniflare-abc/files/email-text/1.txt"],
      ["stdout", "  html: /tmp/miniflare-abc/files/email-html/1.html"],
    ]);
  });

  it("keeps errors and the Worker's own warnings at the default level", () => {
    const error: [WranglerStream, string][] = [
      ["stderr", "✘ [ERROR] Could not read file: build/server/wrangler.json"],
      ["stderr", ""],
      ["stderr", "  ENOENT: no such file or directory"],
      ["stderr", "desk: ACCESS_AUD is set but ACCESS_TEAM_DOMAIN is not; /desk refuses to open"],
    ];
    expect(shown(true, error)).toEqual(error);
  });
});

describe("lineReader", () => {
  it("gives whole lines however the chunks fall", () => {
    const lines: string[] = [];
    const reader = lineReader((line) => lines.push(line));
    reader.push("first li");
    reader.push("ne\r\nsecond\nthi");
    reader.end();
    expect(lines).toEqual(["first line", "second", "thi"]);
  });
});

describe("the start-up summary", () => {
  const database = { url: "http://127.0.0.1:40000", dataDir: "/repo/.data" };
  const site = "http://127.0.0.1:8787";
  const local = { ...LOCAL_EMAIL_DEFAULTS, DESK_LOCAL_USER: "sales@localhost", SITE_URL: site };

  it("fits on one screen and says where the site, the desk, the database and the e-mails are", () => {
    const lines = startSummary({ site, vars: local, database });
    expect(lines.length).toBeLessThanOrEqual(20);
    const text = lines.join("\n");
    expect(text).toContain(`Site       ${site}`);
    expect(text).toContain(`${site}/desk  (opens as sales@localhost`);
    expect(text).toContain("local libSQL (sqld) on http://127.0.0.1:40000, data in /repo/.data");
    expect(text.replace(/\n {11}/g, " ")).toContain(
      "E-mail     written to files, never sent: sales alerts (to sales@kilele.tech), follow-up reminders (to their owner), hosts' meeting invitations, visitor confirmations, visitors' meeting invitations and reminders and live-chat transcripts;",
    );
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(110);
    expect(text).toContain("LOG_LEVEL=info");
  });

  it("lists on what these variables turn on and nothing else", () => {
    const text = startSummary({ site, vars: local, database }).join("\n");
    expect(text).toMatch(/^On {9}sales e-mail, visitor confirmation e-mail$/m);
    expect(text.replace(/\n {11}/g, " ")).toMatch(
      /^Off .*lead webhook, Slack alerts, Slack buttons, HubSpot, PostHog, Turnstile, Cloudflare Access/m,
    );
  });

  it("follows the operator's variables: PostHog, Slack and Access on, e-mail off", () => {
    const vars = {
      DESK_LOCAL_USER: "sales@localhost",
      POSTHOG_API_KEY: "phc_x",
      SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/x",
      ACCESS_TEAM_DOMAIN: "https://team.cloudflareaccess.com",
      ACCESS_AUD: "aud",
    };
    const on = integrations(vars)
      .filter((integration) => integration.on)
      .map((integration) => integration.name);
    expect(on).toEqual(["Slack alerts", "PostHog", "Cloudflare Access"]);
    const text = startSummary({ site, vars, database: { ...database, delayMs: 150 } }).join("\n");
    expect(text).toContain("(signs in through Cloudflare Access)");
    expect(text).toContain("E-mail     off");
    expect(text).toContain("through a 150 ms delay");
  });
});
