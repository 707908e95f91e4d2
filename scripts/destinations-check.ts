import { DESTINATIONS, type Destination } from "../worker/delivery/delivery-record";
import { configuredDestinations, describeProblem } from "../worker/delivery/destination-config";
import { checkDestinationVariables, DECLARED_BINDINGS } from "../worker/delivery/destination-probe";

// `npm run deliveries -- --check`: the destinations as the Worker under `npm start` sees them.

/** Locally wrangler writes e-mail to files; deployed, the same variables send it. */
const local = (destination: Destination) =>
  destination === "email" || destination === "confirmation" ? " (npm start: written to files)" : "";

/**
 * Which destinations `vars` turn on and off, what is malformed (by name, never by value), and with
 * `probe` whether each URL answers at all; `ok` is false when anything is wrong.
 */
export async function checkDestinations(
  vars: Readonly<Record<string, string>>,
  options: { probe?: boolean; timeoutMs?: number } = {},
): Promise<{ lines: string[]; problems: string[]; ok: boolean }> {
  const on = configuredDestinations({ ...vars, ...DECLARED_BINDINGS });
  const off = DESTINATIONS.filter((destination) => !on.includes(destination));
  const problems = (await checkDestinationVariables(vars, options)).map(describeProblem);
  return {
    lines: [
      `Destinations on: ${on.length ? on.map((destination) => `${destination}${local(destination)}`).join(", ") : "none"}`,
      `Destinations off: ${off.length ? off.join(", ") : "none"}`,
      ...(problems.length === 0 ? ["✓ no problems found"] : []),
    ],
    problems: problems.map((problem) => `✗ ${problem}`),
    ok: problems.length === 0,
  };
}
