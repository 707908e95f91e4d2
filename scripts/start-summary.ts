import { tmpdir } from "node:os";
import { join } from "node:path";
import { configuredDestinations } from "../worker/delivery/destination-config";
import { DECLARED_BINDINGS } from "../worker/delivery/destination-probe";

// The screen `npm start` prints once the Worker answers: where everything is, and what is on.

export type StartInfo = {
  /** The local server, e.g. http://127.0.0.1:8787. */
  site: string;
  /** The variables handed to the Worker (npm start's own and the operator's). */
  vars: Readonly<Record<string, string>>;
  database: { url: string; dataDir: string; delayMs?: number };
};

const set = (vars: StartInfo["vars"], ...names: string[]) => names.every((name) => Boolean(vars[name]?.trim()));

/** Each integration by the name the README uses, with whether these variables turn it on. */
export function integrations(vars: StartInfo["vars"]): { name: string; on: boolean }[] {
  const destinations = configuredDestinations({ ...vars, ...DECLARED_BINDINGS });
  return [
    { name: "sales e-mail", on: destinations.includes("email") },
    { name: "visitor confirmation e-mail", on: destinations.includes("confirmation") },
    { name: "lead webhook", on: destinations.includes("webhook") },
    { name: "Slack alerts", on: destinations.includes("slack") },
    { name: "Slack buttons", on: set(vars, "SLACK_SIGNING_SECRET") },
    { name: "HubSpot", on: destinations.includes("hubspot") },
    { name: "PostHog", on: set(vars, "POSTHOG_API_KEY") },
    { name: "Turnstile", on: set(vars, "TURNSTILE_SITE_KEY", "TURNSTILE_SECRET_KEY") },
    { name: "Cloudflare Access", on: set(vars, "ACCESS_TEAM_DOMAIN", "ACCESS_AUD") },
  ];
}

const INDENT = " ".repeat(11);

/** `text` under its label, wrapped at 100 columns with the continuation lines indented. */
function labelled(label: string, text: string): string[] {
  const lines: string[] = [];
  let line = label.padEnd(INDENT.length);
  for (const word of text.split(" ")) {
    if (line.length + word.length > 100 && line.trim() !== label) {
      lines.push(line.trimEnd());
      line = INDENT;
    }
    line += `${word} `;
  }
  return [...lines, line.trimEnd()];
}

function emailLines(vars: StartInfo["vars"]): string[] {
  const destinations = configuredDestinations({ ...vars, ...DECLARED_BINDINGS });
  const kinds = [
    ...(destinations.includes("email")
      ? [
          `sales alerts (to ${vars.SALES_EMAIL_TO || "each office's address"})`,
          "follow-up reminders (to their owner)",
          "hosts' meeting invitations",
        ]
      : []),
    ...(destinations.includes("confirmation")
      ? ["visitor confirmations", "visitors' meeting invitations and reminders", "live-chat transcripts"]
      : []),
  ];
  if (kinds.length === 0) return labelled("E-mail", "off (SALES_EMAIL_FROM and VISITOR_EMAIL_FROM unset)");
  const listed = `${kinds.slice(0, -1).join(", ")}${kinds.length > 1 ? " and " : ""}${kinds.at(-1)}`;
  return labelled(
    "E-mail",
    `written to files, never sent: ${listed}; each file's path is printed below as it is written (under ${join(tmpdir(), "miniflare-*")}/, removed when npm start stops)`,
  );
}

export function startSummary({ site, vars, database }: StartInfo): string[] {
  const access = set(vars, "ACCESS_TEAM_DOMAIN", "ACCESS_AUD");
  const all = integrations(vars);
  const named = (on: boolean) =>
    all
      .filter((integration) => integration.on === on)
      .map((integration) => integration.name)
      .join(", ") || "none";
  return [
    "",
    `Site       ${site}`,
    `Desk       ${site}/desk  ${access ? "(signs in through Cloudflare Access)" : `(opens as ${vars.DESK_LOCAL_USER}, no sign-in)`}`,
    `Database   local libSQL (sqld) on ${database.url}, data in ${database.dataDir}${
      database.delayMs ? ` (reached through a ${database.delayMs} ms delay)` : ""
    }`,
    ...emailLines(vars),
    ...labelled(
      "Cron",
      "every minute (deliveries, escalations, follow-up and meeting reminders, analytics sinks) and the daily retention purge, on npm start's own timer",
    ),
    ...labelled("On", named(true)),
    ...labelled("Off", `${named(false)} (variables: README, .dev.vars)`),
    "More output: LOG_LEVEL=info npm start.  Stop: Ctrl-C.",
    "",
  ];
}
