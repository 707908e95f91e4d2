import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { type PostHogStandIn, startPostHogStandIn } from "../../scripts/stand-ins/posthog-stand-in";
import { answerQualification, openChat } from "./chat-page";
import { E2E_POSTHOG_SERVER_PORT } from "./e2e-env";
import { expect, pageScriptRan, test } from "./fixtures";

// First-party page views with a PostHog key: the browser posts page views and chat events to our
// own API only, and the server's PostHog sink delivers them to the PostHog stand-in as one session.
// posthog-js (POSTHOG_BROWSER_SDK) stays off, so the browser never downloads it.

// Page views leave as beacons while their page goes; routing would pause them with it (tests/e2e/fixtures.ts).
test.use({ resendDroppedPosts: false });

const root = resolve(import.meta.dirname, "../..");
const KEY = "phc_e2e";
/** posthog-js's package name is in its chunk and in no other script of the build. */
const POSTHOG_MARKER = "posthog-js";

type Received = { event: string; uuid: string; distinct_id: string; properties: Record<string, unknown> };

let posthog: PostHogStandIn;
let server: ChildProcess;
const baseURL = `http://127.0.0.1:${E2E_POSTHOG_SERVER_PORT}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  posthog = await startPostHogStandIn();
  // A second server on the build the shared webServer made, this time with a PostHog key.
  server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--no-build", "--fresh"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_POSTHOG_SERVER_PORT),
      DATA_DIR: resolve(root, ".data/e2e-posthog"),
      POSTHOG_API_KEY: KEY,
      POSTHOG_HOST: posthog.url,
    },
    stdio: "ignore",
  });
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
  }
  throw new Error("server with a PostHog key did not start");
});

test.afterAll(async () => {
  await posthog?.stop();
  if (!server || server.exitCode !== null) return;
  await new Promise((done) => {
    server.once("exit", done);
    server.kill("SIGTERM");
  });
});

/** Every URL the page requests, and the bodies of the scripts it downloads. */
function watchNetwork(page: Page) {
  const urls: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  return { urls, scripts };
}

const receivedEvents = (): Received[] => posthog.received(KEY).flatMap((body) => body.batch as Received[]);

test("a visit of three pages and a chat reaches PostHog as one session, in order, without posthog-js", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const network = watchNetwork(page);
  const chatEventIds: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/chatbot-analytics")) chatEventIds.push(request.postDataJSON().eventId);
  });

  await page.goto(`${baseURL}/?utm_source=newsletter&utm_campaign=q4`);
  const main = page.getByRole("navigation", { name: "Main" });
  await main.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(`${baseURL}/about`);
  await main.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(`${baseURL}/contact`);
  await openChat(page);
  await answerQualification(page);
  await expect.poll(() => chatEventIds.length).toBeGreaterThanOrEqual(9);

  const visitId = await page.evaluate(() => JSON.parse(sessionStorage.getItem("kilele.visit") ?? "{}").id as string);
  const pageviewsAndChat = () => {
    const received = receivedEvents();
    return [received.filter((e) => e.event === "$pageview").length, received.filter((e) => chatEventIds.includes(e.uuid)).length];
  };
  await expect.poll(pageviewsAndChat, { timeout: 30_000 }).toEqual([3, chatEventIds.length]);

  // Each event once, and in the visit's order by its sequence number whatever the clocks said.
  const events = receivedEvents().sort((a, b) => Number(a.properties.seq) - Number(b.properties.seq));
  expect(events).toHaveLength(3 + chatEventIds.length);
  const pageviews = events.filter((e) => e.event === "$pageview");
  expect(events.slice(0, 3)).toEqual(pageviews);
  expect(events.slice(3).map((e) => e.uuid)).toEqual(chatEventIds);
  expect(pageviews.map((e) => e.properties)).toEqual([
    expect.objectContaining({
      $pathname: "/",
      $current_url: `${baseURL}/?utm_source=newsletter&utm_campaign=q4`,
      utm_source: "newsletter",
      utm_campaign: "q4",
      $referring_domain: "$direct",
    }),
    expect.objectContaining({ $pathname: "/about", $referrer: `${baseURL}/` }),
    expect.objectContaining({ $pathname: "/contact", $referrer: `${baseURL}/about`, $device_type: "Desktop", $browser: "Chrome" }),
  ]);
  // One session and one visitor: PostHog joins the page views and the chat's funnel.
  expect(new Set(events.map((e) => e.properties.$session_id))).toEqual(new Set([visitId]));
  expect(new Set(events.map((e) => e.distinct_id))).toEqual(new Set([visitId]));

  // The browser's own requests: three beacons (which the check below relies on seeing), nothing off the site.
  expect(network.urls.filter((url) => url === `${baseURL}/api/page-views`)).toHaveLength(3);
  expect(network.urls.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
  expect((await Promise.all(network.scripts)).filter((body) => body.includes(POSTHOG_MARKER))).toEqual([]);

  // A browser with Global Privacy Control on sends no page view at all.
  const gpcContext = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  const gpcPage = await gpcContext.newPage();
  await gpcPage.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
  });
  const beacons: string[] = [];
  gpcPage.on("request", (request) => {
    if (request.url().includes("/api/page-views")) beacons.push(request.url());
  });
  await gpcPage.goto(`${baseURL}/about`);
  await expect.poll(() => pageScriptRan(gpcPage)).toBe(true);
  await gpcPage.waitForTimeout(1_000);
  expect(beacons).toEqual([]);
  await gpcContext.close();
});
