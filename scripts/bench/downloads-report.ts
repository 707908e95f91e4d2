// The site bench's account of what each page downloads in its first seconds (page-downloads.ts).
import { DOWNLOAD_KINDS, type DownloadKind, summarizeDownloads, textEncodings } from "./download-summary";
import { DOWNLOAD_WINDOW_MS, type PageDownloads, PHONE } from "./page-downloads";

const KIND_LABELS: Record<DownloadKind, string> = {
  html: "HTML",
  css: "CSS",
  js: "JS",
  image: "images",
  font: "fonts",
  "beacon/fetch": "beacons/fetches",
  other: "other",
};

const seconds = DOWNLOAD_WINDOW_MS / 1000;
const cell = ({ count, bytes }: { count: number; bytes: number }) => (count ? `${count} · ${(bytes / 1024).toFixed(1)} KB` : "–");

/** The main table's two cells: every response in the window, and the JavaScript among them. */
export function downloadCells(page: PageDownloads): { total: string; js: string } {
  const { total, byKind } = summarizeDownloads(page.downloads);
  return { total: cell(total), js: cell(byKind.js) };
}

/** How the main table's download columns were measured. */
export function downloadsMethod(pages: PageDownloads[]): string {
  const encodings = textEncodings(pages.flatMap((p) => p.downloads));
  return (
    `"Downloaded in ${seconds} s" is every response a phone's Chromium (Playwright's ${PHONE} profile, empty cache, no interaction) ` +
    `received from the network in the ${seconds} s after the navigation began, as count · bytes; bytes are Chromium's own ` +
    "(CDP `Network.loadingFinished` encodedDataLength: response headers plus the body as it crossed the network; " +
    `HTML, CSS and JS came with Content-Encoding ${encodings.join(", ") || "n/a"})`
  );
}

export function downloadsSection(pages: { family: string; downloads: PageDownloads }[]): string[] {
  const lines = [
    `### Downloads in the first ${seconds} s, by kind (count · transferred)`,
    "",
    `| family | ${DOWNLOAD_KINDS.map((k) => KIND_LABELS[k]).join(" | ")} | total |`,
    `|---|${DOWNLOAD_KINDS.map(() => "---|").join("")}---|`,
  ];
  for (const { family, downloads } of pages) {
    const { total, byKind } = summarizeDownloads(downloads.downloads);
    lines.push(`| ${family} | ${DOWNLOAD_KINDS.map((k) => cell(byKind[k])).join(" | ")} | ${cell(total)} |`);
  }
  const loose = pages.flatMap(({ family, downloads }) => [
    ...downloads.failed.map((f) => `${family}: \`${f.url}\` got no response (${f.error})`),
    ...downloads.unfinished.map((url) => `${family}: \`${url}\` still loading after ${seconds} s`),
  ]);
  lines.push("", loose.length ? `Not counted above: ${loose.join("; ")}.` : "Every request in the window was answered in full.");
  return lines;
}

/** The home page with posthog-js switched on, against the same page with it off. */
export function browserSdkLine(off: PageDownloads | undefined, on: PageDownloads | string): string {
  const label = `With \`POSTHOG_BROWSER_SDK=on\` (a second start of the same build), \`/\``;
  if (typeof on === "string") return `${label}: not measured (${on}).`;
  const withSdk = summarizeDownloads(on.downloads);
  const without = off && summarizeDownloads(off.downloads);
  const failed = on.failed.map((f) => `\`${new URL(f.url).pathname}\` (${f.error})`);
  return (
    `${label} downloads ${cell(withSdk.total)} in ${seconds} s, JS ${cell(withSdk.byKind.js)}, beacons/fetches ${cell(withSdk.byKind["beacon/fetch"])}` +
    (without ? ` (off, its production default: ${cell(without.total)}, JS ${cell(without.byKind.js)})` : "") +
    ". PostHog's host is the PostHog stand-in, which implements the server's batch capture only (no browser endpoints, no CORS), " +
    `so posthog-js's own traffic to PostHog is not what production sees${failed.length ? `; requests that got no response: ${failed.join(", ")}` : ""}.`
  );
}
