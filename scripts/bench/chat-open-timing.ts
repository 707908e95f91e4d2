// Opening the chat on a throttled phone: from the visitor's click on the opener to the panel's first
// question on screen. The panel's code is fetched on demand (app/enhance/chat-launcher.ts starts it
// at pointerenter or focus on the opener, or at the click), so this is what that costs a visitor.
import { type Browser, chromium, devices } from "@playwright/test";
import { chatCopy, stepPrompts } from "../../content/chat";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { median } from "./median";
import { PHONE } from "./page-downloads";

const CHAT_OPEN_TARGET_MS = 1500;
const CPU_SLOWDOWN = 4;
/**
 * Lighthouse's "slow 4G", the figures its mobile preset simulates: 150 ms round trip; 1.6 Mbps
 * down = 1,638,400 bit/s = 204,800 bytes/s; 750 Kbps up = 768,000 bit/s = 96,000 bytes/s.
 */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 };
const QUESTION_TIMEOUT_MS = 30_000;
const OPENER = "button[data-chat-opener]";

/**
 * How the click reaches the opener. "pointer": Playwright's click(), which moves the pointer over the
 * opener first, so pointerenter starts the panel's download a little before the click, as a mouse
 * does. "dispatched": a click event dispatched in the page with no pointer event before it, so the
 * download starts at the click (a keyboard user's Enter after tabbing gets a focus head start instead).
 */
type ClickKind = "pointer" | "dispatched";
const CLICK_KINDS: readonly ClickKind[] = ["pointer", "dispatched"];

export type ChatOpenRun = {
  /** From the click event to the first frame painted after the first question became visible. */
  clickToQuestionMs: number;
  /** How long before the click the pointer entered the opener (starting the download); null when it did not. */
  pointerLeadMs: number | null;
  /** When the panel's module was requested, relative to the click (negative: before it); null when not seen. */
  islandRequestedMs: number | null;
};

export type ChatOpenTiming = Record<ClickKind, ChatOpenRun[]>;

/** Page times (performance.now() milliseconds) of one opening. */
type Watched = { pointerAt?: number; clickAt?: number; shownAt: number; islandAt: number | null };
type WatchedWindow = Window & { chatOpenWatch?: Promise<Watched | null> };
type WatchOptions = { opener: string; dialogName: string; prompt: string; timeoutMs: number };

/**
 * Runs in the page, right before the click. Timing in the page rather than with Playwright's
 * polling: each of Playwright's checks is a round trip to a renderer slowed 4×, which would add tens
 * of milliseconds of noise. A MutationObserver runs in the microtask right after the panel's render
 * is committed, without polling work competing with the panel's own start-up; the question then
 * reaches the screen in the next frame, so the time is taken in a task after that frame's
 * requestAnimationFrame, when the main thread has painted it (the compositor's last few ms are not
 * counted). The click's time is its event's timeStamp, when the browser received the input.
 * No named functions in here: tsx keeps names with a helper that does not exist in the page.
 */
function watchFirstQuestion({ opener: openerSelector, dialogName, prompt, timeoutMs }: WatchOptions): void {
  const opener = document.querySelector(openerSelector);
  if (!opener) throw new Error("the page has no chat opener");
  const times: Omit<Watched, "shownAt" | "islandAt"> = {};
  opener.addEventListener("pointerenter", (event) => (times.pointerAt ??= event.timeStamp));
  opener.addEventListener("click", (event) => (times.clickAt ??= event.timeStamp));
  (window as WatchedWindow).chatOpenWatch = new Promise((resolve) => {
    const observer = new MutationObserver((_records, self) => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find(
        (d) => document.getElementById(d.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() === dialogName,
      );
      if (!dialog) return;
      const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode();
      while (text && !text.nodeValue?.includes(prompt)) text = walker.nextNode();
      if (!text?.parentElement?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      self.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() =>
        setTimeout(() => {
          const island = performance.getEntriesByType("resource").find((entry) => /\/chat-island-[\w-]+\.js/.test(entry.name));
          resolve({ ...times, shownAt: performance.now(), islandAt: island?.startTime ?? null });
        }, 0),
      );
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
    const timeout = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeoutMs);
  });
}

/** One opening in a fresh context: a first visit, with an empty cache. */
async function openOnce(browser: Browser, baseUrl: string, click: ClickKind): Promise<ChatOpenRun> {
  const context = await browser.newContext({ ...devices[PHONE] });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    // Throttled from here on: the page is loaded; what is timed is the opening.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await page.evaluate(watchFirstQuestion, {
      opener: OPENER,
      dialogName: chatCopy.title,
      prompt: stepPrompts.intent,
      timeoutMs: QUESTION_TIMEOUT_MS,
    });
    const opener = page.locator(OPENER);
    if (click === "pointer") await opener.click();
    else await opener.evaluate((button) => button.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    const seen = await page.evaluate(() => (window as WatchedWindow).chatOpenWatch);
    if (!seen) throw new Error(`the first question did not show within ${QUESTION_TIMEOUT_MS / 1000} s (${click} click)`);
    if (seen.clickAt === undefined) throw new Error(`the opener saw no click (${click} click)`);
    if (click === "dispatched" && seen.pointerAt !== undefined) throw new Error("a pointerenter came before the dispatched click");
    return {
      clickToQuestionMs: seen.shownAt - seen.clickAt,
      pointerLeadMs: seen.pointerAt === undefined ? null : seen.clickAt - seen.pointerAt,
      islandRequestedMs: seen.islandAt === null ? null : seen.islandAt - seen.clickAt,
    };
  } finally {
    await context.close();
  }
}

