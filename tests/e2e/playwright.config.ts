import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium";
import {
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_PORT,
  E2E_SLACK_SIGNING_SECRET,
  E2E_STAND_IN_PORT,
  E2E_WEBHOOK_SECRET,
  E2E_WEBHOOK_URL,
} from "./e2e-env";

export default defineConfig({
  testDir: ".",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 30_000,
  // CI machines are shared: under load the server's first answers (a cold FAQ index, a module fetched
  // on first use) have taken over the default 5 s. An assertion waits longer; none asserts less.
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, grepInvert: /@mobile/ },
    { name: "mobile", use: { ...devices["Pixel 7"] }, grep: /@mobile/ },
  ],
  webServer: [
    {
      // Where the product delivers leads: a Standard Webhooks receiver that records what it gets.
      command: `npx tsx scripts/stand-ins/delivery-stand-in-server.ts ${E2E_STAND_IN_PORT}`,
      cwd: "../..",
      port: E2E_STAND_IN_PORT,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // The real product: production build, workerd, local sqld with a fresh database.
      command: `npx tsx scripts/start.ts --fresh`,
      cwd: "../..",
      url: `${E2E_BASE_URL}/api/health`,
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: E2E_DATA_DIR,
        LEAD_WEBHOOK_URL: E2E_WEBHOOK_URL,
        LEAD_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        SLACK_SIGNING_SECRET: E2E_SLACK_SIGNING_SECRET,
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
