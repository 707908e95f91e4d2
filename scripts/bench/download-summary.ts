// What a page downloaded, by kind and summed; pure, so the bench's sums have tests of their own.

export const DOWNLOAD_KINDS = ["html", "css", "js", "image", "font", "beacon/fetch", "other"] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** One response the browser received in full, with the bytes it took off the network (headers and body as sent). */
export type Download = {
  url: string;
  /** Chromium's resource type (Document, Stylesheet, Script, Image, Font, Fetch, XHR, Ping, Other …). */
  resourceType: string;
  mimeType: string;
  status: number;
  transferredBytes: number;
  /** The response's Content-Encoding ("" when it came uncompressed). */
  encoding: string;
};

type Tally = { count: number; bytes: number };
export type DownloadSummary = { total: Tally; byKind: Record<DownloadKind, Tally> };

const KIND_OF_RESOURCE_TYPE: Record<string, DownloadKind> = {
  Document: "html",
  Stylesheet: "css",
  Script: "js",
  Image: "image",
  Font: "font",
  Fetch: "beacon/fetch",
  XHR: "beacon/fetch",
  Ping: "beacon/fetch",
  EventSource: "beacon/fetch",
};

const JAVASCRIPT_MIME = /^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)$/;

/** Script by either sign counts as JS (a module preload may come as "Other"); then the resource type, then the MIME type. */
export function downloadKind(resourceType: string, mimeType: string): DownloadKind {
  if (resourceType === "Script" || JAVASCRIPT_MIME.test(mimeType)) return "js";
  const byType = KIND_OF_RESOURCE_TYPE[resourceType];
  if (byType) return byType;
  if (mimeType === "text/css") return "css";
  if (mimeType === "text/html") return "html";
  if (mimeType.startsWith("image/")) return "image";
  if (mimeType.startsWith("font/")) return "font";
  return "other";
}

export function summarizeDownloads(downloads: readonly Download[]): DownloadSummary {
  const byKind = Object.fromEntries(DOWNLOAD_KINDS.map((kind) => [kind, { count: 0, bytes: 0 }])) as Record<DownloadKind, Tally>;
  const total = { count: 0, bytes: 0 };
  for (const download of downloads) {
    for (const tally of [total, byKind[downloadKind(download.resourceType, download.mimeType)]]) {
      tally.count += 1;
      tally.bytes += download.transferredBytes;
    }
  }
  return { total, byKind };
}

/** How the HTML, CSS and JS came compressed ("none" for uncompressed), each encoding once. */
export const textEncodings = (downloads: readonly Download[]): string[] => [
  ...new Set(
    downloads.filter((d) => ["html", "css", "js"].includes(downloadKind(d.resourceType, d.mimeType))).map((d) => d.encoding || "none"),
  ),
];
