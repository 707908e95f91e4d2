// `npm run lint`: no source file over 300 lines outside content/ (copy in typed data) and tests;
// a longer one holds more than one job and is split by what it holds.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const MAX_LINES = 300;
const root = resolve(import.meta.dirname, "..");
const SOURCE_DIRS = ["app", "worker", "shared", "analytics", "scripts"];
const isSource = (path: string) => /\.(ts|tsx|js|mjs|cjs)$/.test(path) && !/\.test\.[^.]+$|\.d\.ts$/.test(path);

const tooLong = SOURCE_DIRS.flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .map((path) => join(root, dir, path))
    .filter(isSource)
    .map((path) => ({ path: relative(root, path), lines: readFileSync(path, "utf8").split("\n").length - 1 }))
    .filter((file) => file.lines > MAX_LINES),
);
for (const { path, lines } of tooLong) console.error(`✗ ${path}: ${lines} lines (at most ${MAX_LINES} outside content/ and tests)`);
if (tooLong.length) process.exit(1);
console.log(`✓ no source file over ${MAX_LINES} lines`);
