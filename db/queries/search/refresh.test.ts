import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { schema, type Db } from '../../client.ts';
import { migrateLibsql, openLibsql } from '../../libsql.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '../../seed/generators.ts';
import { SEARCH_BODY_LENGTH } from './documents.ts';
import { rebuildSearchIndex, refreshSearchIndex } from './refresh.ts';
import { searchRowid } from './rowid.ts';
import { searchAll } from './search.ts';

let db: Db;
let close: () => void;

beforeEach(async () => {
  const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'search-')), 'portal.db')}`);
  await migrateLibsql(opened.db);
  db = opened.db;
  close = () => opened.client.close();
});
afterEach(() => close());

const now = () => new Date().toISOString();
const marks = () => db.select({ kind: schema.searchPending.kind, refId: schema.searchPending.refId }).from(schema.searchPending);
const entries = () =>
  db
    .select({ kind: schema.searchEntry.kind, refId: schema.searchEntry.refId, lang: schema.searchEntry.lang, title: schema.searchEntry.title })
    .from(schema.searchEntry);
const ftsRows = async () => (await db.all<{ n: number }>(sql`select count(*) as n from search_fts`))[0]?.n;
const total = async (keyword: string) => (await searchAll(db, null, keyword, 'ko')).groups.find((group) => group.category === 'COMMUNITY_FAQ')?.total;

async function faq(titleKr: string, titleEn = 'An answer'): Promise<number> {
  const [row] = await db
    .insert(schema.faq)
    .values({ titleKr, titleEn, contentKr: '<p>본문</p>', contentEn: '<p>body</p>', categoryId: 1, insDtm: now() })
    .returning({ id: schema.faq.id });
  return row!.id;
}

describe('the index queue (search_pending)', () => {
  it('is marked by the triggers of every write of searched text, not by a view count', async () => {
    const id = await faq('계정 잠금 해제');
    expect(await marks()).toEqual([{ kind: 'FAQ', refId: id }]);
    await refreshSearchIndex(db);
    expect(await marks()).toEqual([]);
    await db.update(schema.faq).set({ view: 5 }).where(eq(schema.faq.id, id));
    expect(await marks()).toEqual([]);
    await db.update(schema.faq).set({ contentKr: '<p>새 본문</p>' }).where(eq(schema.faq.id, id));
    expect(await marks()).toEqual([{ kind: 'FAQ', refId: id }]);
  });

  it('keeps a row marked again while a drain ran, and two drains side by side leave one entry per language', async () => {
    const id = await faq('계정 잠금 해제');
    const drains = Promise.all([refreshSearchIndex(db, 1), refreshSearchIndex(db, 1), refreshSearchIndex(db, 1)]);
    await db.update(schema.faq).set({ titleKr: '비밀번호 재설정' }).where(eq(schema.faq.id, id));
    await drains;
    await refreshSearchIndex(db);
    expect(await marks()).toEqual([]);
    expect(await entries()).toEqual([
      { kind: 'FAQ', refId: id, lang: 'ko', title: '비밀번호 재설정' },
      { kind: 'FAQ', refId: id, lang: 'en', title: 'An answer' },
    ]);
    expect(await ftsRows()).toBe(2);
    expect(await total('비밀번호')).toBe(1);
    expect(await total('잠금')).toBe(0);
  });

  it('lets other work run between the batches of a long drain, and not after a short one', async () => {
    for (let i = 0; i < 25; i += 1) await faq(`질문 ${i}`);
    // a timer set when the drain starts fires before a drain of three batches ends: the server answers
    // other requests (and frees each batch's statements) meanwhile
    let ran = false;
    setTimeout(() => (ran = true), 0);
    expect(await refreshSearchIndex(db, 10)).toBe(25);
    expect(ran).toBe(true);
    await faq('계정 잠금 해제');
    ran = false;
    setTimeout(() => (ran = true), 0);
    expect(await refreshSearchIndex(db, 10)).toBe(1);
    expect(ran).toBe(false);
  });

  it('drains in bounded batches and rebuilds to the same index', async () => {
    for (let i = 0; i < 25; i += 1) await faq(`질문 ${i}`);
    expect(await refreshSearchIndex(db, 10)).toBe(25);
    const before = await entries();
    await db.run(sql`delete from search_fts`);
    await db.delete(schema.searchEntry);
    // an entry of a row gone meanwhile is dropped by the rebuild
    await db.insert(schema.searchEntry).values({
      id: searchRowid('FAQ', 999, 'ko'),
      kind: 'FAQ',
      category: 'COMMUNITY_FAQ',
      refId: 999,
      lang: 'ko',
      title: '없는 질문',
      body: '',
      path: '/community/FAQ',
      writtenAt: now(),
    });
    expect(await rebuildSearchIndex(db, 7)).toBe(26);
    expect(await entries()).toEqual(expect.arrayContaining(before));
    expect((await entries()).length).toBe(before.length);
    expect(await ftsRows()).toBe(50);
  });

  it('keeps a long body to its bound with the algorithm codes at its end', async () => {
    const id = await insertPreBuiltModel(db, preBuiltModelSeed({ overviewKr: '가나다 '.repeat(3000), algorithms: ['XGB'] }));
    await refreshSearchIndex(db);
    const [row] = await db.select({ body: schema.searchEntry.body }).from(schema.searchEntry).where(eq(schema.searchEntry.refId, id)).limit(1);
    expect(row!.body.length).toBeLessThanOrEqual(SEARCH_BODY_LENGTH);
    expect(row!.body.endsWith('XGB XGBoost')).toBe(true);
  });
});
