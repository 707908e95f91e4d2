import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = resolve(import.meta.dirname, "../../build/client");

export const gzipBytes = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

const assetGzip = (url: string) => gzipBytes(readFileSync(resolve(CLIENT_DIR, `.${url}`)));

/** Same-origin script URLs a page loads on arrival: module preloads, script tags and inline imports. */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(href!);
  for (const [, src] of html.matchAll(/<script\b[^>]*src="([^"]+)"/g)) urls.add(src!);
  for (const [, spec] of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(spec!);
  return [...urls].filter((u) => u.startsWith("/assets/"));
}

export type PageWeight = { htmlGzip: number; jsGzip: number; cssGzip: number; scripts: string[]; styles: string[] };

export function pageWeight(html: string): PageWeight {
  const scripts = firstLoadScripts(html);
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const sum = (urls: string[]) => urls.reduce((total, url) => total + assetGzip(url), 0);
  return { htmlGzip: gzipBytes(html), jsGzip: sum(scripts), cssGzip: sum(styles), scripts, styles };
}

/** Static imports of a built chunk, as /assets/ URLs. */
function chunkImports(url: string): string[] {
  const code = readFileSync(resolve(CLIENT_DIR, `.${url}`), "utf8");
  return [...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => `/assets/${m[1]}`);
}

/**
 * The chat panel's own code: Vite names the lazily imported app/chat/chat-panel.tsx chunk
 * "chat-panel-<hash>.js"; counted with the chunks it pulls in that the page has not loaded already.
 */
export function chatPanelWeight(alreadyLoaded: string[]): { gzip: number; files: string[] } | undefined {
  const file = readdirSync(resolve(CLIENT_DIR, "assets")).find((f) => /^chat-panel-[\w-]+\.js$/.test(f));
  if (!file) return undefined;
  const loaded = new Set(alreadyLoaded);
  const files: string[] = [];
  const queue = [`/assets/${file}`];
  while (queue.length) {
    const url = queue.shift()!;
    if (loaded.has(url)) continue;
    loaded.add(url);
    files.push(url);
    queue.push(...chunkImports(url));
  }
  return { gzip: files.reduce((total, url) => total + assetGzip(url), 0), files };
}
