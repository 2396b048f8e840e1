import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import type { FaqCategoryItem, FaqView } from '#core/schemas/faq.ts';
import { readVersionsOf } from '#db/cache/read-versions.ts';
import { schema } from '#db/client.ts';
import { openLibsql } from '#db/libsql.ts';
import { flushContentUsage } from '#db/queries/content-usage.ts';
import { insertFaq, type FaqSeed } from '#db/seed/content/faq.ts';
import { expectFailure, msg, readJson, type TestApp } from '../../testing/api-kit.ts';
import { authoringSessions, cookieOfSession, type NamedSessions } from '../../testing/authoring-sessions.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';
import { uploadAs, type SampleUpload } from '../../testing/uploads.ts';

let t: TestApp;
const sessions: NamedSessions = {};
/** 25 questions: 9 about the account (category 1), 8 about the portal (2), 8 technical (3); ids newest last. */
let seeded: number[] = [];
const now = new Date('2026-11-01T00:00:00Z');

function seed(index: number): FaqSeed {
  const category = ((index % 3) + 1) as 1 | 2 | 3;
  return {
    category,
    titleKr: `질문 ${index} ${category === 3 ? '라이선스 활성화' : '계정 설정'}`,
    titleEn: `Question ${index} ${category === 3 ? 'licence activation' : 'account settings'}`,
    contentKr: `<p>답변 ${index}${index === 4 ? ' 오프라인 환경' : ''}</p>`,
    contentEn: `<p>Answer ${index}${index === 4 ? ' offline environment' : ''}</p>`,
    daysAgo: 100 - index,
    // views rise and fall so the two orders differ
    view: (index * 7) % 25,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(sessions, await authoringSessions(t));
  seeded = [];
  for (let index = 0; index < 25; index += 1) seeded.push(await insertFaq(t.db, t.blobs, seed(index), { now }));
});
afterAll(() => t.close());

const cookieOf = (who: string) => cookieOfSession(sessions, who);

const list = async (query: string, lang: 'ko' | 'en' = 'ko') => {
  const res = await t.get(`/api/public/faq/list-faq${query}`, lang);
  const body = await readJson<Page<FaqView>>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
};
const faqCount = async () => (await t.db.select({ n: count() }).from(schema.faq))[0]?.n ?? 0;

/** The real upload call, as the authoring form makes it. */
const upload = (who: string, files: SampleUpload[], code = 'COMMUNITY_FAQ') => uploadAs(t, cookieOf(who).cookie, code, files);
const guide = (who = 'CONTENT_MANAGER') => upload(who, [{ name: '설치 안내.txt', bytes: 'Studio install steps\n1. Run the installer\n', type: 'text/plain' }]);

function payload(attachments: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    titleKr: '모델 배포 키는 어디에서 발급하나요?',
    titleEn: 'Where do I get a model deployment key?',
    contentKr: '<p>배포 화면의 <strong>키 발급</strong>을 누르세요.</p>',
    contentEn: '<p>Choose <strong>Issue key</strong> on the deployment page.</p>',
    type: 3,
    attachments,
    ...overrides,
  };
}

async function register(who: string, overrides: Record<string, unknown> = {}) {
  const res = await t.send('POST', '/api/admin/faq/register', payload(await guide(who), overrides), 'ko', cookieOf(who));
  const body = await readJson<FaqView>(res);
  expect(res.status, body.message).toBe(201);
  return body.data;
}

