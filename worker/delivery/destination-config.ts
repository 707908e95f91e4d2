import type { OfficeId } from "../../shared/office-ids";
import type { Destination } from "./delivery-record";

// Which destinations are on, and what is wrong with their settings, from the environment alone.
// Pure and free of Worker types, so the operator commands can run the same checks on process.env.

export const DESTINATION_VARIABLES = [
  "SALES_EMAIL_FROM",
  "SALES_EMAIL_TO",
  "SALES_EMAIL_TO_NAIROBI",
  "SALES_EMAIL_TO_KAMPALA",
  "SALES_EMAIL_TO_DAR_ES_SALAAM",
  "LEAD_WEBHOOK_URL",
  "LEAD_WEBHOOK_SECRET",
  "SLACK_WEBHOOK_URL",
  "HUBSPOT_ACCESS_TOKEN",
  "HUBSPOT_API_BASE",
  "VISITOR_EMAIL_FROM",
] as const;
export type DestinationVariable = (typeof DESTINATION_VARIABLES)[number];

/** The environment as far as destinations go: the variables, and the send_email bindings (any object). */
export type DestinationSettings = { [K in DestinationVariable]?: string } & {
  SALES_EMAIL?: object;
  VISITOR_EMAIL?: object;
  /** The origin the messages' links point at (worker/http/site-url.ts). */
  SITE_URL?: string;
};

/** A problem names the variable and what is wrong with it (read after the name), never the value. */
export type ConfigurationProblem = { variable: DestinationVariable | "SALES_EMAIL" | "VISITOR_EMAIL"; problem: string };

export const describeProblem = ({ variable, problem }: ConfigurationProblem) => `${variable} ${problem}`;

export const DEFAULT_HUBSPOT_API_BASE = "https://api.hubapi.com";

export const OFFICE_EMAIL_VARIABLES = {
  nairobi: "SALES_EMAIL_TO_NAIROBI",
  kampala: "SALES_EMAIL_TO_KAMPALA",
  "dar-es-salaam": "SALES_EMAIL_TO_DAR_ES_SALAAM",
} as const satisfies Record<OfficeId, DestinationVariable>;

const PRIMARY_VARIABLE = {
  email: "SALES_EMAIL_FROM",
  webhook: "LEAD_WEBHOOK_URL",
  slack: "SLACK_WEBHOOK_URL",
  hubspot: "HUBSPOT_ACCESS_TOKEN",
  confirmation: "VISITOR_EMAIL_FROM",
} as const satisfies Record<Destination, DestinationVariable>;

/** The e-mail destinations also need their send_email binding, which carries the message. */
const BINDING: Partial<Record<Destination, "SALES_EMAIL" | "VISITOR_EMAIL">> = { email: "SALES_EMAIL", confirmation: "VISITOR_EMAIL" };

/** An unset variable and one set to blanks are the same thing: `.dev.vars` and shells leave empty strings. */
export function setting(env: DestinationSettings, variable: DestinationVariable): string | undefined {
  const value = env[variable]?.trim();
  return value ? value : undefined;
}

/** On when its primary variable is set, and its binding is there for an e-mail destination. */
export function configuredDestinations(env: DestinationSettings): Destination[] {
  return (Object.keys(PRIMARY_VARIABLE) as Destination[]).filter((destination) => {
    const binding = BINDING[destination];
    return setting(env, PRIMARY_VARIABLE[destination]) !== undefined && (!binding || env[binding] !== undefined);
  });
}

