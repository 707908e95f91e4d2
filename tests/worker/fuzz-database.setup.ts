import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { prepareDatabase } from "../../scripts/db-setup";
import { startSqld } from "../../scripts/local-sqld";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated libSQL server that only the API fuzz test uses, so its row counts are exact. */
    fuzzSqldUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "kilele-fuzz-db-"));
  const sqld = await startSqld(dataDir);
  await prepareDatabase(sqld.url);
  project.provide("fuzzSqldUrl", sqld.url);
  return async () => {
    await sqld.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
