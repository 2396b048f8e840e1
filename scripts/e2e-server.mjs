// Starts the built Node server for the browser tests on a fresh embedded database and upload folder.
import { rmSync } from 'node:fs';

const dir = 'test-results/e2e-data';
rmSync(dir, { recursive: true, force: true });
process.env.DATABASE_URL = `file:./${dir}/portal.db`;
process.env.UPLOADS_DIR = `${dir}/uploads`;
process.env.SEED_DEMO_CONTENT = 'true';
process.env.LOG_LEVEL = 'error';
await import('../dist/node/server/entry.mjs');
