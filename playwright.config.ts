/**
 * End-to-end browser tests (tests/e2e): the shopper journeys on a phone and a desktop, each page checked
 * with axe. Run with `npx playwright test` or `npm run test:e2e` (tests/e2e/run.ts, which ends with the
 * "N passed, N failed" line CI reads).
 *
 * The app under test is started by `webServer` in its own build directory, data directory and port, so it
 * never collides with a developer's server (build/, var/, :3000). Locally an already running server on
 * that port is reused (start it once with the same command to iterate quickly); in CI it is always fresh.
 *
 * Browser: Debian's Chromium (/usr/bin/chromium), never a downloaded one (`playwright install` cannot reach
 * the internet here); without the networking flags Chromium tries to reach Google and stalls.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/chromium.ts";

const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
/** Access-token lifetime of the e2e server (tests/e2e/account.spec.ts waits past it). */
const ACCESS_TOKEN_SECONDS = 12;
/** The e2e server's GA4 measurement id (tests/e2e/ga4.spec.ts); Google's tag is stubbed by tests/e2e/fixtures.ts. */
const E2E_GA4_ID = "G-KIOSKE2E";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Wiped at the start of every run: step screenshots (test-results/screenshots), traces, failure artifacts.
  outputDir: "test-results",
  // 2-core machine: the server and the browser share it.
  workers: 1,
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    // Transitions off (the storefront honours prefers-reduced-motion): stable screenshots and axe colour checks.
    reducedMotion: "reduce",
    // The last state of every test is kept too; the journeys attach one full-page screenshot per step.
    screenshot: { mode: "on", fullPage: true },
    trace: "retain-on-failure",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The service worker (offline use) is tested by offline.spec.ts, which allows it; elsewhere each fresh context
    // would download the whole precache in the middle of the journey, on a machine with two cores.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "phone",
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: "desktop",
      use: { browserName: "chromium", viewport: { width: 1366, height: 900 } },
    },
  ],
  // E2E_BASE_URL points the suite at a server started elsewhere (then none is started here).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `KIOSK_BUILD_DIR=build-e2e DATA_DIR=var/e2e PORT=${PORT} CATALOG_SEED_PRODUCTS=600 npm start`,
        url: `http://127.0.0.1:${PORT}/api/ready`,
        timeout: 240_000,
        reuseExistingServer: !CI,
        // Accounts: a small bot-check difficulty (the browser really solves it), short-lived access tokens so
        // the token-refresh journey runs in seconds (every other journey passes with them too), mail caught.
        env: {
          LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
          BOTCHECK_MAX_NUMBER: process.env.BOTCHECK_MAX_NUMBER ?? "2000",
          AUTH_ACCESS_TOKEN_SECONDS: process.env.AUTH_ACCESS_TOKEN_SECONDS ?? String(ACCESS_TOKEN_SECONDS),
          MAIL_TRANSPORT: "catcher",
          // PayU's stand-in returns the browser to, and notifies, the shop at this address (same origin as the tests)
          PUBLIC_URL: BASE_URL,
          PAYMENT_EXPIRY_SWEEP_SECONDS: "5",
          // the checkout journeys place many orders from one address (a reused local server keeps counting)
          ORDER_ATTEMPTS_PER_IP: "10000",
          // every run writes reviews from the one test address (a reused local server keeps counting)
          REVIEW_ATTEMPTS_PER_IP: "10000",
          // Google's tag is loaded after consent (tests/e2e/ga4.spec.ts); the fixtures answer its URL with a stub
          GA4_MEASUREMENT_ID: E2E_GA4_ID,
        },
        stdout: "ignore",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      },
});
