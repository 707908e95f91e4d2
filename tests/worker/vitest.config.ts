import { resolve } from "node:path";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vitest/config";
import { siteScript } from "../../scripts/site-script-plugin";

const root = resolve(import.meta.dirname, "../..");

export default defineConfig({
  root,
  plugins: [
    cloudflareTest(({ inject }) => ({
      main: "./worker/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TURSO_DATABASE_URL: inject("sqldUrl"),
          // The analytics mirror talks to the recording stand-in, never to PostHog.
          POSTHOG_HOST: inject("posthogStandInUrl"),
          POSTHOG_API_KEY: "phc_worker_tests",
          MEETING_LINK_SECRET: "worker-tests-meeting-links",
        },
        // wrangler.toml's SALES_EMAIL and VISITOR_EMAIL, plus a restricted binding the delivery tests use to see a refusal.
        email: {
          send_email: [
            { name: "SALES_EMAIL" },
            { name: "VISITOR_EMAIL" },
            {
              name: "RESTRICTED_SALES_EMAIL",
              allowed_sender_addresses: ["alerts@kilele.test"],
              allowed_destination_addresses: ["sales@kilele.test"],
            },
          ],
        },
      },
    })),
    UnoCSS(),
    reactRouter(),
    siteScript(root),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts"],
    globalSetup: ["tests/worker/global-setup.ts", "tests/worker/fuzz-database.setup.ts"],
    setupFiles: ["tests/worker/load-worker.setup.ts"],
    testTimeout: 20_000,
  },
});
