// The console's JavaScript (issue 12, Measured): what Debian's Chromium loads for the first screen after
// the sign-in (/admin, the connection history) and for each other screen opened directly, as the sum of
// the built files' sizes and of their sizes gzipped (level 9, as the build precompresses them), and what
// each screen adds to the first one. Starts its own built portal on a fresh database and signs in as the
// demo admin.  npm run build && node bench/console-js.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { consoleSession } from './lib/console-session.mjs';
import { startPortal } from './lib/portal.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4473);
const DIR = '/tmp/portal-console-js';
const CLIENT = 'dist/node/client';
const screens = [
  '/admin',
  '/admin/account',
  '/admin/account/add-account',
  '/admin/permission',
  '/admin/banner',
  '/admin/banner/add-banner',
  '/admin/privacy-policy',
  '/admin/privacy-policy/register',
  '/admin/content-ownership',
  '/admin/batch-process-inactive',
  '/admin/batch-history',
];

const portal = await startPortal({ port: PORT, dir: DIR });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const { cookies } = await consoleSession(portal.url, join(DIR, 'outbox'));
  const context = await browser.newContext();
  await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: portal.url })));
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  let first;
  console.log('screen\tfiles\tKB\tgzip KB\tadded to the first screen: files, gzip KB');
  for (const screen of screens) {
    const page = await context.newPage();
    const files = new Set();
    page.on('response', (answer) => {
      const path = new URL(answer.url()).pathname;
      if (path.endsWith('.js')) files.add(path);
    });
    await page.goto(`${portal.url}${screen}`);
    // the screen is there when its heading is; then whatever it still loads
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    if (page.url().includes('/admin/login')) throw new Error('the console sent the browser to sign in');
    await page.close();
    const sizes = [...files].map((path) => {
      const bytes = readFileSync(join(CLIENT, path));
      return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
    first ??= new Set(files);
    const added = sizes.filter((file) => !first.has(file.path));
    console.log(`${screen}\t${sizes.length}\t${kb(sum(sizes, 'raw'))}\t${kb(sum(sizes, 'gzip'))}\t${added.length}, ${kb(sum(added, 'gzip'))}`);
  }
} finally {
  await browser.close();
  await portal.stop();
}
