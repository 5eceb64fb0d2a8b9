import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { alertsClockFile, brokenDataDir, clockFile, islandsDataDir, staffAccount, staffDataDir } from './e2e/support/site';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the built site.
 * Servers: one with the demo content, one empty, one whose database breaks, staff servers, one whose
 * clock moves and, when TEST_DATABASE_URL is set, PostgreSQL ones (two of them sharing one database
 * and one S3-compatible bucket).
 * CI sets REQUIRE_BROWSER=1 so that a missing Chromium fails instead of skipping.
 */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const hasChrome = fs.existsSync(chromePath);
if (!hasChrome && process.env.REQUIRE_BROWSER === '1') {
  throw new Error(`REQUIRE_BROWSER=1 but no Chromium at ${chromePath}: the browser suite would be skipped.`);
}
const postgresUrl = process.env.TEST_DATABASE_URL;

// E2E_PORT_BASE lets two checkouts run their browser suites side by side (4310 by default).
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
export const ports = {
  seeded: portBase,
  empty: portBase + 1,
  postgres: portBase + 2,
  broken: portBase + 3,
  // Staff tests add, change and delete content: they get servers of their own, so the public pages'
  // tests keep seeing exactly the demo content.
  staff: portBase + 4,
  postgresStaff: portBase + 5,
  // Two app servers on one PostgreSQL database (the render cache's invalidation between servers).
  postgresPairFirst: portBase + 6,
  postgresPairSecond: portBase + 7,
  // A server whose clock a test moves (e2e/render-cache.spec.ts).
  clock: portBase + 8,
  // Another, for the alerts' start and end (e2e/alerts.spec.ts), so the two clocks never move together.
  alertsClock: portBase + 9,
  // A real S3-compatible server (s3rver) holding the PostgreSQL pair's uploaded files.
  objectStorage: portBase + 10,
  // Two servers on one data folder, neither keeping pages: one reuses static islands' HTML, the other
  // draws every island every time (e2e/island-fragments.spec.ts compares their pages).
  islandsReused: portBase + 11,
  islandsDrawn: portBase + 12,
};

/**
 * What two app servers of one site share (e2e/two-servers.spec.ts, docs/deploy.md): the session
 * secret, and the bucket STORAGE_URL names with its account. The database is shared by E2E_SHARE_DATABASE_WITH.
 */
export const pairShared = {
  SESSION_SECRET: 'e2e pair: one secret for every app server of the site',
  STORAGE_URL: `s3://school-e2e/pair?endpoint=${encodeURIComponent(`http://127.0.0.1:${ports.objectStorage}`)}&region=us-east-1`,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
};

const server = (port: number, env: Record<string, string>) => ({
  command: 'node e2e/support/serve.mjs',
  url: `http://127.0.0.1:${port}/api/notices?limit=1`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_USERNAME: staffAccount.username,
    ADMIN_PASSWORD: staffAccount.password,
    ...env,
  },
});

export default defineConfig({
  testDir: 'e2e',
  testMatch: hasChrome ? '**/*.spec.ts' : [],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous, because this 2-core machine draws pages at very different speeds from day to day: the
  // same suite took 1.2 h one morning, when three long staff flows (20-25 s in a quick hour) ran out of
  // a 60 s limit, and 21.8 min two hours later. A limit only costs time when a test fails.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.ci-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${ports.seeded}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // A test runs once, on a phone (where parents meet the site), unless its title says otherwise:
    // @desktop runs it at 1280 px only, @both at both sizes (for what a screen's width changes: the
    // menus, the hero, positions, what floats). Running every test twice doubled the suite's time
    // for checks that no width changes (docs/decisions/0075-browser-tests-at-one-size.md).
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    { name: 'desktop', grep: /@desktop|@both/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    server(ports.seeded, { SEED_DEMO: '1' }),
    server(ports.empty, { SEED_DEMO: '0' }),
    server(ports.broken, { SEED_DEMO: '0', E2E_DATA_DIR: brokenDataDir }),
    server(ports.staff, { SEED_DEMO: '1', E2E_DATA_DIR: staffDataDir }),
    ...(postgresUrl
      ? [
          server(ports.postgres, { SEED_DEMO: '1', E2E_POSTGRES: '1' }),
          server(ports.postgresStaff, { SEED_DEMO: '1', E2E_POSTGRES: '1' }),
          // Started before the pair, which keeps its files there (s3rver's DES tokens need OpenSSL's legacy provider).
          {
            command: 'node --openssl-legacy-provider scripts/s3-test-server.mjs',
            port: ports.objectStorage,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: { S3_PORT: String(ports.objectStorage), S3_DIR: path.join(os.tmpdir(), `school-e2e-s3-${ports.objectStorage}`), S3_FRESH: '1', S3_BUCKETS: 'school-e2e' },
          },
          server(ports.postgresPairFirst, { SEED_DEMO: '1', E2E_POSTGRES: '1', ...pairShared }),
          server(ports.postgresPairSecond, { SEED_DEMO: '1', E2E_POSTGRES: '1', E2E_SHARE_DATABASE_WITH: String(ports.postgresPairFirst), ...pairShared }),
        ]
      : []),
    server(ports.islandsReused, { SEED_DEMO: '1', E2E_DATA_DIR: islandsDataDir, RENDER_CACHE_MB: '0', E2E_ISLAND_MARKS: '1' }),
    server(ports.islandsDrawn, { SEED_DEMO: '1', E2E_DATA_DIR: islandsDataDir, E2E_SHARE_DATA_WITH: String(ports.islandsReused), RENDER_CACHE_MB: '0', ISLAND_CACHE_MB: '0' }),
    server(ports.clock, { SEED_DEMO: '1', E2E_CLOCK_FILE: clockFile }),
    server(ports.alertsClock, { SEED_DEMO: '1', E2E_CLOCK_FILE: alertsClockFile }),
  ],
});
