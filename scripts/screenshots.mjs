// Screenshots of every page template at a phone's, a small phone's and a laptop's width, for a person to look
// at (not part of the test suite): `node scripts/screenshots.mjs [outDir]` (default /tmp/screens). It starts
// its own server from the built site (`npm run build` first) on a fresh database of its own, so it runs
// beside the browser tests. Pages are listed from site/src/pages: a new page template without an address
// here stops the script, so none is forgotten. Chromium: CHROME_PATH or Debian's /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium } from '@playwright/test';

const outDir = process.argv[2] ?? '/tmp/screens';
const port = Number(process.env.SCREENS_PORT ?? 4339);
const base = `http://127.0.0.1:${port}`;
const widths = [360, 390, 1366];
const MEMBER = { username: 'member@hanbit-manufacturing.co.kr', password: 'Portal#2026!' };
const CONTENT_MANAGER = { username: 'content@example-analytics.com', password: 'Portal#2026!' };

/** Every page template of the site, as its route under [...locale] (or at the root). */
function templates(dir = 'site/src/pages') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return templates(path);
    return entry.name.endsWith('.astro') ? [relative('site/src/pages', path).replace(/\.astro$/, '')] : [];
  });
}

async function waitForServer(server) {
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error('the screenshot server stopped');
    try {
      if ((await fetch(`${base}/api/public/pre-built-model-code`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the screenshot server did not start');
}

const firstId = async (path) => (await (await fetch(`${base}${path}?page=1&pageSize=1`)).json()).data.items[0].id;

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', E2E_DATA_DIR: join(tmpdir(), `portal-screens-${port}`) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForServer(server);
  const modelId = await firstId('/api/public/pre-built-model');
  const storyId = await firstId('/api/public/success-story');

  // the address to show for each template, and who looks at it
  const visitor = null;
  const shots = {
    404: [['/nope', visitor]],
    500: [],
    '[...locale]/about': [['/about', visitor]],
    '[...locale]/change-password': [['/change-password', MEMBER]],
    '[...locale]/check-email': [['/check-email', visitor]],
    '[...locale]/download/guide': [['/download/guide', visitor]],
    '[...locale]/download/index': [['/download', visitor]],
    '[...locale]/dso1/application': [['/dso1/application', visitor]],
    '[...locale]/dso1/introduction': [['/dso1/introduction', visitor]],
    '[...locale]/forget-id': [['/forget-id', visitor]],
    '[...locale]/forget-password': [['/forget-password', visitor]],
    '[...locale]/index': [
      ['/', visitor],
      ['/', MEMBER],
    ],
    '[...locale]/login': [['/login', visitor]],
    '[...locale]/my-page/change-info': [['/my-page/change-info', MEMBER]],
    '[...locale]/my-page/import-password': [['/my-page/import-password', MEMBER]],
    '[...locale]/my-page/info': [['/my-page/info', MEMBER]],
    '[...locale]/privacy_policy': [['/privacy_policy', visitor]],
    '[...locale]/privacy_policy_sup': [['/privacy_policy_sup', visitor]],
    '[...locale]/products/data-hub': [['/products/data-hub', visitor]],
    '[...locale]/products/machine-learning': [['/products/machine-learning', visitor]],
    '[...locale]/products/overview': [['/products/overview', visitor]],
    '[...locale]/register-success': [['/register-success', visitor]],
    '[...locale]/register': [['/register', visitor]],
    '[...locale]/reset-password': [['/reset-password', visitor]],
    '[...locale]/resources/pre-built-model/detail/[id]': [[`/resources/pre-built-model/detail/${modelId}`, visitor]],
    '[...locale]/resources/pre-built-model/edit/[id]': [[`/resources/pre-built-model/edit/${modelId}`, CONTENT_MANAGER]],
    '[...locale]/resources/pre-built-model/index': [['/resources/pre-built-model', visitor]],
    '[...locale]/resources/pre-built-model/registration': [['/resources/pre-built-model/registration', CONTENT_MANAGER]],
    '[...locale]/resources/success-story/detail/[id]': [[`/resources/success-story/detail/${storyId}`, visitor]],
    '[...locale]/resources/success-story/edit/[id]': [[`/resources/success-story/edit/${storyId}`, CONTENT_MANAGER]],
    '[...locale]/resources/success-story/index': [['/resources/success-story', visitor]],
    '[...locale]/resources/success-story/registration': [['/resources/success-story/registration', CONTENT_MANAGER]],
    '[...locale]/terms-conditions': [['/terms-conditions', visitor]],
    '[...locale]/search': [
      ['/search?keyword=XGBoost', visitor],
      ['/search?keyword=XGBoost&category=PREBUILT', visitor],
      ['/search?keyword=zzqx', visitor],
    ],
    'dev/mail': [['/dev/mail', visitor]],
    // the console's single-page app, one screen
    admin: [['/admin/login', visitor]],
  };
  const missing = templates().filter((template) => !(template in shots));
  if (missing.length > 0) throw new Error(`page templates without an address in scripts/screenshots.mjs: ${missing.join(', ')}`);

  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const koreanOnly = new Set(['[...locale]/privacy_policy_sup', '[...locale]/dso1/application', '[...locale]/dso1/introduction', 'dev/mail', 'admin']);
  let count = 0;
  for (const [template, targets] of Object.entries(shots)) {
    for (const [path, account] of targets) {
      for (const lang of koreanOnly.has(template) ? ['ko'] : ['ko', 'en']) {
        const context = await browser.newContext({ baseURL: base, locale: lang === 'en' ? 'en-US' : 'ko-KR' });
        if (account) {
          const answer = await context.request.post('/api/auth/login', { data: account });
          if (!answer.ok()) throw new Error(`${account.username} could not sign in: ${answer.status()}`);
        }
        const page = await context.newPage();
        const address = lang === 'en' ? (path === '/' ? '/en/' : `/en${path}`) : path;
        for (const width of widths) {
          await page.setViewportSize({ width, height: width < 800 ? 800 : 900 });
          await page.goto(address, { waitUntil: 'networkidle' });
          const name = `${template.replace(/^\[\.\.\.locale\]\//, '').replace(/[[\]/.]+/g, '_')}${account ? '-signed-in' : ''}-${lang}-${width}.png`;
          await page.screenshot({ path: join(outDir, name), fullPage: true });
          count += 1;
        }
        await context.close();
      }
    }
  }
  await browser.close();
  console.log(`${count} screenshots in ${outDir}`);
} finally {
  server.kill();
}
