// Median and 95th-percentile response times of the public pages and calls, rendered on request by
// the built Node server on a fresh embedded database with the demo content, and of two built files it
// serves from memory. Sequential requests over loopback, after a warm-up. Run `npm run build` first,
// then `node bench/render-times.mjs`.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const port = 4388;
const base = `http://127.0.0.1:${port}`;
const rounds = Number(process.env.ROUNDS ?? 200);
const dir = 'test-results/bench-data';
rmSync(dir, { recursive: true, force: true });

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: `file:./${dir}/portal.db`, UPLOADS_DIR: `${dir}/uploads`, LOG_LEVEL: 'error' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${base}/api/public/pre-built-model-code`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  const list = await (await fetch(`${base}/api/public/pre-built-model?pageSize=1`)).json();
  const id = list.data.items[0].id;
  const stories = await (await fetch(`${base}/api/public/success-story?pageSize=1`)).json();
  const storyId = stories.data.items[0].id;
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(await (await fetch(`${base}/login`)).text())?.[1];
  const targets = {
    'home (ko)': '/',
    'home (en)': '/en/',
    'story list (ko)': '/resources/success-story',
    'story detail (ko)': `/resources/success-story/detail/${storyId}`,
    'story detail (en)': `/en/resources/success-story/detail/${storyId}`,
    'privacy policy (ko)': '/privacy_policy',
    'model list (en)': '/en/resources/pre-built-model',
    'model list, filtered (ko)': '/resources/pre-built-model?industries=FIN,MAN&algorithms=XGB,ANO&keyword=%EC%98%88%EC%B8%A1',
    'model detail (ko)': `/resources/pre-built-model/detail/${id}`,
    'API list, page 1': '/api/public/pre-built-model',
    'API code lists': '/api/public/pre-built-model-code',
    'API banners (ko)': '/api/public/banner/get-list/ko',
    'pre-rendered sign-in page': '/login',
    ...(script ? { 'hashed script (built file)': script } : {}),
  };
  console.log(`${rounds} sequential requests each, after 20 warm-up requests\n`);
  for (const [name, path] of Object.entries(targets)) {
    for (let i = 0; i < 20; i++) await (await fetch(base + path)).arrayBuffer();
    const times = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      const res = await fetch(base + path);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
    console.log(`${name.padEnd(28)} median ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`);
  }
} finally {
  server.kill();
}
