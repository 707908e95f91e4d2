import { describe, expect, it } from "vitest";
import { errorEntries } from "./error-log";

// As wrangler 4 writes them at --log-level error: esbuild's message format, in colour.
const entry = (firstLine: string, ...rest: string[]) =>
  `\x1b[31m✘ \x1b[41;31m[\x1b[41;97mERROR\x1b[41;31m]\x1b[0m \x1b[1m${firstLine}\x1b[0m\n\n${rest.map((l) => `    ${l}\n`).join("")}\n`;

const rejected = entry(
  'Error: You made a POST request to "/API/CONTACT" but did not provide an `action` for route "routes/not-found"',
  "at getInternalRouterError (file:///chunk.mjs:5582:5)",
  "at submit (file:///chunk.mjs:3896:19)",
);

describe("errorEntries", () => {
  it("counts each error-level entry once, however many lines it has, grouped by its first line", () => {
    const log = [
      "The `envFile` option is deprecated, please use `envDir: false` instead.\n",
      rejected,
      entry("database unavailable Error: fetch failed"),
      rejected,
      "Kilele website on http://127.0.0.1:8787\n",
      rejected,
    ].join("");

    expect(errorEntries(log)).toEqual([
      {
        firstLine: 'Error: You made a POST request to "/API/CONTACT" but did not provide an `action` for route "routes/not-found"',
        count: 3,
        sample: ["at getInternalRouterError (file:///chunk.mjs:5582:5)", "at submit (file:///chunk.mjs:3896:19)"],
      },
      { firstLine: "database unavailable Error: fetch failed", count: 1, sample: [] },
    ]);
  });

  it("finds none in a log of warnings and plain output", () => {
    const warning = "\x1b[33m▲ \x1b[43;33m[\x1b[43;30mWARNING\x1b[43;33m]\x1b[0m \x1b[1msweep: re-queued 2 overdue deliveries\x1b[0m\n\n";
    expect(errorEntries(`${warning}libSQL (sqld) on http://127.0.0.1:4000\n  indented, but not after an error\n`)).toEqual([]);
  });
});