describe('GET /api/public/faq/list-faq', () => {
  it('pages live questions newest first, 10 by default, growing by pageNo for load-more', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10, totalPages: 3 });
    expect(first.items.map((item) => item.id)).toEqual(seeded.slice(-10).reverse());
    const third = await list('?pageNo=3&pageSize=10');
    expect(third.items.map((item) => item.id)).toEqual(seeded.slice(0, 5).reverse());
    // the page without JavaScript asks for the first 20 at once: the same questions as pages 1 and 2
    const twenty = await list('?pageSize=20');
    const second = await list('?pageNo=2');
    expect(twenty.items.map((item) => item.id)).toEqual([...first.items, ...second.items].map((item) => item.id));
  });

  it('filters by category and answers each question with its category names', async () => {
    const technical = await list('?category=3&pageSize=50', 'en');
    expect(technical.total).toBe(8);
    expect(technical.items.every((item) => item.type === 3 && item.categoryEn === 'Technical' && item.categoryKr === '기술')).toBe(true);
    expect((await list('?category=1&pageSize=50')).total).toBe(9);
    expect((await list('?category=99')).total).toBe(0);
  });

  it('orders by views, newest first among equals', async () => {
    const viewed = await list('?orderBy=mostViewed&pageSize=50');
    const views = viewed.items.map((item) => item.view);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const expected = seeded
      .map((id, index) => ({ id, view: seed(index).view, index }))
      .sort((a, b) => b.view - a.view || b.index - a.index)
      .map((item) => item.id);
    expect(viewed.items.map((item) => item.id)).toEqual(expected);
  });

  it('finds a keyword in the question, the answer or both, in either language', async () => {
    expect((await list('?keyword=licence&pageSize=50')).total).toBe(8);
    expect((await list('?keyword=라이선스&searchCondition=title&pageSize=50')).total).toBe(8);
    expect((await list('?keyword=licence&searchCondition=content')).total).toBe(0);
    const offline = await list('?keyword=offline&searchCondition=content');
    expect(offline.items.map((item) => item.id)).toEqual([seeded[4]]);
    expect((await list('?keyword=오프라인&searchCondition=title')).total).toBe(0);
    expect((await list('?keyword=offline')).total).toBe(1);
    // through the search index: a word with a particle finds its stem, an English word the words it begins
    expect((await list(`?keyword=${encodeURIComponent('라이선스를')}&searchCondition=title&pageSize=50`)).total).toBe(8);
    expect((await list('?keyword=licen&pageSize=50')).total).toBe(8);
    expect((await list('?keyword=offl&searchCondition=content')).items.map((item) => item.id)).toEqual([seeded[4]]);
    // LIKE wildcards are no wildcards, and a keyword with no word in it finds nothing
    expect((await list('?keyword=%25')).total).toBe(0);
    expect((await list('?keyword=lic%25nce')).total).toBe(0);
    expect((await list('?keyword=licence&category=1')).total).toBe(0);
  });

  it.each(['ko', 'en'] as const)('refuses invalid query values in the caller language (%s)', async (lang) => {
    await expectFailure(await t.get('/api/public/faq/list-faq?orderBy=oldest', lang), 422, lang, 'validation.invalid', { field: 'orderBy' });
    await expectFailure(await t.get('/api/public/faq/list-faq?searchCondition=everything', lang), 422, lang, 'validation.invalid', {
      field: 'searchCondition',
    });
    const res = await t.get('/api/public/faq/list-faq?pageSize=500', lang);
    expect(res.status).toBe(422);
    expect((await readJson(res)).message).not.toBe('');
    expect((await t.get('/api/public/faq/list-faq?category=abc', lang)).status).toBe(422);
  });
});

describe('GET /api/public/faq/category and detail', () => {
  it('lists the three categories of the spec in order', async () => {
    const res = await t.get('/api/public/faq/category', 'en');
    const body = await readJson<FaqCategoryItem[]>(res);
    expect(body.data).toEqual([
      { id: 1, categoryKr: '계정', categoryEn: 'Account' },
      { id: 2, categoryKr: '포털 이용', categoryEn: 'Using the portal' },
      { id: 3, categoryKr: '기술', categoryEn: 'Technical' },
    ]);
  });

  it('answers one live question, and 404 for an unknown or malformed id', async () => {
    const res = await t.get(`/api/public/faq/detail/${seeded[0]}`, 'ko');
    expect((await readJson<FaqView>(res)).data).toMatchObject({ id: seeded[0], titleEn: seed(0).titleEn, categoryEn: 'Account', attachments: [] });
    await expectFailure(await t.get('/api/public/faq/detail/999999', 'en'), 404, 'en', 'api.noData');
    expect((await t.get('/api/public/faq/detail/01', 'en')).status).toBe(422);
  });
});

