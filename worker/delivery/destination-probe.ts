import {
  type ConfigurationProblem,
  configurationProblems,
  configuredDestinations,
  DEFAULT_HUBSPOT_API_BASE,
  type DestinationSettings,
  type DestinationVariable,
  isHttpUrl,
  setting,
} from "./destination-config";

// The operator commands' check of the delivery settings from process.env: the same rules the
// Worker applies, and whether each destination's URL answers at all. Runs in Node as in workerd.

const PROBE_TIMEOUT_MS = 3_000;

/**
 * Any HTTP answer, even 404 or 405, means the host is there; only a failed connection or silence
 * within the timeout is a problem. The message names the variable only: some URLs are credentials.
 */
async function probeUrl(variable: DestinationVariable, url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<ConfigurationProblem | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { method: "HEAD", signal, redirect: "manual" });
    await res.body?.cancel();
    return null;
  } catch {
    return {
      variable,
      problem: signal.aborted ? `did not answer within ${timeoutMs / 1000} s` : "could not be reached (connection failed)",
    };
  }
}

/** The send_email bindings are declared in wrangler.toml, so a command counts them as present. */
export const DECLARED_BINDINGS = { SALES_EMAIL: {}, VISITOR_EMAIL: {} } as const satisfies DestinationSettings;

/** Problems with the variables in `vars` (process.env in a command); `probe: false` skips the network. */
export async function checkDestinationVariables(
  vars: Partial<Record<string, string>>,
  { probe = true, timeoutMs = PROBE_TIMEOUT_MS }: { probe?: boolean; timeoutMs?: number } = {},
): Promise<ConfigurationProblem[]> {
  const settings: DestinationSettings = { ...vars, ...DECLARED_BINDINGS };
  const problems = configurationProblems(settings);
  if (!probe) return problems;
  const on = configuredDestinations(settings);
  const targets: [DestinationVariable, string | undefined][] = [
    ["LEAD_WEBHOOK_URL", on.includes("webhook") ? setting(settings, "LEAD_WEBHOOK_URL") : undefined],
    ["SLACK_WEBHOOK_URL", on.includes("slack") ? setting(settings, "SLACK_WEBHOOK_URL") : undefined],
    ["HUBSPOT_API_BASE", on.includes("hubspot") ? (setting(settings, "HUBSPOT_API_BASE") ?? DEFAULT_HUBSPOT_API_BASE) : undefined],
  ];
  const probes = await Promise.all(
    targets.map(([variable, url]) => (url && isHttpUrl(url) ? probeUrl(variable, url, timeoutMs) : Promise.resolve(null))),
  );
  return [...problems, ...probes.filter((problem): problem is ConfigurationProblem => problem !== null)];
}
