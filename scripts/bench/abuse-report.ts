import type { DeliveryFigures } from "./abuse-deliveries";
import { PROBE_FAMILY } from "./abuse-normal";
import type { RowFigures } from "./abuse-rows";

// The abuse benchmark's verdict and its section of BENCHMARKS.md, from what the run measured.

export type Outcome = { family: string; status: number | "hang" | "error"; ms: number };

export type RunFigures = {
  outcomes: Outcome[];
  seconds: number;
  concurrency: number;
  hangMs: number;
  /** The normal records (probes included) the API accepted, warm-up included. */
  acceptedRecords: number;
  piiAccepted: number;
  deliveriesSettled: boolean;
  deliveries: DeliveryFigures;
  rows: RowFigures;
  errors: { firstLine: string; count: number }[];
};

const NORMAL_FAMILIES = new Set(["normal", PROBE_FAMILY]);
const SHOWN = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const tick = (ok: boolean) => (ok ? "✅" : "❌");
const listed = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${n} × ${key}`)
    .join("; ");

function byFamily(outcomes: Outcome[]) {
  return [...new Set(outcomes.map((o) => o.family))].map((family) => {
    const mine = outcomes.filter((o) => o.family === family);
    const statuses = new Map<string, number>();
    for (const o of mine) statuses.set(String(o.status), (statuses.get(String(o.status)) ?? 0) + 1);
    return {
      family,
      sent: mine.length,
      statuses: [...statuses]
        .sort()
        .map(([s, n]) => `${s} × ${n}`)
        .join(", "),
      fiveXx: mine.filter((o) => typeof o.status === "number" && o.status >= 500).length,
      hangs: mine.filter((o) => o.status === "hang").length,
      errors: mine.filter((o) => o.status === "error").length,
    };
  });
}

/** The summary, the tables and whether every target was met. */
export function abuseReport(run: RunFigures): { passed: boolean; summary: string; tables: string } {
  const { deliveries, rows } = run;
  const families = byFamily(run.outcomes);
  const total = (key: "fiveXx" | "hangs" | "errors") => families.reduce((n, f) => n + f[key], 0);
  const normal = run.outcomes.filter((o) => NORMAL_FAMILIES.has(o.family));
  const normalMs = normal.map((o) => o.ms).sort((a, b) => a - b);
  const normalFailed = normal.filter((o) => typeof o.status !== "number" || o.status >= 400).length;
  const hostileSent = run.outcomes.length - normal.length;
  const errorLines = run.errors.reduce((n, e) => n + e.count, 0);

  const hostileAtStandIns = deliveries.destinations.reduce((n, d) => n + d.hostile, 0);
  // HubSpot's calls after the contact's lookup name no e-mail, so only the other two must be marked.
  const unmarkedAtStandIns = deliveries.destinations.filter((d) => d.destination !== "hubspot").reduce((n, d) => n + d.unmarked, 0);
  const repeated = deliveries.destinations.reduce((n, d) => n + (d.repeated ?? 0), 0);
  const outboxUndelivered = [...rows.normalOutbox.values()].reduce((n, o) => n + o.rows - o.delivered, 0);
  const outsideHeld = rows.hostileNotHeld + rows.hostileDeliveryRows + [...rows.hostileElsewhere.values()].reduce((n, x) => n + x, 0);
  const probes = deliveries.probes;

  const checks = {
    answers: total("fiveXx") + total("hangs") + total("errors") === 0,
    log: errorLines === 0,
    hostileDeliveries: hostileAtStandIns + unmarkedAtStandIns + rows.hostileDeliveryRows === 0,
    held: outsideHeld + rows.unmarkedRecords === 0,
    normal: normalFailed === 0 && deliveries.missing.length === 0 && repeated === 0 && outboxUndelivered === 0 && run.acceptedRecords > 0,
    markup: probes.slackMarkup.length === 0 && probes.foreignLinks === 0 && probes.sent > 0 && probes.reachedEverywhere === probes.sent,
    pii: rows.logPii.length + deliveries.posthogPii.length === 0,
  };
  const passed = Object.values(checks).every(Boolean);

  const summary = [
    `- Hostile requests: ${hostileSent}; normal requests: ${normal.length}; ${(run.outcomes.length / run.seconds).toFixed(0)} requests/s overall (${run.concurrency} senders).`,
    `- 5xx answers: ${total("fiveXx")}; hangs (no answer within ${run.hangMs / 1000} s): ${total("hangs")}; connection errors: ${total("errors")} ${tick(checks.answers)}.`,
    `- Error-level lines in the Worker's log: ${errorLines} ${tick(checks.log)}${errorLines ? `; the most frequent of ${run.errors.length} distinct first lines:` : "."}`,
    ...run.errors.slice(0, SHOWN).map((e) => `  - ${e.count} × \`${e.firstLine.replaceAll("`", "'")}\``),
    `- Deliveries from hostile traffic: ${hostileAtStandIns} at the stand-ins (webhook, Slack, HubSpot; by the hostile mark), ${unmarkedAtStandIns} without any traffic's mark at the webhook and Slack, ${rows.hostileDeliveryRows} outbox rows for hostile records (e-mail included) ${tick(checks.hostileDeliveries)}.`,
    `- Hostile rows outside the held state: ${outsideHeld} (records stored but not held: ${rows.hostileNotHeld}; outbox rows: ${rows.hostileDeliveryRows}; marked rows in other tables: ${listed(rows.hostileElsewhere) || "none"}); records carrying no traffic's mark: ${rows.unmarkedRecords} ${tick(checks.held)}.`,
    `- Normal records (chat leads and contact messages, probes included): ${run.acceptedRecords} accepted; ${normalFailed} normal requests refused or failed; ${deliveries.missing.length} missing deliveries${deliveries.missing.length ? ` (${deliveries.missing.slice(0, 3).join(", ")}${deliveries.missing.length > 3 ? ", …" : ""})` : ""}; delivered more than once: ${repeated}; outbox rows not delivered: ${outboxUndelivered}${run.deliveriesSettled ? "" : " (the stand-ins had not received them all when the wait ended)"}${rows.normalHeld.size ? `; held for review: ${listed(rows.normalHeld)}` : ""} ${tick(checks.normal)}.`,
    `- Slack markup probes: ${probes.sent} sent as normal visitors, ${probes.reachedEverywhere} reached every destination; markup in their Slack alerts: ${probes.slackMarkup.length ? probes.slackMarkup.map((m) => `\`${m}\``).join(", ") : "none"}; deliveries still holding the visitor's link: ${probes.foreignLinks} ${tick(checks.markup)}.`,
    `- Personal data from ${run.piiAccepted} accepted analytics payloads (${rows.logPiiEvents} of them in the event log, ${deliveries.posthogPiiEvents} at PostHog): found in the event log: ${rows.logPii.join(", ") || "none"}; at PostHog: ${deliveries.posthogPii.join(", ") || "none"} ${tick(checks.pii)}${rows.rejectsPii.length ? `; in the log's rejects (no sink reads them): ${rows.rejectsPii.join(", ")}` : ""}.`,
    `- Normal requests: p50 ${percentile(normalMs, 50).toFixed(0)} ms, p99 ${percentile(normalMs, 99).toFixed(0)} ms.`,
    `- Targets (0 × 5xx, 0 hangs, 0 connection errors, 0 error-level log lines, 0 deliveries from hostile traffic, no hostile row outside the held state, every normal record delivered once, no Slack markup or personal data at any stand-in or in the log): **${passed ? "PASS" : "FAIL"}**.`,
  ].join("\n");

  const traffic = [
    "| traffic | requests | answers | 5xx | hangs | connection errors |",
    "|---|---:|---|---:|---:|---:|",
    ...families.map((f) => `| ${f.family} | ${f.sent} | ${f.statuses} | ${f.fiveXx} | ${f.hangs} | ${f.errors} |`),
  ].join("\n");
  const held = [
    "| hostile records | stored | held | held because |",
    "|---|---:|---:|---|",
    ...rows.hostileFamilies.map((f) => `| ${f.family} | ${f.stored} | ${f.held} | ${listed(f.reasons)} |`),
  ].join("\n");
  const destinations = [
    "| destination | normal records reached | more than once | hostile deliveries | without a mark |",
    "|---|---:|---:|---:|---:|",
    ...deliveries.destinations.map(
      (d) => `| ${d.destination} | ${d.reached} of ${run.acceptedRecords} | ${d.repeated ?? "–"} | ${d.hostile} | ${d.unmarked} |`,
    ),
    ...[...rows.normalOutbox].map(
      ([destination, o]) => `| ${destination} (outbox) | ${o.delivered} delivered of ${o.rows} rows | – | – | – |`,
    ),
  ].join("\n");
  return { passed, summary, tables: `${traffic}\n\n${held}\n\n${destinations}` };
}
