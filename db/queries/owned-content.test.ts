import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentKindNames, type ContentKindName } from '#core/content-kinds.ts';
import { schema, type Db } from '../client.ts';
import { migrateLibsql, openLibsql } from '../libsql.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '../seed/generators.ts';
import { countOwnedContent, ownedTables, transferOwnedContent } from './owned-content.ts';

let db: Db;
let close: () => void;

beforeEach(async () => {
  const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'owned-')), 'portal.db')}`);
  await migrateLibsql(opened.db);
  db = opened.db;
  close = () => opened.client.close();
});
afterEach(() => close());

async function modelBy(writer: string, deleted = false): Promise<number> {
  const id = await insertPreBuiltModel(db, preBuiltModelSeed());
  await db
    .update(schema.preBuiltModel)
    .set({ insByUserName: writer, delYn: deleted ? 'Y' : 'N' })
    .where(eq(schema.preBuiltModel.id, id));
  return id;
}

/** A count for every kind: the ones given, and 0 for the rest. */
const counts = (some: Partial<Record<ContentKindName, number>>) => ({ ...Object.fromEntries(contentKindNames.map((kind) => [kind, 0])), ...some });

describe('owned content over every kind (core/content-kinds.ts)', () => {
  it('declares the table of every kind of content', () => {
    expect(Object.keys(ownedTables).sort()).toEqual([...contentKindNames].sort());
  });

  it('counts a writer’s live items of each kind, not deleted ones and not other writers’', async () => {
    await modelBy('김작성');
    await modelBy('김작성');
    await modelBy('김작성', true);
    await modelBy('이작성');
    expect(await countOwnedContent(db, '김작성')).toEqual(counts({ PRE_BUILT_MODEL: 2 }));
  });

  it('hands everything of one writer to another at once, deleted items included, and leaves the rest', async () => {
    const live = await modelBy('김작성');
    const deleted = await modelBy('김작성', true);
    const other = await modelBy('이작성');
    expect((await transferOwnedContent(db, { from: '김작성', to: '박인수' })).map((item) => [item.kind, item.id])).toEqual([['PRE_BUILT_MODEL', live]]);
    const writers = await db.select({ id: schema.preBuiltModel.id, writer: schema.preBuiltModel.insByUserName }).from(schema.preBuiltModel);
    expect(Object.fromEntries(writers.map((row) => [row.id, row.writer]))).toMatchObject({ [live]: '박인수', [deleted]: '박인수', [other]: '이작성' });
    expect(await countOwnedContent(db, '김작성')).toEqual(counts({}));
  });
});
