// The Worker's way of hearing the other isolates' writes (decision 016), on the real embedded database:
// the triggers of migration 0005 raise the right topic for each table's writes, and a portal configured as
// the Worker is (each instance its own caches, catching up once per request) shows what another connection
// to the same database wrote on its next request, pages and calls kept for visitors included.
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Page } from '#core/schemas/common.ts';
import { configureReadCache, type ReadTopic } from '#db/cache/read-cache.ts';
import { readVersionsOf } from '#db/cache/read-versions.ts';
import { openLibsql } from '#db/libsql.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '#db/seed/generators.ts';
import { createTestApp } from '../testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** Another instance's connection to the same database: its writes reach this app only through the versions. */
let elsewhere: Client;
let modelId: number;
let asked = 0;

beforeAll(async () => {
  t = await createTestApp({ answers: true });
  const versions = readVersionsOf(t.db);
  configureReadCache(t.db, { maxEntries: 100, maxAgeMs: 60 * 60_000, shareLoads: false }, () => {
    asked += 1;
    return versions();
  });
  modelId = await insertPreBuiltModel(t.db, preBuiltModelSeed({ titleEn: 'Kiln failure prediction', industries: ['MAN'], algorithms: ['XGB'] }));
  ({ client: elsewhere } = await openLibsql(`file:${t.dbPath}`));
});

afterAll(() => {
  elsewhere.close();
  t.close();
});

type Model = { id: number; titleEn: string; view: number };
const titles = async () =>
  ((await (await t.get('/api/public/pre-built-model?pageSize=9', 'en')).json()) as Envelope<Page<Model>>).data.items.map((item) => item.titleEn);

describe('what other instances write', () => {
  it('moves only the topics of the tables written', async () => {
    const moved = readVersionsOf(t.db);
    expect(await moved()).toEqual([]);
    const after = async (sql: string): Promise<ReadTopic[]> => {
      await elsewhere.execute(sql);
      return [...(await moved())].sort();
    };
    expect(await after(`update pre_built_model set view = view + 3 where id = ${modelId}`)).toEqual(['PRE_BUILT_MODEL:views']);
    expect(await after(`update pre_built_model set title_en = 'Kiln failure forecast' where id = ${modelId}`)).toEqual(['PRE_BUILT_MODEL']);
    expect(await after(`delete from pre_built_model_algorithm where model_id = ${modelId}`)).toEqual(['PRE_BUILT_MODEL']);
    // a file nobody has claimed yet is nobody's read; claimed by a story, it is the story's
    const upload = `insert into attachment (code, uploaded_by, name, extension, size, content_type, stored_path, created_date) values ('SUCCESS_STORY_ATM', 1, 'deck', 'pdf', 10, 'application/pdf', '/files/x.pdf', '2026-11-20')`;
    expect(await after(upload)).toEqual([]);
    expect(await after(`update attachment set owner_id = 1 where stored_path = '/files/x.pdf'`)).toEqual(['SUCCESS_STORY']);
    expect(await after(`update industry set name_en = name_en where key = (select min(key) from industry)`)).toEqual(['catalogue']);
    // the home statistics count downloads of the studio, not its page views
    const use = (type: string, action: string) =>
      `insert into content_usage_history (content_type, action, created_at) values ('${type}', '${action}', '2026-11-20')`;
    expect(await after(use('SOFTWARE', 'DOWNLOAD'))).toEqual(['statistics']);
    expect(await after(use('PRE_BUILT_MODEL', 'VIEW'))).toEqual([]);
  });

  it('shows another instance’s edit on the next request, to a visitor served from memory too', async () => {
    await elsewhere.execute(`update pre_built_model set title_en = 'Kiln failure prediction' where id = ${modelId}`);
    expect(await titles()).toContain('Kiln failure prediction');
    // kept now: the same request again is answered from memory
    const kept = await t.get('/api/public/pre-built-model?pageSize=9', 'en');
    const etag = kept.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await t.get('/api/public/pre-built-model?pageSize=9', 'en', { 'if-none-match': etag })).status).toBe(304);
    await elsewhere.execute(`update pre_built_model set title_en = 'Rolling mill failure prediction' where id = ${modelId}`);
    expect(await titles()).toEqual(expect.arrayContaining(['Rolling mill failure prediction']));
    expect(await titles()).not.toContain('Kiln failure prediction');
    expect((await t.get('/api/public/pre-built-model?pageSize=9', 'en', { 'if-none-match': etag })).status).toBe(200);
  });

  it('shows views counted elsewhere on the detail, and asks once per request however much it reads', async () => {
    const view = async () => ((await (await t.get(`/api/public/pre-built-model?id=${modelId}`, 'en')).json()) as Envelope<Model>).data.view;
    const before = await view();
    await elsewhere.execute(`update pre_built_model set view = view + 5 where id = ${modelId}`);
    expect(await view()).toBe(before + 5);
    // a list call reads the codes, the filter's ids and the page's rows: one question for all of them
    const start = asked;
    await t.get('/api/public/pre-built-model?pageSize=9&industries=MAN', 'en', { cookie: 'portal_session=none' });
    expect(asked - start).toBe(1);
  });
});
