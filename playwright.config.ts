import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Browser tests run against the built Node server on a fresh embedded database, in Debian's
// Chromium (browsers cannot be downloaded here; `.ci/run` installs the `chromium` package).
const port = Number(process.env.E2E_PORT ?? 4329);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Parallel workers against the one server. Every test creates what it changes (its own member, unique
// titles; docs/testing.md "Browser tests in parallel"); the few tests that change or count what the whole
// portal shares (published stories and models, the download statistics) are tagged @global-data and run
// after the others, one at a time. At least two workers, so a collision shows up on every machine.
const workers = process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2));
const GLOBAL_DATA = /@global-data/;
// Every browser context starts as a browser the demo accounts have signed in with (their device cookies,
// decision 032), beside the server's data (scripts/e2e-server.mjs): e2e/support/known-browsers.ts.
const knownBrowsers = `${process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'}/known-browsers.json`;
// Sign-in with Google (issue 34) against the real OpenID Connect provider that e2e/sign-in-provider.spec.ts starts
// 1000 ports above the portal's, with the client of edge-api/src/testing/oidc-provider.ts (TEST_CLIENT): the portal
// reads the issuer only when a sign-in starts, so the provider may start after the portal.
const googleSignIn = {
  GOOGLE_CLIENT_ID: 'portal-test-client',
  GOOGLE_CLIENT_SECRET: 'portal-test-secret-0123456789',
  GOOGLE_ISSUER: `http://127.0.0.1:${port + 1000}`,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // long user stories on a busy 2-core machine take far longer than on a quiet one: a console story that
  // signs in and runs three accessibility scans took over two minutes on two cores shared with another run
  // of the whole suite, a step from its end; a hung step still fails after the expect timeout below
  timeout: 300_000,
  // two browsers running accessibility scans can starve the server for many seconds on two cores
  expect: { timeout: 30_000 },
  globalSetup: './e2e/support/known-browsers.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState: knownBrowsers,
    browserName: 'chromium',
    // a common laptop, wide enough for the header's six menus side by side (below 1,344 px they sit behind
    // the menu button; e2e/header.spec.ts checks both sides)
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: chromium,
      // a UTF-8 locale even where the environment has none (CI's is nearly empty): without it Chromium
      // saves a download with a Korean name as "download"
      env: { ...process.env, LANG: process.env.LANG ?? 'C.UTF-8' },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // a trace is recorded on a failed test's retry (CI retries once): recording one for every test, to keep a failure's,
    // was a third of the stage's time (its screencast frames alone: 236 -> 152 s of CPU for two specs); locally, rerun a
    // failure with --trace on
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'parallel', grepInvert: GLOBAL_DATA },
    // published content and portal-wide counters: alone, after the parallel tests (which count them)
    { name: 'global-data', grep: GLOBAL_DATA, workers: 1, dependencies: ['parallel'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/public/pre-built-model-code`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', ...googleSignIn },
  },
});
