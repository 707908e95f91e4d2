import { afterEach, describe, expect, it, vi } from "vitest";
import { DESTINATION_VARIABLES } from "../worker/delivery/destination-config";
import { checkDestinations } from "./destinations-check";
import { LOCAL_EMAIL_DEFAULTS, localDestinationVariables } from "./local-defaults";

// An empty value counts as unset, and the environment wins over .dev.vars: with every destination
// variable stubbed, these tests see only what they set, whatever this machine's .dev.vars holds.
function onlyThese(vars: Record<string, string>) {
  for (const name of DESTINATION_VARIABLES) vi.stubEnv(name, vars[name] ?? "");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("deliveries --check tells what npm start turns on", () => {
  it("with no variables set: e-mail (sales alerts and visitor confirmations) on, written to files; the rest off", async () => {
    onlyThese({});
    expect(localDestinationVariables()).toEqual(LOCAL_EMAIL_DEFAULTS);
    const { lines, problems, ok } = await checkDestinations(localDestinationVariables(), { probe: false });
    expect(lines).toEqual([
      "Destinations on: email (npm start: written to files), confirmation (npm start: written to files)",
      "Destinations off: webhook, slack, hubspot",
      "✓ no problems found",
    ]);
    expect(problems).toEqual([]);
    expect(ok).toBe(true);
  });

  it("with an operator's variables: theirs win, a bad one is named (never its value) and fails the check", async () => {
    onlyThese({ SALES_EMAIL_FROM: "not-an-address", SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/secret" });
    const vars = localDestinationVariables();
    expect(vars.SALES_EMAIL_FROM).toBe("not-an-address");
    const { lines, problems, ok } = await checkDestinations(vars, { probe: false });
    expect(lines[0]).toBe("Destinations on: email (npm start: written to files), slack, confirmation (npm start: written to files)");
    expect(lines[1]).toBe("Destinations off: webhook, hubspot");
    expect(problems).toEqual(["✗ SALES_EMAIL_FROM is not an email address"]);
    expect(problems.join("\n")).not.toContain("not-an-address");
    expect(ok).toBe(false);
  });
});
