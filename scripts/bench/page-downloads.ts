// Everything a page downloads in its first seconds without any interaction, as a phone's Chromium
// receives it: every response off the network, with the bytes Chromium counts for it.
import { type Browser, chromium, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import type { Download } from "./download-summary";

export const DOWNLOAD_WINDOW_MS = 10_000;
/** The phone the browser tests' mobile project uses. */
export const PHONE = "Pixel 7";

export type PageDownloads = {
  downloads: Download[];
  /** Requests that ended without a response (an unreachable host, a blocked request). */
  failed: { url: string; error: string }[];
  /** Requests still under way when the window closed. */
  unfinished: string[];
};

type Pending = Omit<Download, "transferredBytes">;

const header = (headers: Record<string, unknown>, name: string) =>
  String(Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? "");

/**
 * Opens `url` in a fresh context (a first visit: empty cache, no cookies or storage) and records
 * every request for `windowMs` from the start of the navigation. Bytes are Chromium's own count
 * (CDP Network.loadingFinished encodedDataLength: the response's headers and body as they crossed
 * the network, compressed when the server compressed).
 */
async function downloadsOf(browser: Browser, url: string, windowMs: number): Promise<PageDownloads> {
  const context = await browser.newContext({ ...devices[PHONE] });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, Pending>();
    /** Requests the browser answered from its own cache: nothing crossed the network for them. */
    const fromCache = new Set<string>();
    const result: PageDownloads = { downloads: [], failed: [], unfinished: [] };
    let recording = true;
    cdp.on("Network.requestWillBeSent", (event) => {
      if (!recording || !/^https?:/.test(event.request.url)) return;
      const redirected = requests.get(event.requestId);
      // A redirect answered the same request id's previous hop: that answer was a download too.
      if (redirected && event.redirectResponse)
        result.downloads.push({
          ...redirected,
          status: event.redirectResponse.status,
          transferredBytes: event.redirectResponse.encodedDataLength,
        });
      requests.set(event.requestId, { url: event.request.url, resourceType: event.type ?? "Other", mimeType: "", status: 0, encoding: "" });
    });
    cdp.on("Network.requestServedFromCache", (event) => fromCache.add(event.requestId));
    cdp.on("Network.responseReceived", (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      const { fromDiskCache, fromPrefetchCache, fromServiceWorker } = event.response;
      if (fromDiskCache || fromPrefetchCache || fromServiceWorker) fromCache.add(event.requestId);
      request.resourceType = event.type;
      request.mimeType = event.response.mimeType;
      request.status = event.response.status;
      request.encoding = header(event.response.headers, "content-encoding");
    });
    cdp.on("Network.loadingFinished", (event) => {
      const request = requests.get(event.requestId);
      if (!recording || !request) return;
      requests.delete(event.requestId);
      if (!fromCache.has(event.requestId)) result.downloads.push({ ...request, transferredBytes: event.encodedDataLength });
    });
    cdp.on("Network.loadingFailed", (event) => {
      const request = requests.get(event.requestId);
      if (!recording || !request) return;
      requests.delete(event.requestId);
      result.failed.push({ url: request.url, error: event.blockedReason ?? event.errorText });
    });
    await cdp.send("Network.enable");
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForTimeout(Math.max(0, started + windowMs - Date.now()));
    recording = false;
    result.unfinished = [...requests.values()].map((r) => r.url);
    return result;
  } finally {
    await context.close();
  }
}

/** Each URL in turn, in one headless Chromium (Debian's, as the browser tests use it). */
export async function pageDownloads(urls: readonly string[], windowMs = DOWNLOAD_WINDOW_MS): Promise<PageDownloads[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const results: PageDownloads[] = [];
    for (const url of urls) results.push(await downloadsOf(browser, url, windowMs));
    return results;
  } finally {
    await browser.close();
  }
}
