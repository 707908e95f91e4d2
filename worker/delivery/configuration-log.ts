import { configurationProblems, type DestinationSettings, describeProblem } from "./destination-config";

/** Problems already logged by this isolate: an operator needs each once, not once a minute. */
const reported = new Set<string>();

/** Logs each misconfigured destination variable once per isolate, by name (never its value). */
export function reportConfigurationOnce(env: DestinationSettings): void {
  for (const problem of configurationProblems(env).map(describeProblem)) {
    if (reported.has(problem)) continue;
    reported.add(problem);
    console.error(`lead delivery misconfigured: ${problem}`);
  }
}