describe('PUT /api/public/faq/update-view/:id', () => {
  it('counts a view of a live answer for a visitor, in the view count and the content usage history', async () => {
    const id = seeded[10] ?? 0;
    const before = (await readJson<FaqView>(await t.get(`/api/public/faq/detail/${id}`))).data.view;
    const res = await t.send('PUT', `/api/public/faq/update-view/${id}`, undefined, 'en');
    expect(res.status).toBe(200);
    expect((await readJson<FaqView>(await t.get(`/api/public/faq/detail/${id}`))).data.view).toBe(before + 1);
    await flushContentUsage(t.db);
    const [row] = await t.db.select({ view: schema.faq.view }).from(schema.faq).where(eq(schema.faq.id, id));
    expect(row?.view).toBe(before + 1);
    const history = await t.db.select().from(schema.contentUsageHistory).where(eq(schema.contentUsageHistory.contentType, 'FAQ'));
    expect(history.at(-1)).toMatchObject({ contentId: id, action: 'VIEW', title: seed(10).titleEn, lang: 'en' });
    // the list shows the written count too
    const listed = (await list('?pageSize=50')).items.find((item) => item.id === id);
    expect(listed?.view).toBe(before + 1);
  });

  it('answers 404 for an unknown question and counts nothing', async () => {
    await expectFailure(await t.send('PUT', '/api/public/faq/update-view/999999', undefined, 'ko'), 404, 'ko', 'api.noData');
  });
});

describe('authorization of /api/admin/faq', () => {
  it('answers a visitor with 401 in both languages and changes nothing', async () => {
    const before = await faqCount();
    await expectFailure(await t.get(`/api/admin/faq/${seeded[0]}`, 'ko'), 401, 'ko', 'auth.loginRequired');
    await expectFailure(await t.send('POST', '/api/admin/faq/register', payload([]), 'en'), 401, 'en', 'auth.loginRequired');
    await expectFailure(await t.send('DELETE', `/api/admin/faq/delete/${seeded[0]}`, undefined, 'en'), 401, 'en', 'auth.loginRequired');
    expect(await faqCount()).toBe(before);
  });

  it.each(['MEMBER', 'PARTNER', 'STAFF'])('refuses a %s with 403 on every call', async (role) => {
    const before = await faqCount();
    await expectFailure(await t.get(`/api/admin/faq/${seeded[0]}`, 'en', cookieOf(role)), 403, 'en', 'auth.accessDenied');
    await expectFailure(await t.send('POST', '/api/admin/faq/register', payload([]), 'en', cookieOf(role)), 403, 'en', 'auth.accessDenied');
    await expectFailure(await t.send('PUT', '/api/admin/faq/update', payload([], { id: seeded[0] }), 'ko', cookieOf(role)), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await t.send('DELETE', `/api/admin/faq/delete/${seeded[0]}`, undefined, 'ko', cookieOf(role)), 403, 'ko', 'auth.accessDenied');
    expect(await faqCount()).toBe(before);
  });

  it.each(['CONTENT_MANAGER', 'ADMIN', 'console'])('lets a %s session read and register questions', async (who) => {
    const one = await t.get(`/api/admin/faq/${seeded[1]}`, 'en', cookieOf(who));
    expect((await readJson<FaqView>(one)).data.id).toBe(seeded[1]);
    const item = await register(who);
    expect(item.insByUserName).toBe(sessions[who]?.name);
  });
});

