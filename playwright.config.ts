import { defineConfig, devices } from "@playwright/test";
import { BROWSER_ARGS, requireBrowser } from "./scripts/lib/browser";

// CHROME_PATH, else Debian's headless shell, else /usr/bin/chromium, else Playwright's own download (scripts/lib/browser.ts).
const chromium = { executablePath: requireBrowser("tests"), args: BROWSER_ARGS };

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry: a test that passes only on its retry is reported as flaky in `npm test`'s summary
  // (scripts/test.ts reads the JSON report), so it is seen and fixed, not hidden.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3210",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromium,
    // The staff service worker answers /api/calendar… from the phone's copy, where page.route() cannot see the
    // requests: specs that stub the network would race it. Only the offline spec lets it run.
    serviceWorkers: "block",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
});
