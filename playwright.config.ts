import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_SHELL } from './scripts/ensure-chromium.mjs';

// The browser is Debian's Chromium headless shell (scripts/ensure-chromium.mjs).
// E2E_PORT / E2E_DATA_DIR / TANAI_BUILD_DIR let several runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e/data';
/**
 * A full run is two groups side by side (scripts/e2e.mjs), each with its own server, database and Chromium:
 * group a is most public and member specs plus the phone; group b the specs below, then the admin specs, which
 * change demo data (verify, feature, approve lawyers) and so run last in their group. Without E2E_GROUP every
 * spec runs in one group (a single spec, a --project filter).
 */
const GROUP = process.env.E2E_GROUP as 'a' | 'b' | undefined;
// Read-only layout specs fill group b up to group a's length (measured in .ci/run: a 11.6 min, b 9.2 min before).
const GROUP_B_DESKTOP = [
  /personal-data\.spec\.ts/,
  /\/appointment\.spec\.ts/,
  /no-clipping\.spec\.ts/,
  /\/grid\.spec\.ts/,
  /\/compare\.spec\.ts/,
];
const ADMIN_SPECS = /admin-.*\.spec\.ts/;
/** The claim of a listing needs the admin's two-factor sign-in and links a demo listing: after the admin specs. */
const LISTING_CLAIM_SPEC = /listing-claim\.spec\.ts/;
/** A public answer's journey needs the admin's two-factor sign-in to publish it. */
const PUBLIC_ANSWER_SPEC = /public-answer-journey\.spec\.ts/;
/** Every page at 360 px, the admin pages too (the admin's two-factor sign-in); it changes nothing. */
const NO_OVERFLOW_SPEC = /no-overflow\.spec\.ts/;
const desktopFiles =
  GROUP === 'b'
    ? { testMatch: GROUP_B_DESKTOP }
    : {
        testIgnore: [
          /mobile\.spec\.ts/,
          ADMIN_SPECS,
          LISTING_CLAIM_SPEC,
          PUBLIC_ANSWER_SPEC,
          NO_OVERFLOW_SPEC,
          ...(GROUP === 'a' ? GROUP_B_DESKTOP : []),
        ],
      };

// One worker per group: a group's tests share one server and its embedded database, and auth is rate limited per address.
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
    // A trace records every step with screenshots, a quarter more CPU for the whole run: in CI only a retry is
    // traced (the failure it repeats), elsewhere every test and a failing one's trace kept.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: HEADLESS_SHELL,
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
  // The admin specs change shared demo data (verify, feature, approve lawyers), so they run after the others of
  // their group, which expect the demo data as seeded.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, ...desktopFiles },
    ...(GROUP === 'b'
      ? []
      : [
          {
            name: 'mobile',
            use: { ...devices['Pixel 7'], channel: undefined },
            testMatch: /mobile\.spec\.ts/,
          },
        ]),
    ...(GROUP === 'a'
      ? []
      : [
          // The demo admin enrols two-factor sign-in first (an admin area requirement); the admin specs sign in
          // with it.
          {
            name: 'admin-setup',
            use: { ...devices['Desktop Chrome'], channel: undefined },
            testMatch: /admin\.setup\.ts/,
            dependencies: GROUP === 'b' ? ['desktop'] : ['desktop', 'mobile'],
          },
          {
            name: 'admin',
            use: { ...devices['Desktop Chrome'], channel: undefined },
            testMatch: [ADMIN_SPECS, LISTING_CLAIM_SPEC, PUBLIC_ANSWER_SPEC, NO_OVERFLOW_SPEC],
            dependencies: ['admin-setup'],
          },
        ]),
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
      // The specs book from one address too; the limit itself is tested in tests/server/appointment.test.ts.
      APPOINTMENT_REQUESTS_PER_WINDOW: '200',
      // Many specs ask as the demo member, and a retried spec asks again; the limit is tested in tests/server.
      ASK_REQUESTS_PER_WINDOW: '200',
      // A local trial of the build (no NODE_ENV given: server.js chooses React's production build itself), so the
      // development outbox the specs read the e-mails from exists (server/config.ts, `devPages`).
      NODE_ENV: '',
      DEV_PAGES: '1',
      LOG_LEVEL: 'warn',
      // Bookings of the coming week are reminded as soon as they are confirmed, and the sweep runs every second, so
      // a spec sees the reminder whatever the day and hour it runs (the 24-hour rule: tests/server).
      APPOINTMENT_REMINDER_HOURS: '168',
      INVITATION_SWEEP_INTERVAL_MS: '1000',
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
  },
});