describe('POST /api/admin/faq/register', () => {
  it('registers a question with its file, first on the list, the file downloadable', async () => {
    const res = await t.send('POST', '/api/admin/faq/register', payload(await guide()), 'en', cookieOf('CONTENT_MANAGER'));
    const body = await readJson<FaqView>(res);
    expect(res.status).toBe(201);
    expect(body.message).toBe(msg('en', 'resources.createSuccess'));
    const first = (await list('?category=3')).items[0];
    expect(first).toMatchObject({ id: body.data.id, titleKr: payload([]).titleKr, categoryEn: 'Technical', view: 0 });
    expect(first?.attachments.map((file) => `${file.name}.${file.extension}`)).toEqual(['설치 안내.txt']);
    const download = await t.get(`/api${first?.attachments[0]?.storedPath}`);
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('Run the installer');
  });

  it('stores the answers sanitised', async () => {
    const item = await register('ADMIN', {
      contentKr: '<p>안전</p><script>alert(1)</script><img src=x onerror="alert(1)">',
      contentEn: '<a href="javascript:alert(1)">x</a><p>ok</p>',
    });
    const read = (await readJson<FaqView>(await t.get(`/api/public/faq/detail/${item.id}`))).data;
    for (const html of [read.contentKr, read.contentEn]) expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(read.contentKr).toContain('<p>안전</p>');
  });

  it.each(['ko', 'en'] as const)('refuses a missing question, answer or category in the caller language (%s), writing nothing', async (lang) => {
    const before = await faqCount();
    const send = (overrides: Record<string, unknown>) => t.send('POST', '/api/admin/faq/register', payload([], overrides), lang, cookieOf('CONTENT_MANAGER'));
    await expectFailure(await send({ titleEn: '  ' }), 422, lang, 'validation.required', { field: msg(lang, 'field.titleEn') });
    await expectFailure(await send({ contentKr: '' }), 422, lang, 'faq.answerRequired');
    // an editor left blank, or holding only what the allow-list removes, is no answer either
    await expectFailure(await send({ contentEn: '<p><br></p>' }), 422, lang, 'faq.answerRequired');
    await expectFailure(await send({ contentEn: '<script>alert(1)</script>' }), 422, lang, 'faq.answerRequired');
    await expectFailure(await send({ type: 9 }), 422, lang, 'faq.selectCategory');
    await expectFailure(await send({ type: 'technical' }), 422, lang, 'faq.selectCategory');
    expect(await faqCount()).toBe(before);
  });

  it('refuses files that are not pending uploads of the FAQ, writing nothing', async () => {
    const before = await faqCount();
    const other = await upload('CONTENT_MANAGER', [{ name: 'deck.pdf', bytes: '%PDF-1.4\n%\n', type: 'application/pdf' }], 'SUCCESS_STORY_ATM');
    const res = await t.send('POST', '/api/admin/faq/register', payload(other), 'en', cookieOf('CONTENT_MANAGER'));
    expect(res.status).toBe(422);
    const invented = [{ storedPath: '/files/community-faq/00000000-0000-4000-8000-000000000000.txt', name: 'x', extension: 'txt', size: 3 }];
    expect((await t.send('POST', '/api/admin/faq/register', payload(invented), 'ko', cookieOf('CONTENT_MANAGER'))).status).toBe(422);
    expect(await faqCount()).toBe(before);
  });

  it('refuses uploads of an extension the FAQ does not take', async () => {
    const form = new FormData();
    form.set('code', 'COMMUNITY_FAQ');
    form.append('files', new File(['print(1)\n'], 'script.py', { type: 'text/x-python' }));
    const res = await t.request('/api/auth/upload-attachment', {
      method: 'POST',
      body: form,
      headers: { ...cookieOf('CONTENT_MANAGER'), origin: SITE, 'accept-language': 'en' },
    });
    expect(res.status).toBe(422);
  });
});

