import { describe, expect, test } from "vitest";
import { type Download, downloadKind, summarizeDownloads, textEncodings } from "./download-summary";

const download = (resourceType: string, mimeType: string, transferredBytes: number, encoding = "gzip"): Download => ({
  url: `http://127.0.0.1/${resourceType}`,
  resourceType,
  mimeType,
  status: 200,
  transferredBytes,
  encoding,
});

describe("downloadKind", () => {
  test.each([
    ["Document", "text/html", "html"],
    ["Stylesheet", "text/css", "css"],
    ["Script", "text/javascript", "js"],
    ["Image", "image/webp", "image"],
    ["Font", "font/woff2", "font"],
    ["Ping", "application/json", "beacon/fetch"],
    ["Fetch", "application/json", "beacon/fetch"],
    ["XHR", "text/plain", "beacon/fetch"],
    ["Manifest", "application/manifest+json", "other"],
  ])("Chromium's %s (%s) is %s", (resourceType, mimeType, kind) => {
    expect(downloadKind(resourceType, mimeType)).toBe(kind);
  });

  test("a resource Chromium calls Other is sorted by its MIME type, JavaScript first", () => {
    expect(downloadKind("Other", "image/svg+xml")).toBe("image");
    expect(downloadKind("Other", "text/javascript")).toBe("js");
    expect(downloadKind("Other", "application/javascript")).toBe("js");
    expect(downloadKind("Other", "text/css")).toBe("css");
    expect(downloadKind("Other", "font/woff2")).toBe("font");
    expect(downloadKind("Other", "application/octet-stream")).toBe("other");
  });

  test("JavaScript fetched by a script still counts as JS", () => {
    expect(downloadKind("Fetch", "text/javascript")).toBe("js");
  });
});

describe("summarizeDownloads", () => {
  test("counts and sums every download in total and under its kind", () => {
    const summary = summarizeDownloads([
      download("Document", "text/html", 9000),
      download("Stylesheet", "text/css", 6000),
      download("Script", "text/javascript", 4000),
      download("Script", "text/javascript", 1500),
      download("Ping", "application/json", 800),
      download("Other", "image/svg+xml", 900),
    ]);
    expect(summary.total).toEqual({ count: 6, bytes: 22_200 });
    expect(summary.byKind).toEqual({
      html: { count: 1, bytes: 9000 },
      css: { count: 1, bytes: 6000 },
      js: { count: 2, bytes: 5500 },
      image: { count: 1, bytes: 900 },
      font: { count: 0, bytes: 0 },
      "beacon/fetch": { count: 1, bytes: 800 },
      other: { count: 0, bytes: 0 },
    });
  });

  test("nothing downloaded sums to zero everywhere", () => {
    const summary = summarizeDownloads([]);
    expect(summary.total).toEqual({ count: 0, bytes: 0 });
    expect(Object.values(summary.byKind).every((t) => t.count === 0 && t.bytes === 0)).toBe(true);
  });
});

describe("textEncodings", () => {
  test("names each encoding of HTML, CSS and JS once, uncompressed as none, and ignores other kinds", () => {
    const encodings = textEncodings([
      download("Document", "text/html", 1, "br"),
      download("Script", "text/javascript", 1, "gzip"),
      download("Script", "text/javascript", 1, "gzip"),
      download("Stylesheet", "text/css", 1, ""),
      download("Image", "image/png", 1, "zstd"),
    ]);
    expect(encodings).toEqual(["br", "gzip", "none"]);
  });
});
