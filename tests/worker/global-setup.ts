import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { prepareDatabase } from "../../scripts/db-setup";
import { startSqld } from "../../scripts/local-sqld";
import { startAccessStandIn } from "../../scripts/stand-ins/access-stand-in";
import { startDeliveryStandIn } from "../../scripts/stand-ins/delivery-stand-in";
import { startPostHogStandIn } from "../../scripts/stand-ins/posthog-stand-in";
import { startTurnstileStandIn } from "../../scripts/stand-ins/turnstile-stand-in";

declare module "vitest" {
  export interface ProvidedContext {
    /** Hrana-over-HTTP URL of the real libSQL server these tests run against. */
    sqldUrl: string;
    /** Base URL of the recording PostHog stand-in (scripts/stand-ins/posthog-stand-in.ts), bound as POSTHOG_HOST. */
    posthogStandInUrl: string;
    /** A server that accepts connections and never answers: a database that has stopped responding. */
    stalledDatabaseUrl: string;
    /** Base URL of the lead-delivery stand-in (scripts/stand-ins/delivery-stand-in.ts): webhook, Slack and HubSpot. */
    deliveryStandInUrl: string;
    /** Base URL of the Turnstile siteverify stand-in (scripts/stand-ins/turnstile-stand-in.ts). */
    turnstileStandInUrl: string;
    /** Origin of the Cloudflare Access stand-in (scripts/stand-ins/access-stand-in.ts), bound as ACCESS_TEAM_DOMAIN. */
    accessStandInUrl: string;
  }
}

async function startStalledServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  const stop = () =>
    new Promise<void>((done) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => done());
    });
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** One real sqld per test run, in a throwaway folder, with every migration applied; one stand-in per outside service. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "kilele-worker-tests-"));
  const sqld = await startSqld(dataDir);
  await prepareDatabase(sqld.url);
  project.provide("sqldUrl", sqld.url);
  const posthog = await startPostHogStandIn();
  project.provide("posthogStandInUrl", posthog.url);
  const stalled = await startStalledServer();
  project.provide("stalledDatabaseUrl", stalled.url);
  const delivery = await startDeliveryStandIn();
  project.provide("deliveryStandInUrl", delivery.url);
  const turnstile = await startTurnstileStandIn();
  project.provide("turnstileStandInUrl", turnstile.url);
  const access = await startAccessStandIn();
  project.provide("accessStandInUrl", access.url);
  return async () => {
    await access.stop();
    await turnstile.stop();
    await delivery.stop();
    await stalled.stop();
    await posthog.stop();
    await sqld.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
