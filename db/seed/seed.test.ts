import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '#core/blob-store.ts';
import { kindsOfSearchCategory } from '#core/content-kinds.ts';
import { searchCategories } from '#core/search/types.ts';
import { dbKindDeclarations } from '../kinds/index.ts';
import { migrateLibsql, openLibsql, type LibsqlHandle } from '../libsql.ts';
import { kindSlug, seededKindNames, type KindSeed } from './kind-seed.ts';
import { kindSeedOf, seedAll } from './seed.ts';

// The seed finds a kind's demo content by the kind's name (./kinds/<kind>.ts): nothing else fails when a
// new kind's is forgotten or misnamed, so these checks do.

let db: LibsqlHandle['db'];
// the files' bytes are not looked at here
const blobs: BlobStore = { put: () => Promise.resolve(), get: () => Promise.resolve(null), delete: () => Promise.resolve(), list: async function* () {} };
let close: () => void;

beforeAll(async () => {
  const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'seed-')), 'portal.db')}`);
  db = opened.db;
  close = () => opened.client.close();
  await migrateLibsql(db);
  await seedAll(db, blobs, (password) => Promise.resolve(`hashed:${password}`), {
    now: new Date('2026-11-20T03:00:00Z'),
  });
}, 120_000);
afterAll(() => close());

describe("the kinds' demo content", () => {
  it('is declared for every kind that does not say it has none, and for no other', async () => {
    const seeded = seededKindNames().map(kindSlug);
    const files = readdirSync(new URL('./kinds/', import.meta.url)).map((file) => file.replace(/\.ts$/, ''));
    expect(files.toSorted()).toEqual(seeded.toSorted());
    for (const slug of seeded) {
      const { kindSeed } = (await import(`./kinds/${slug}.ts`)) as { kindSeed?: KindSeed };
      expect(typeof kindSeed?.write, `db/seed/kinds/${slug}.ts exports its kindSeed`).toBe('function');
    }
  });

  it('gives every search tab a sample for the search tests, with words of its own', async () => {
    const words: string[] = [];
    for (const category of searchCategories) {
      const seeds = await Promise.all(kindsOfSearchCategory(category).map(kindSeedOf));
      const sample = seeds.find((seed) => seed.searchSample)?.searchSample;
      expect(sample, `a kind of the tab ${category} declares its searchSample in db/seed/kinds/`).toBeDefined();
      words.push(sample!.words.ko, sample!.words.en);
    }
    expect(new Set(words).size).toBe(words.length);
  });

  it("leaves live rows in each seeded kind's table", async () => {
    for (const name of seededKindNames()) {
      const { table, live } = dbKindDeclarations[name].owned;
      const [rows] = await db.select({ n: count() }).from(table).where(live);
      expect(rows?.n ?? 0, name).toBeGreaterThan(0);
    }
  });
});