/** `runs` openings of each kind, in one headless Chromium (Debian's); the reason when it could not measure. */
export async function chatOpenTiming(baseUrl: string, runs: number): Promise<ChatOpenTiming | string> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const timing: ChatOpenTiming = { pointer: [], dispatched: [] };
    // Interleaved, so a busy moment on the machine falls on both kinds of click.
    for (let run = 0; run < runs; run++) for (const click of CLICK_KINDS) timing[click].push(await openOnce(browser, baseUrl, click));
    return timing;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await browser?.close();
  }
}

const CLICK_LABELS: Record<ClickKind, string> = {
  pointer: "pointer over the opener, then click (download starts at pointerenter)",
  dispatched: "click event alone (download starts at the click)",
};

const mark = (ok: boolean) => (ok ? "✅" : "❌");
const ms = (n: number) => `${Math.round(n)} ms`;
const signedMs = (n: number) => `${n < 0 ? "−" : "+"}${Math.abs(Math.round(n))} ms`;

/** The median of the known values, shown with `show`; "n/a" when none is known. */
function medianCell(values: (number | null)[], show: (n: number) => string): string {
  const known = values.filter((v) => v !== null);
  return known.length ? show(median(known)) : "n/a";
}

const medianMs = (runs: ChatOpenRun[]) => median(runs.map((r) => r.clickToQuestionMs));

/** The "Chat opening on a throttled phone" subsection of the site report. */
export function chatOpenSection(timing: ChatOpenTiming | string): string[] {
  const lines = ["### Chat opening on a throttled phone", ""];
  if (typeof timing === "string") return [...lines, `Not available: ${timing}.`];
  const runs = timing.pointer.length;
  lines.push(
    `Playwright's ${PHONE} profile in Debian's Chromium, a fresh context (empty cache) per run, ${runs} run(s) of each click, interleaved. ` +
      `\`/\` loads and its script runs, then ${CPU_SLOWDOWN}× CPU slowdown and Lighthouse's slow 4G (150 ms latency, 1.6 Mbps down, 750 Kbps up) through CDP. ` +
      `Timed in the page from the click event to the first frame painted with the first question ("${stepPrompts.intent}") visible in the "${chatCopy.title}" dialog. ` +
      `Target: ≤ ${CHAT_OPEN_TARGET_MS / 1000} s (median).`,
    "",
    "| click | each run | median | panel's module requested (median, from the click) | pointer over the opener before the click (median) |",
    "|---|---|---|---|---|",
  );
  for (const click of CLICK_KINDS) {
    const rows = timing[click];
    const middle = medianMs(rows);
    const each = rows.map((r) => ms(r.clickToQuestionMs)).join(", ");
    const requested = medianCell(
      rows.map((r) => r.islandRequestedMs),
      signedMs,
    );
    const lead = medianCell(
      rows.map((r) => r.pointerLeadMs),
      ms,
    );
    lines.push(`| ${CLICK_LABELS[click]} | ${each} | ${mark(middle <= CHAT_OPEN_TARGET_MS)} ${ms(middle)} | ${requested} | ${lead} |`);
  }
  return lines;
}

/** The unmet chat-opening targets, for the report's list. */
export function unmetChatOpenTargets(timing: ChatOpenTiming | string): string[] {
  const name = `chat's first question within ${CHAT_OPEN_TARGET_MS / 1000} s of the click on a throttled phone`;
  if (typeof timing === "string") return [`${name}: not measured (see above)`];
  return CLICK_KINDS.filter((click) => medianMs(timing[click]) > CHAT_OPEN_TARGET_MS).map(
    (click) => `${name}: ${CLICK_LABELS[click]} ${ms(medianMs(timing[click]))}`,
  );
}
