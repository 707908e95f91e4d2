import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { median } from "./median";

export type LighthouseResult = { score: number; lcpMs: number; tbtMs: number; cls: number; benchmarkIndex: number };

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** A run on a busy machine can hang after the page has loaded; such a run is abandoned and retried. */
const RUN_TIMEOUT_MS = 150_000;
const ATTEMPTS = 3;

/** One run in a fresh Chrome: the figures, or why Lighthouse gave none. */
async function runOnce(url: string): Promise<LighthouseResult | string> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const stopTimer = new AbortController();
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      throttlingMethod: "simulate",
      // The not-found page is measured too, and it answers 404 as it should.
      ignoreStatusCode: true,
    });
    run.catch(() => undefined); // an abandoned run may still fail once its Chrome is gone
    const timedOut = sleep(RUN_TIMEOUT_MS, undefined, { signal: stopTimer.signal }).catch(() => undefined);
    const outcome = await Promise.race([run, timedOut]);
    if (!outcome) return `no answer within ${RUN_TIMEOUT_MS / 1000} s`;
    const lhr = outcome.lhr;
    if (lhr.runtimeError) return lhr.runtimeError.code;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    stopTimer.abort();
    chrome.kill();
  }
}

/** Lighthouse's own trace errors (NO_NAVSTART and the like) and hangs are retried. */
async function measuredRun(url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await runOnce(url);
    if (typeof result !== "string") return result;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${result}`);
    console.warn(`Lighthouse on ${url}: ${result}; retrying`);
  }
}

/**
 * Lighthouse's default mobile run (Moto G Power emulation, simulated slow 4G and 4× CPU
 * slowdown), `runs` times in a fresh Chrome each; every figure is the median of the runs.
 */
export async function lighthouseMobile(url: string, runs: number): Promise<LighthouseResult & { scores: number[] }> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run++) results.push(await measuredRun(url));
  return {
    score: median(results.map((r) => r.score)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    scores: results.map((r) => r.score),
  };
}
