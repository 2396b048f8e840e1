// The entry ids the search and the lists' keyword filters read back: a row's id and its kind come out of
// its rowid by arithmetic (kindRowidSql, which refIdsMatching runs in SQL), so the layout must hold for
// every kind, in JavaScript and in SQLite.
import { createClient } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { describe, expect, it } from 'vitest';
import { contentKindNames, contentKinds } from '#core/content-kinds.ts';
import { categoryOfRowid, categoryRowids, kindRowidSql, searchRowid } from './rowid.ts';

describe('searchRowid', () => {
  it('fits every kind in the four bits the layout gives it', () => {
    expect(contentKindNames.length).toBeLessThanOrEqual(16);
  });

  it('gives back the row, the kind and the category of every entry, the SQL of the lists included', async () => {
    const db = drizzle(createClient({ url: ':memory:' }));
    for (const kind of contentKindNames) {
      const { refId: refIdSql, isKind } = kindRowidSql(kind);
      for (const refId of [1, 77, 2 ** 31 - 1]) {
        for (const lang of ['ko', 'en'] as const) {
          const rowid = searchRowid(kind, refId, lang);
          const [first, last] = categoryRowids(contentKinds[kind].searchCategory);
          expect(rowid).toBeGreaterThanOrEqual(first);
          expect(rowid).toBeLessThanOrEqual(last);
          expect(categoryOfRowid(rowid)).toBe(contentKinds[kind].searchCategory);
          const [read] = await db.all<{ refId: number; isKind: number }>(
            sql`select ${refIdSql} as refId, ${isKind} as isKind from (select ${sql.raw(String(rowid))} as rowid)`,
          );
          expect(read).toEqual({ refId, isKind: 1 });
          // and no other kind of the same category claims it
          for (const other of contentKindNames.filter((name) => name !== kind && contentKinds[name].searchCategory === contentKinds[kind].searchCategory)) {
            const [claimed] = await db.all<{ isKind: number }>(
              sql`select ${kindRowidSql(other).isKind} as isKind from (select ${sql.raw(String(rowid))} as rowid)`,
            );
            expect(claimed).toEqual({ isKind: 0 });
          }
        }
      }
    }
  });
});
