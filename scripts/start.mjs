// Starts the built portal on Node (embedded database by default) and says where it is once the
// database is created, migrated and seeded (the first request prepares it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { asServerProcess } from './server-process.mjs';

// the server's memory settings and React's production build (scripts/server-process.mjs)
asServerProcess();

if (!existsSync('dist/node/server/entry.mjs')) {
  console.error('The portal is not built yet: run `npm run build` first.');
  process.exit(1);
}
const { readNodeEnv } = await import('../edge-api/src/env.ts');
/** The embedded database to create and seed on a first start, if that is what the settings ask for. */
function firstStartDatabase() {
  try {
    const settings = readNodeEnv(process.env);
    const file = settings.databaseUrl.startsWith('file:') ? settings.databaseUrl.slice('file:'.length) : undefined;
    return settings.seedDemoContent && file && !existsSync(file) ? file : undefined;
  } catch {
    // listen() says what is wrong with the settings
    return undefined;
  }
}
// a first start writes the demo content in a process of its own, so the server never holds what the
// seed made (its generated images and texts); later starts find the content there
if (firstStartDatabase()) {
  const seeded = spawnSync(process.execPath, ['scripts/seed-demo.ts'], { stdio: 'inherit' });
  if (seeded.status !== 0) {
    console.error('The demo content could not be written (see above).');
    process.exit(1);
  }
}
const { listen } = await import('./listen.mjs');
const { settings } = await listen().catch((error) => {
  console.error(`The portal did not start.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/** Asks the local server for a page as a browser at the public address would (the portal refuses other hosts). */
const isReady = () =>
  new Promise((resolve) => {
    const host = ['0.0.0.0', '::'].includes(settings.host) ? '127.0.0.1' : settings.host;
    const req = http.get(
      { host, port: settings.port, path: '/api/public/pre-built-model-code', headers: { host: new URL(settings.publicSiteUrl).host } },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('error', () => resolve(false));
  });

const base = settings.publicSiteUrl;
for (let attempt = 0; attempt < 300; attempt++) {
  if (await isReady()) {
    console.log(`\n  Analytics Portal is ready: ${base}/  (English: ${base}/en/, admin: ${base}/admin, API reference: ${base}/api/docs)\n`);
    break;
  }
  await sleep(200);
}
