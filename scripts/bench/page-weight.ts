import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = resolve(import.meta.dirname, "../../build/client");

const gzipBytes = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

const assetGzip = (url: string) => gzipBytes(readFileSync(resolve(CLIENT_DIR, `.${url}`)));

/** Static imports of a built chunk, as /assets/ URLs (dynamic imports load on demand, not on arrival). */
function chunkImports(url: string): string[] {
  const code = readFileSync(resolve(CLIENT_DIR, `.${url}`), "utf8");
  return [...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => `/assets/${m[1]}`);
}

/** Every chunk the given ones import statically, transitively, skipping those in `loaded`. */
function withStaticImports(urls: string[], loaded = new Set<string>()): string[] {
  const files: string[] = [];
  const queue = [...urls];
  while (queue.length) {
    const url = queue.shift()!;
    if (loaded.has(url)) continue;
    loaded.add(url);
    files.push(url);
    queue.push(...chunkImports(url));
  }
  return files;
}

/**
 * Same-origin scripts a page loads without any interaction: module preloads, script tags and the
 * modules inline scripts import, with everything those import statically.
 */
function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(href!);
  for (const [, src] of html.matchAll(/<script\b[^>]*src="([^"]+)"/g)) urls.add(src!);
  for (const [, spec] of html.matchAll(/(?:from|import\(?)\s*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(spec!);
  return withStaticImports([...urls].filter((u) => u.startsWith("/assets/")));
}

/** Inline scripts that run as script: JSON-LD and Speculation Rules are data, not code. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, text]) => text!.trim() && !/\bsrc=/.test(attrs!))
    .filter(([, attrs]) => {
      const type = /\btype="([^"]*)"/.exec(attrs!)?.[1];
      return type === undefined || type === "module" || type === "text/javascript";
    })
    .map(([, , text]) => text!);
}

export type PageWeight = { htmlGzip: number; jsGzip: number; cssGzip: number; scripts: string[]; styles: string[] };

/** What a page downloads before any interaction; its inline scripts count with its script files. */
export function pageWeight(html: string): PageWeight {
  const scripts = firstLoadScripts(html);
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const sum = (urls: string[]) => urls.reduce((total, url) => total + assetGzip(url), 0);
  const inline = inlineScripts(html).reduce((total, text) => total + gzipBytes(text), 0);
  return { htmlGzip: gzipBytes(html), jsGzip: sum(scripts) + inline, cssGzip: sum(styles), scripts, styles };
}

/**
 * The chat panel, loaded when the visitor opens the chat: Vite names app/chat/chat-island.tsx's
 * chunk "chat-island-<hash>.js"; counted with the chunks it pulls in that the page has not loaded already.
 */
export function chatPanelWeight(alreadyLoaded: string[]): { gzip: number; files: string[] } | undefined {
  const file = readdirSync(resolve(CLIENT_DIR, "assets")).find((f) => /^chat-island-[\w-]+\.js$/.test(f));
  if (!file) return undefined;
  const files = withStaticImports([`/assets/${file}`], new Set(alreadyLoaded));
  return { gzip: files.reduce((total, url) => total + assetGzip(url), 0), files };
}