describe('PUT /api/admin/faq/update and DELETE /api/admin/faq/delete/:id', () => {
  it('changes text, category and files, keeping the others', async () => {
    const item = await register('CONTENT_MANAGER');
    const [kept] = item.attachments;
    const extra = await upload('CONTENT_MANAGER', [{ name: 'checklist.md', bytes: '# Checklist\n', type: 'text/markdown' }]);
    const res = await t.send(
      'PUT',
      '/api/admin/faq/update',
      payload([{ id: kept?.id, isDeleted: 1 }, ...extra], { id: item.id, titleEn: 'Where are deployment keys issued?', type: 2 }),
      'en',
      cookieOf('ADMIN'),
    );
    const body = await readJson<FaqView>(res);
    expect(res.status, body.message).toBe(200);
    expect(body.message).toBe(msg('en', 'resources.updateSuccess'));
    expect(body.data).toMatchObject({ titleEn: 'Where are deployment keys issued?', type: 2, categoryEn: 'Using the portal', updByUserName: '김관리' });
    expect(body.data.attachments.map((file) => file.name)).toEqual(['checklist']);
  });

  it('answers 404 for an unknown question', async () => {
    await expectFailure(await t.send('PUT', '/api/admin/faq/update', payload([], { id: 999999 }), 'en', cookieOf('ADMIN')), 404, 'en', 'api.noData');
    await expectFailure(await t.send('DELETE', '/api/admin/faq/delete/999999', undefined, 'ko', cookieOf('ADMIN')), 404, 'ko', 'api.noData');
  });

  it('deletes a question: gone from the list, the detail and the view count, its file no longer downloadable', async () => {
    const item = await register('CONTENT_MANAGER', { titleEn: 'A question about to go' });
    const path = item.attachments[0]?.storedPath;
    const res = await t.send('DELETE', `/api/admin/faq/delete/${item.id}`, undefined, 'en', cookieOf('CONTENT_MANAGER'));
    expect(res.status).toBe(200);
    expect((await list('?pageSize=100')).items.some((entry) => entry.id === item.id)).toBe(false);
    expect((await list('?keyword=about to go')).total).toBe(0);
    expect((await t.get(`/api/public/faq/detail/${item.id}`)).status).toBe(404);
    expect((await t.send('PUT', `/api/public/faq/update-view/${item.id}`, undefined, 'ko')).status).toBe(404);
    expect((await t.get(`/api/admin/faq/${item.id}`, 'ko', cookieOf('ADMIN'))).status).toBe(404);
    expect((await t.get(`/api${path}`)).status).toBe(404);
    expect((await t.send('DELETE', `/api/admin/faq/delete/${item.id}`, undefined, 'ko', cookieOf('ADMIN'))).status).toBe(404);
  });
});

describe('what other instances write', () => {
  it('raises the FAQ topics for writes of its tables and its claimed files (decision 016)', async () => {
    const { client: elsewhere } = await openLibsql(`file:${t.dbPath}`);
    try {
      const moved = readVersionsOf(t.db);
      expect(await moved()).toEqual([]);
      const after = async (statement: string) => {
        await elsewhere.execute(statement);
        return [...(await moved())].sort();
      };
      const id = seeded[2] ?? 0;
      expect(await after(`update faq set view = view + 2 where id = ${id}`)).toEqual(['FAQ:views']);
      expect(await after(`update faq set title_en = title_en || '?' where id = ${id}`)).toEqual(['FAQ']);
      expect(await after(`update faq_category set category_en = category_en where id = 1`)).toEqual(['FAQ']);
      const upload = `insert into attachment (code, uploaded_by, name, extension, size, content_type, stored_path, created_date) values ('COMMUNITY_FAQ', 1, 'steps', 'txt', 10, 'text/plain', '/files/community-faq/y.txt', '2026-11-20')`;
      expect(await after(upload)).toEqual([]);
      expect(await after(`update attachment set owner_id = ${id} where stored_path = '/files/community-faq/y.txt'`)).toEqual(['FAQ']);
    } finally {
      elsewhere.close();
    }
  });
});
