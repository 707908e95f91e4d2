import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const FILE = resolve(import.meta.dirname, "../BENCHMARKS.md");
const HEADER = "# Benchmarks\n\nWritten by the project's benchmark commands; each section is replaced when its command runs again.\n";

/** Replaces (or appends) one command's section of BENCHMARKS.md, leaving the others untouched. */
export function writeBenchmarkSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(FILE) ? readFileSync(FILE, "utf8") : HEADER;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
}
