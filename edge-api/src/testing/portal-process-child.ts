// The second portal process of edge-api/src/testing/portal-process.ts: the real app on its own connection
// to the database file named by its first argument, wired as the test app is. It answers each request
// read as a JSON line on stdin with a JSON line on stdout; a request carries the moment its clock shows.
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openLibsql } from '#db/libsql.ts';
import { createApp } from '../app.ts';
import { schedule } from '../jobs/run-jobs.ts';
import { FsBlobStore } from '../lib/blob-store-fs.ts';
import { fileTransport } from '../lib/mail/file-transport.ts';
import { createOutbox } from '../lib/mail/outbox.ts';
import { createPasswords } from '../lib/password-hash.ts';
import { nodePictureCodecs } from '../lib/pictures/wasm-node.ts';
import { memoryRateLimiter } from '../lib/rate-limiter.ts';
import { SEARCH_RATE_LIMIT } from '../lib/search-limit.ts';
import { nodeShareCardFont } from '../runtime/node-share-card-font.ts';
import { nodeSystem } from '../runtime/node-system.ts';
import type { AppDeps, Logger } from '../types.ts';
import { SITE, TEST_SCRYPT_PARAMS } from './test-app.ts';

type Asked = { at: string; path: string; init: { method: string; headers: Record<string, string>; body: string | null } };

const dir = process.argv[2] ?? '';
const { db } = await openLibsql(`file:${join(dir, 'portal.db')}`);
let clock = new Date();
const now = () => clock;
const log: Logger = { info() {}, error: (message, fields) => process.stderr.write(`${message} ${JSON.stringify(fields ?? {})}\n`) };
const files = fileTransport(join(dir, 'outbox'), log);
const deps: AppDeps = {
  db,
  blobs: new FsBlobStore(join(dir, 'uploads')),
  log,
  outbox: createOutbox(db, { mail: files, sms: files }, now),
  passwords: createPasswords(TEST_SCRYPT_PARAMS),
  config: {
    publicSiteUrl: SITE,
    trustProxy: false,
    devMailPage: true,
    attachmentLimits: { maxTotalBytes: 50 * 1024 * 1024, maxFileBytes: 20 * 1024 * 1024 },
  },
  pictures: nodePictureCodecs,
  searchLimiter: memoryRateLimiter(SEARCH_RATE_LIMIT),
  system: nodeSystem(`file:${join(dir, 'portal.db')}`, schedule),
  shareCardFont: nodeShareCardFont,
  now,
};
const app = createApp({ deps: () => Promise.resolve(deps), clientIp: (c) => c.req.header('x-test-ip') ?? '127.0.0.1' });

process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  const { at, path, init } = JSON.parse(line) as Asked;
  clock = new Date(at);
  const res = await app.request(new URL(path, SITE).href, init);
  process.stdout.write(`${JSON.stringify({ status: res.status, headers: [...res.headers], body: await res.text() })}\n`);
}
