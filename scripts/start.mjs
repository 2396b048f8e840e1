// Starts the built portal on Node (embedded database by default) and says where it listens once
// the database is created, migrated and seeded (the first request prepares it).
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

if (!existsSync('dist/node/server/entry.mjs')) {
  console.error('The portal is not built yet: run `npm run build` first.');
  process.exit(1);
}
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
await import('../dist/node/server/entry.mjs');

const host = process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST;
const base = `http://${host}:${process.env.PORT}`;
for (let attempt = 0; attempt < 300; attempt++) {
  const ready = await fetch(`${base}/api/public/pre-built-model-code`).then((res) => res.ok, () => false);
  if (ready) {
    console.log(`\n  Analytics Portal is ready: ${base}/  (English: ${base}/en/, admin: ${base}/admin, API reference: ${base}/api/docs)\n`);
    break;
  }
  await sleep(200);
}
