import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { prepareDatabase } from "../../scripts/db-setup";
import { startSqld } from "../../scripts/local-sqld";
import { startPostHogStandIn } from "../../scripts/posthog-stand-in";

declare module "vitest" {
  export interface ProvidedContext {
    /** Hrana-over-HTTP URL of the real libSQL server these tests run against. */
    sqldUrl: string;
    /** Base URL of the recording PostHog stand-in (scripts/posthog-stand-in.ts), bound as POSTHOG_HOST. */
    posthogStandInUrl: string;
  }
}

/** One real sqld per test run, in a throwaway folder, with every migration applied; one PostHog stand-in. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "kilele-worker-tests-"));
  const sqld = await startSqld(dataDir);
  await prepareDatabase(sqld.url);
  project.provide("sqldUrl", sqld.url);
  const posthog = await startPostHogStandIn();
  project.provide("posthogStandInUrl", posthog.url);
  return async () => {
    await posthog.stop();
    await sqld.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
