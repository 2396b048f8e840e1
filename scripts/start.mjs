// Starts the built portal on Node (embedded database by default) and says where it listens.
import { existsSync } from 'node:fs';

if (!existsSync('dist/node/server/entry.mjs')) {
  console.error('The portal is not built yet: run `npm run build` first.');
  process.exit(1);
}
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
await import('../dist/node/server/entry.mjs');
console.log(`\n  Analytics Portal: http://${process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST}:${process.env.PORT}/  (English: /en/, admin: /admin, API reference: /api/docs)\n`);
