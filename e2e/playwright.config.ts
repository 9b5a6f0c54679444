import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

const PORT_BASE = Number(process.env.MFP_PORT_BASE ?? 3000);
// MFP_CLUSTER=1: the cluster run (nginx, two host servers, two soketi nodes on Redis) and its faults suite
// (tests/cluster/*.cluster.spec.ts) alone, one spec at a time since the specs crash the cluster's members.
const CLUSTER = process.env.MFP_CLUSTER === '1';
// The specs that change the site for everyone (releases, rollbacks, a crashed socket server: *.serial.spec.ts)
// run one file at a time. By default they wait for the other projects on the same site; the test command
// runs them beside the others instead, on a port block of their own: MFP_E2E_PART=parallel runs the desktop
// and mobile projects alone, MFP_E2E_PART=serial the serial specs alone.
const PART = process.env.MFP_E2E_PART as 'parallel' | 'serial' | undefined;
// Each port block (and the cluster run) writes its own results: parallel runs must not wipe each other's.
const RESULTS = `${PORT_BASE === 3000 ? 'test-results' : `test-results-${PORT_BASE}`}${CLUSTER ? '-cluster' : ''}`;

// The console token of this run, random unless given: set on process.env so the workers (which inherit the
// runner's environment) and the backend the webServer starts share it. No default token exists anywhere.
const CONSOLE_TOKEN = (process.env.CONSOLE_TOKEN ??= randomBytes(24).toString('hex'));
// The cluster suite publishes to the soketi nodes directly, so it shares their app secret the same way.
const PUSHER_APP_SECRET = CLUSTER
  ? (process.env.PUSHER_APP_SECRET ??= randomBytes(24).toString('hex'))
  : undefined;

// Real-user monitoring: every e2e session reports. Set on process.env, since the release tool the
// serial specs run rewrites the site config from its own environment.
process.env.MFP_RUM_SAMPLE_RATE ??= '1';
// The broken-canary spec rolls back after a few sessions, checked every second (defaults: 50 sessions, 30 s);
// on process.env, so the spec reads the count the backend's watcher uses.
process.env.MFP_ROLLBACK_MIN_SESSIONS ??= '4';
process.env.MFP_ROLLBACK_POLL_MS ??= '1000';
// Every e2e browser reports from the same address: one client. The collector's per-client cap and the rule's
// minimum of distinct clients (defaults 5 and 10, proved by the jest tests) would otherwise keep every canary
// waiting; the sessions are still the site's issued ones (support/canary.ts signs the pinned ones).
process.env.MFP_ROLLBACK_MIN_CLIENTS ??= '1';
process.env.MFP_ROLLBACK_SESSIONS_PER_CLIENT ??= '1000';

export const SITE_URL = process.env.MFP_SITE_URL ?? `http://127.0.0.1:${process.env.MFP_PORT_BASE ?? 3000}`;

export default defineConfig({
  testDir: './tests',
  outputDir: `./${RESULTS}`,
  fullyParallel: true,
  workers: CLUSTER ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Generous: the first view of a remote can take many seconds on a busy 2-core machine.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: `${RESULTS}/report.json` }]],
  use: {
    baseURL: SITE_URL,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker would serve what the specs route, count or break (Playwright's page.route
    // does not see requests a worker answers): only the service worker's own specs allow it.
    serviceWorkers: 'block',
  },
  projects: CLUSTER
    ? [
        {
          name: 'cluster',
          use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, launchOptions },
          testMatch: /\.cluster\.spec\.ts$/,
          fullyParallel: false,
        },
      ]
    : [
        {
          name: 'desktop',
          use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, launchOptions },
          testIgnore: [/\.serial\.spec\.ts$/, /\.cluster\.spec\.ts$/],
        },
        {
          name: 'mobile',
          use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
          testMatch: /\.responsive\.spec\.ts$/,
        },
        {
          name: 'serial',
          use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, launchOptions },
          testMatch: /\.serial\.spec\.ts$/,
          dependencies: PART === 'serial' ? [] : ['desktop', 'mobile'],
          fullyParallel: false,
          // One file at a time too: two release specs side by side release over each other's versions.
          workers: 1,
        },
      ].filter((p) => (PART === 'serial' ? p.name === 'serial' : PART === 'parallel' ? p.name !== 'serial' : true)),
  // The production run, started once for the whole suite: built bundles served from their own origins.
  webServer: {
    // --ssr-host: the same site rendered on the server on base+20 beside it, for tests/ssr
    // (support/ssr-site.ts). Not in the cluster run.
    command: `node ../node_modules/tsx/dist/cli.mjs ../host-server/start.ts --no-build${CLUSTER ? ' --cluster' : ' --ssr-host'}`,
    url: `${SITE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      DB_FILE: process.env.DB_FILE ?? join(tmpdir(), `mfp-e2e-${Date.now()}.sqlite`),
      CONSOLE_TOKEN,
      // The loopback /__test helpers (captcha answers, sms codes, hand-offs, soketi kill) exist only when asked for.
      TEST_ROUTES: '1',
      // Every spec registers its own members from one loopback address; the per-IP registration limits
      // (spec 8 code 997, proved by the server's jest tests) would otherwise stop the suite half-way.
      LIMIT_REGISTRATIONS_PER_IP_DAY: '100000',
      LIMIT_REGISTER_PER_IP_MINUTE: '100000',
      // Every e2e browser sends its beacons from the same address; the per-IP beacon limit has its jest test.
      LIMIT_RUM_PER_IP_MINUTE: '100000',
      // Visitor pages come from the page cache, as in production (a cached page is rendered whole before its
      // first byte, so the cluster's nginx can pass a request a killed host server dropped to the other one).
      // Specs publish content and load the page at once: each console call purges the caches
      // (support/console.ts purgePageCaches, a loopback test route of the host servers).
      MFP_PAGE_CACHE: '1',
      ...(PUSHER_APP_SECRET ? { PUSHER_APP_SECRET } : {}),
    },
  },
});