export function isEmailAddress(value: string): boolean {
  return /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/.test(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * The key inside a `whsec_` secret, or null when the secret is not `whsec_` + base64 of 24 to 64
 * bytes (the range Standard Webhooks asks for: shorter keys are guessable, longer ones pointless).
 */
export function webhookSecretKey(secret: string): Uint8Array | null {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  if (!match?.[1] || match[1].length % 4 !== 0) return null;
  const bytes = Uint8Array.from(atob(match[1]), (char) => char.charCodeAt(0));
  return bytes.length >= 24 && bytes.length <= 64 ? bytes : null;
}

/** A bearer token goes into a header as is: no spaces or control characters. */
function isHeaderToken(value: string): boolean {
  return /^[\x21-\x7e]+$/.test(value);
}

/** The recipient variable for an office's records: its own address when set, else SALES_EMAIL_TO. */
export function salesRecipientVariable(env: DestinationSettings, office: OfficeId): DestinationVariable | null {
  const own = OFFICE_EMAIL_VARIABLES[office];
  if (setting(env, own)) return own;
  return setting(env, "SALES_EMAIL_TO") ? "SALES_EMAIL_TO" : null;
}

function emailProblems(env: DestinationSettings): ConfigurationProblem[] {
  const from = setting(env, "SALES_EMAIL_FROM");
  if (!from) return [];
  const problems: ConfigurationProblem[] = [];
  if (env.SALES_EMAIL === undefined) {
    problems.push({ variable: "SALES_EMAIL", problem: "(the send_email binding) is missing, though SALES_EMAIL_FROM is set" });
  }
  if (!isEmailAddress(from)) problems.push({ variable: "SALES_EMAIL_FROM", problem: "is not an email address" });
  for (const variable of ["SALES_EMAIL_TO", ...Object.values(OFFICE_EMAIL_VARIABLES)] as const) {
    const to = setting(env, variable);
    if (to && !isEmailAddress(to)) problems.push({ variable, problem: "is not an email address" });
  }
  const unrouted = (Object.keys(OFFICE_EMAIL_VARIABLES) as OfficeId[]).filter((office) => !salesRecipientVariable(env, office));
  if (unrouted.length === Object.keys(OFFICE_EMAIL_VARIABLES).length) {
    problems.push({ variable: "SALES_EMAIL_TO", problem: "is unset and no office has its own address, so email has no recipient" });
  } else if (unrouted.length > 0) {
    const missing = unrouted.map((office) => OFFICE_EMAIL_VARIABLES[office]).join(", ");
    problems.push({
      variable: "SALES_EMAIL_TO",
      problem: `is unset, so records for offices without their own address (${missing}) have no recipient`,
    });
  }
  return problems;
}

function webhookProblems(env: DestinationSettings): ConfigurationProblem[] {
  const url = setting(env, "LEAD_WEBHOOK_URL");
  if (!url) return [];
  const problems: ConfigurationProblem[] = [];
  if (!isHttpUrl(url)) problems.push({ variable: "LEAD_WEBHOOK_URL", problem: "is not an http(s) URL" });
  const secret = setting(env, "LEAD_WEBHOOK_SECRET");
  if (!secret) problems.push({ variable: "LEAD_WEBHOOK_SECRET", problem: "is not set; the webhook needs it to sign each request" });
  else if (!webhookSecretKey(secret)) {
    problems.push({ variable: "LEAD_WEBHOOK_SECRET", problem: "is not whsec_ followed by base64 of 24 to 64 bytes" });
  }
  return problems;
}

function slackProblems(env: DestinationSettings): ConfigurationProblem[] {
  const url = setting(env, "SLACK_WEBHOOK_URL");
  return url && !isHttpUrl(url) ? [{ variable: "SLACK_WEBHOOK_URL", problem: "is not an http(s) URL" }] : [];
}

function hubSpotProblems(env: DestinationSettings): ConfigurationProblem[] {
  const token = setting(env, "HUBSPOT_ACCESS_TOKEN");
  if (!token) return [];
  const problems: ConfigurationProblem[] = [];
  if (!isHeaderToken(token)) problems.push({ variable: "HUBSPOT_ACCESS_TOKEN", problem: "holds spaces or control characters" });
  const base = setting(env, "HUBSPOT_API_BASE");
  if (base && !isHttpUrl(base)) problems.push({ variable: "HUBSPOT_API_BASE", problem: "is not an http(s) URL" });
  return problems;
}

function confirmationProblems(env: DestinationSettings): ConfigurationProblem[] {
  const from = setting(env, "VISITOR_EMAIL_FROM");
  if (!from) return [];
  const problems: ConfigurationProblem[] = [];
  if (env.VISITOR_EMAIL === undefined) {
    problems.push({ variable: "VISITOR_EMAIL", problem: "(the send_email binding) is missing, though VISITOR_EMAIL_FROM is set" });
  }
  if (!isEmailAddress(from)) problems.push({ variable: "VISITOR_EMAIL_FROM", problem: "is not an email address" });
  return problems;
}

/** Everything wrong with the settings of the destinations that are on. */
export function configurationProblems(env: DestinationSettings): ConfigurationProblem[] {
  return [...emailProblems(env), ...webhookProblems(env), ...slackProblems(env), ...hubSpotProblems(env), ...confirmationProblems(env)];
}

/** The problems that concern one destination: the send modules refuse to send while one is left. */
export function destinationProblems(env: DestinationSettings, destination: Destination): ConfigurationProblem[] {
  const byDestination = {
    email: emailProblems,
    webhook: webhookProblems,
    slack: slackProblems,
    hubspot: hubSpotProblems,
    confirmation: confirmationProblems,
  };
  return byDestination[destination](env);
}
