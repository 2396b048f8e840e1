import { defineConfig } from '@playwright/test';

// Browser tests run against the built Node server on a fresh embedded database, in Debian's
// Chromium (browsers cannot be downloaded here; `.ci/run` installs the `chromium` package).
const port = Number(process.env.E2E_PORT ?? 4329);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // long user stories on a busy 2-core machine take far longer than on a quiet one
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
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
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/public/pre-built-model-code`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1' },
  },
});
