import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium";
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from "./e2e-env";

export default defineConfig({
  testDir: ".",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 30_000,
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
  webServer: {
    // The real product: production build, workerd, local sqld with a fresh database.
    command: `npx tsx scripts/start.ts --fresh`,
    cwd: "../..",
    url: `${E2E_BASE_URL}/api/health`,
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
