// A new user's first start (`npm start`, scripts/start.mjs) on a new embedded database: it creates, migrates
// and seeds the database, says where the portal is, and prints nothing else alarming. Before the portal
// rendered a page at start (scripts/listen.mjs `warmUp`), Astro's one-time check of src/fetch.ts saw a call
// first and warned at every start that the middleware, i18n and actions handlers were never called.
// Only requests (no browser).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixture.ts';

test.describe.configure({ timeout: 240_000 });

/** A port beside the browser tests' own server (E2E_PORT) and the several-processes test's two. */
const port = Number(process.env.E2E_PORT ?? 4329) + 102;

test('a first start creates and seeds the database, says where the portal is, and warns of nothing', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-first-start-'));
  // the settings a new user has: none but where the data goes, so the test leaves the checkout's data alone
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATABASE_URL: `file:${join(dir, 'portal.db')}` };
  Object.assign(env, { UPLOADS_DIR: join(dir, 'uploads'), OUTBOX_DIR: join(dir, 'outbox') });
  const portal: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => portal.once('exit', resolve));
  let output = '';
  portal.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  portal.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    await expect
      .poll(() => (portal.exitCode === null ? output : `exited: ${output}`), { timeout: 180_000, message: 'the start says where the portal is' })
      .toMatch(/^(?!exited)[\s\S]*Analytics Portal is ready/);
    // what a load balancer and a visitor ask first: neither may bring a warning either
    for (const path of ['/healthz', '/', '/en/', '/api/public/pre-built-model-code']) {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(answer.status, path).toBe(200);
      await answer.arrayBuffer();
    }
    await expect.poll(() => output.match(/"route":"\/api\/public\/pre-built-model-code"/g)?.length ?? 0).toBe(2);
  } finally {
    portal.kill('SIGTERM');
    await exited;
  }
  const unexpected = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('Analytics Portal is ready'))
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: string }).level !== 'info';
      } catch {
        return true;
      }
    });
  expect(unexpected, `the first start printed:\n${output}`).toEqual([]);
});
