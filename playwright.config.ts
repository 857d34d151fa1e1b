import { defineConfig, devices } from '@playwright/test';

// E2E_PORT / E2E_DATA_DIR / TANAI_BUILD_DIR let several runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e/data';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// One worker: the tests share one server and its embedded database, and auth is rate limited per address.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The admin specs change shared demo data (verify, feature, approve lawyers), so they run after the others,
  // which expect the demo data as seeded.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/mobile\.spec\.ts/, /admin-.*\.spec\.ts/],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
    // The demo admin enrols two-factor sign-in first (an admin area requirement); the admin specs sign in with it.
    {
      name: 'admin-setup',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /admin\.setup\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
    {
      name: 'admin',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /admin-.*\.spec\.ts/,
      dependencies: ['admin-setup'],
    },
  ],
  webServer: {
    command: 'node server.js',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      // Every test signs in from the same address; the limit itself is tested in tests/server/rate-limit.test.ts.
      AUTH_ATTEMPTS_PER_MINUTE: '200',
      DEV_PAGES: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
  },
});
