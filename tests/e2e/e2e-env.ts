import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** A port unlikely to be taken by other programs on a shared machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18931);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Its own folder per port, so two runs on one machine (E2E_PORT set apart) do not share a database. */
export const E2E_DATA_DIR = resolve(import.meta.dirname, `../../.data/e2e${process.env.E2E_PORT ? `-${E2E_PORT}` : ""}`);

/** The delivery stand-in (scripts/stand-ins/delivery-stand-in.ts) the server under test sends leads to. */
export const E2E_STAND_IN_PORT = E2E_PORT + 1;
export const E2E_WEBHOOK_URL = `http://127.0.0.1:${E2E_STAND_IN_PORT}/ns/e2e/webhook`;
/**
 * Fixed ports, like E2E_PORT's, for the second servers two test files start with other settings. A
 * port taken with port 0 and released lies in the range outgoing connections borrow from, and the
 * seconds until the server binds it (sqld, migrations, seeding) are long enough to lose it.
 */
export const E2E_POSTHOG_SERVER_PORT = E2E_PORT + 2;
export const E2E_TURNSTILE_SERVER_PORT = E2E_PORT + 3;
export const E2E_LIVE_CHAT_SERVER_PORT = E2E_PORT + 4;
export const E2E_LIVE_VISITOR_SERVER_PORT = E2E_PORT + 5;
/** A signing key for the tests only (Standard Webhooks' whsec_ + base64 of 32 bytes). */
export const E2E_WEBHOOK_SECRET = `whsec_${Buffer.from("kilele-e2e-webhook-signing-key!!").toString("base64")}`;

/** Signs the Slack clicks the browser tests play (the server under test checks them with it). */
export const E2E_SLACK_SIGNING_SECRET = "e2e-slack-signing-secret";

/** The URL of the sqld that the server under test uses (written by scripts/start.ts). */
export function e2eDatabaseUrl(): string {
  return readFileSync(resolve(E2E_DATA_DIR, "sqld.url"), "utf8").trim();
}
