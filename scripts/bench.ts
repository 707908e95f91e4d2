// `npm run bench [-- --no-build]`: builds and serves the product locally with the production
// configuration (every integration on, each against a local stand-in started here), measures every
// route family and writes the "site" section of BENCHMARKS.md. Figures come from this machine and this run only.
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chatOpenTiming } from "./bench/chat-open-timing";
import { leadLoadCheck } from "./bench/lead-load";
import { lighthouseMobile } from "./bench/lighthouse-mobile";
import { type LocalProduct, startLocalProduct } from "./bench/local-product";
import { type PageDownloads, pageDownloads } from "./bench/page-downloads";
import { chatPanelWeight, pageWeight } from "./bench/page-weight";
import { startProductionIntegrations } from "./bench/production-integrations";
import { type FamilyResult, siteReport } from "./bench/site-report";
import { compareThroughput } from "./bench/throughput-comparison";
import { writeBenchmarkSection } from "./benchmarks-file";
import { freePort } from "./local-sqld";
import { routeFamilies } from "./site-routes";

const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false } } });
const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 18982);
const staticPort = Number(process.env.STATIC_PORT ?? 18983);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const dataDir = resolve(root, ".data/bench");
const LEAD_SUBMITS = 200;
/** How long the lead destinations get to accept every unflagged lead of the load check. */
const DELIVERY_TIMEOUT_MS = 120_000;

/** Lighthouse and the build's weights per route family, then what a phone downloads from each. */
async function measureFamilies(baseUrl: string): Promise<FamilyResult[]> {
  const pages: Omit<FamilyResult, "downloads">[] = [];
  for (const { family, path } of routeFamilies()) {
    const res = await fetch(`${baseUrl}${path}`);
    const html = await res.text();
    if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) continue;
    console.log(`Lighthouse ${family} (${path}) × ${runs} …`);
    pages.push({
      family,
      path,
      status: res.status,
      weight: pageWeight(html),
      lighthouse: await lighthouseMobile(`${baseUrl}${path}`, runs),
    });
  }
  console.log(`Downloads in each page's first seconds (${pages.length} pages) …`);
  const downloads = await pageDownloads(pages.map((p) => `${baseUrl}${p.path}`));
  return pages.map((page, i) => ({ ...page, downloads: downloads[i]! }));
}

/** The home page once more, from a second start of the same build with posthog-js switched on. */
async function homeWithBrowserSdk(env: Record<string, string>): Promise<PageDownloads | string> {
  let product: LocalProduct | undefined;
  try {
    product = await startLocalProduct({
      port: await freePort(),
      dataDir: resolve(root, ".data/bench-browser-sdk"),
      build: false,
      env: { ...env, POSTHOG_BROWSER_SDK: "on" },
    });
    const [home] = await pageDownloads([`${product.baseUrl}/`]);
    return home!;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await product?.stop();
  }
}

// Other work on the machine inflates every figure here; the report says how busy it was.
const startLoad = loadavg()
  .map((n) => n.toFixed(1))
  .join(" / ");
const integrations = await startProductionIntegrations();
let product: LocalProduct | undefined;
const stopAll = async () => {
  await product?.stop();
  await integrations.stop();
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stopAll().then(() => process.exit(1)));

try {
  product = await startLocalProduct({ port, dataDir, build: !values["no-build"], env: integrations.env });
  const { baseUrl } = product;
  const families = await measureFamilies(baseUrl);
  const home = families.find((f) => f.path === "/");
  const chat = chatPanelWeight(home?.weight.scripts ?? []);
  console.log(`Opening the chat on a throttled phone × ${runs} …`);
  const chatOpen = await chatOpenTiming(baseUrl, runs);

  console.log(`Load check: ${LEAD_SUBMITS} concurrent lead submissions …`);
  const leads = await leadLoadCheck(baseUrl, product.databaseUrl(), LEAD_SUBMITS, () => integrations.turnstileToken("chat"));
  const expected = leads.available ? leads.rowsForOk - Object.values(leads.flagged).reduce((a, b) => a + b, 0) : 0;
  console.log(`Waiting for ${expected} leads to reach every destination …`);
  // Deliveries still under way would run during the throughput measurement.
  const deliveries = { expected, settled: await integrations.deliveriesSettled(expected, DELIVERY_TIMEOUT_MS) };

  const load = await compareThroughput({ baseUrl, dataDir, staticPort, cssUrl: home?.weight.styles[0] });
  const activity = integrations.activity();
  await product.stop();
  product = undefined;

  console.log("The home page with POSTHOG_BROWSER_SDK=on …");
  const browserSdk = await homeWithBrowserSdk(integrations.env);

  const markdown = siteReport({
    families,
    chat,
    load,
    leadSubmits: LEAD_SUBMITS,
    leads,
    deliveries,
    activity,
    notes: integrations.notes,
    browserSdk,
    chatOpen,
    runs,
    startLoad,
  });
  writeBenchmarkSection("site", markdown);
  console.log(`\n${markdown}\n\nWritten to BENCHMARKS.md.`);
} finally {
  await stopAll();
}
