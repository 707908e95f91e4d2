import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** A port unlikely to be taken by other programs on a shared machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18931);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = resolve(import.meta.dirname, "../../.data/e2e");

/** The URL of the sqld that the server under test uses (written by scripts/start.ts). */
export function e2eDatabaseUrl(): string {
  return readFileSync(resolve(E2E_DATA_DIR, "sqld.url"), "utf8").trim();
}
