import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlobStore } from '#core/blob-store.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { seedCatalogues } from '#db/seed/seed.ts';
import { createApp } from '../app.ts';
import { FsBlobStore } from '../lib/blob-store-fs.ts';
import type { AppDeps, Logger } from '../types.ts';

export type TestLog = Logger & { errors: { message: string; fields?: Record<string, unknown> }[] };

/**
 * The real app in process on a fresh, migrated embedded database and upload folder of its own,
 * with the spec's catalogues loaded. Tests add the content they need with the seed's generators.
 */
export async function createTestApp() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const { db, client } = await openLibsql(`file:${join(dir, 'portal.db')}`);
  await migrateLibsql(db);
  await seedCatalogues(db);
  const blobs: BlobStore = new FsBlobStore(join(dir, 'uploads'));
  const errors: TestLog['errors'] = [];
  const log: TestLog = { info() {}, error: (message, fields) => void errors.push(fields ? { message, fields } : { message }), errors };
  const deps: AppDeps = { db, blobs, log };
  const app = createApp({ deps: () => Promise.resolve(deps) });
  return {
    app,
    db,
    blobs,
    log,
    dir,
    /** GET a path as a caller speaking `lang`. */
    get: (path: string, lang: 'ko' | 'en' = 'ko', headers: Record<string, string> = {}) =>
      app.request(path, { headers: { 'accept-language': lang, ...headers } }),
    close: () => client.close(),
  };
}
