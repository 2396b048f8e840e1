// Starts the built Node server for the browser tests on a fresh embedded database and upload folder
// (E2E_DATA_DIR moves them, so a second server, e.g. scripts/screenshots.mjs's, leaves the tests' alone).
import { rmSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { listen } from './listen.mjs';

const dir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
rmSync(dir, { recursive: true, force: true });
process.env.DATABASE_URL = `file:${isAbsolute(dir) ? dir : `./${dir}`}/portal.db`;
process.env.UPLOADS_DIR = `${dir}/uploads`;
process.env.OUTBOX_DIR = `${dir}/outbox`;
process.env.SEED_DEMO_CONTENT = 'true';
// /dev/mail lists sent mail, so a test reads the activation link as a member would read the mail
process.env.DEV_MAIL_PAGE = 'true';
process.env.LOG_LEVEL = 'error';
// webhook deliveries may reach the receivers the specs start on 127.0.0.1 (e2e/webhook.spec.ts): handed to the
// portal in this process, never through its environment (edge-api/src/runtime/node.ts, docs/webhooks.md)
globalThis[Symbol.for('portal.webhooksForTests')] = { reach: 'public-and-loopback', timeoutMs: 5000 };
await listen();
