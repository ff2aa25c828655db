import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser journeys against the production build served by the real server (scripts/start.mjs builds dist/
// first when it is missing or stale), on a throw-away database, with e-mail delivered over real SMTP to the
// capture server of tests/e2e/global-setup.ts. Everything listens on 127.0.0.1 only.
// The runner evaluates this file first and each worker again; workers inherit the runner's environment,
// so the ports and folders chosen here on the first evaluation are the same everywhere. The web server
// starts before global setup does, so they must be chosen here; global teardown removes the folders.
// Free ports are asked of the OS (several runs can share a machine); E2E_PORT / E2E_SMTP_PORT pin them.
process.env.E2E_PORT ??= freePort();
process.env.E2E_SMTP_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_ROOT ??= path.join(os.tmpdir(), `quayside-e2e-${randomBytes(5).toString('hex')}`);
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_ROOT, 'mail');
const dataDir = path.join(process.env.E2E_ROOT, 'data');

/**
 * Spec files run after the others, with nothing beside them (see `workers`), in the order of their names.
 * The offline reload holds a page to a second in its own clock: beside another journey on two cores, it
 * would measure the other journey. The servicing journey moves the whole book's business date forward
 * (every loan's days past due): no journey that reads a loan's dates runs beside or after it (sign-in's,
 * after it by name, reads none). The Direct Debit journey moves it too, by about two months, before the
 * servicing journey by name. The journey of a borrower struggling to pay moves it about three months, after
 * the servicing journey by name (and after sign-in's, which reads no dates).
 */
const alone = [
  '**/direct-debit.spec.ts',
  '**/first-paint.spec.ts',
  '**/ops-console.spec.ts',
  '**/sign-in.spec.ts',
  '**/struggling-to-pay.spec.ts',
  '**/offline-reload.spec.ts',
  '**/servicing.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two spec files at a time against the one server: with one, a journey left half of the two cores idle
  // (waiting on the network, timers and animations) and the journeys were 1,000 s of a 1,600 s CI run.
  // The specs that measure the page (layout shifts, the first paint's order), read the whole desk (the
  // console's queue counts, which another spec's applications would move) or race a toast against a redirect
  // (sign-in's U403, missed once beside another spec) run afterwards, one at a time.
  // E2E_WORKERS=1 runs everything one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // With the member area's journeys they took 21 minutes on a shared machine (2026-11-25 evening; the
  // apply-resume journey's 20 rounds, five since, 5.4 of them); a stuck run still ends well inside CI's time.
  globalTimeout: 40 * 60_000,
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  outputDir: 'test-results',
  reporter: [
    ['line'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'playwright-report/results.json' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    // Playwright never downloads a browser here (STACK trap 17).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // A teardown project starts once the project it closes has finished, whether or not all of it passed
    // (a dependency would skip it after one failure).
    { name: 'chromium', testIgnore: alone, teardown: 'alone' },
    { name: 'alone', testMatch: alone, workers: 1 },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    // A first run may build the app and create the database (initdb ≈ 5 s).
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Not production, so the demo borrower and operator are seeded.
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Every journey's borrowers and operators sign in from 127.0.0.1, the demo operator in almost every
      // console journey: a whole run makes a few hundred sign-ins in 15 minutes, dozens of them to one
      // account, which the limits per address (100) and per address and account (10) would refuse. The
      // limits' own tests are API tests (member-routes.limits.test.ts) and the two-server suite.
      AUTH_RATE_PER_ADDRESS: '5000',
      LOGIN_RATE_PER_ACCOUNT: '1000',
      COMPLAINT_RATE_PER_ADDRESS: '1000',
      // Likewise every page of two journeys at once asks the API from that one address, at the pace of a
      // machine rather than a person, several at once; the per-client pace, minute and requests in hand have
      // their own tests (server/plugins/load-shedding.test.ts).
      API_RATE_PER_MINUTE: '1000000',
      API_IN_HAND_PER_CLIENT: '1000',
    },
  },
});

/** A port nobody listens on right now, on 127.0.0.1 (asked synchronously: this file cannot await). */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
