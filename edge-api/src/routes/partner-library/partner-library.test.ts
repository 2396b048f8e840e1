import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import type { PartnerLibraryNeighbours, PartnerLibraryView } from '#core/schemas/partner-library.ts';
import { listPartnerLibrary, partnerLibraryNeighbours } from '#db/queries/partner-library.ts';
import { insertPartnerLibrary, partnerLibrarySeeds } from '#db/seed/content/partner-content.ts';
import { expectFailure, readJson, type TestApp } from '../../testing/api-kit.ts';
import { partnerSessions, type Sessions, type Who } from '../../testing/partner-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { uploadAs } from '../../testing/uploads.ts';

let t: TestApp;
let s: Sessions;
/** The demo documents' ids, newest first (the seeds are listed newest first). */
let seeded: number[] = [];
const now = new Date('2026-11-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  s = await partnerSessions(t);
  seeded = [];
  for (const seed of partnerLibrarySeeds) seeded.push(await insertPartnerLibrary(t.db, t.blobs, seed, { now }));
});
afterAll(() => t.close());

const as = (who: Who) => ({ cookie: s[who].cookie });

async function list(query: string, who: Who = 'PARTNER', lang: 'ko' | 'en' = 'ko') {
  const res = await t.get(`/api/partner/partner-library${query}`, lang, as(who));
  const body = await readJson<Page<PartnerLibraryView>>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
}
async function neighbours(id: number, who: Who = 'PARTNER') {
  const res = await t.get(`/api/partner/partner-library/next-and-previous?id=${id}`, 'ko', as(who));
  const body = await readJson<PartnerLibraryNeighbours>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
}

const payload = (overrides: Record<string, unknown> = {}) => ({
  titleKr: '신규 파트너 온보딩 자료',
  titleEn: 'New partner onboarding kit',
  contentKr: '<p>온보딩 <a href="javascript:alert(1)">체크리스트</a></p>',
  contentEn: '<p>The onboarding checklist.</p>',
  attachments: [],
  ...overrides,
});

describe('GET /api/partner/partner-library', () => {
  it('pages live documents 10 at a time, newest first by default (orderBy lastest)', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: partnerLibrarySeeds.length, page: 1, pageSize: 10, totalPages: 2 });
    expect(first.items.map((item) => item.id)).toEqual(seeded.slice(0, 10));
    expect((await list('?pageNo=2')).items.map((item) => item.id)).toEqual(seeded.slice(10));
    expect((await list('?orderBy=lastest&pageSize=3')).items.map((item) => item.id)).toEqual(seeded.slice(0, 3));
    expect((await list('?orderBy=oldest&pageSize=2')).items.map((item) => item.id)).toEqual(seeded.slice(-2).reverse());
    expect((await list('?orderBy=mostViewed&pageSize=1')).items[0]?.view).toBe(301);
  });

  it('finds a keyword in either language and gives one document with its files by id', async () => {
    expect((await list(`?keyword=${encodeURIComponent('폐쇄망')}`, 'STAFF')).total).toBe(1);
    expect((await list('?keyword=proposal', 'ADMIN', 'en')).total).toBe(1);
    const one = await t.get(`/api/partner/partner-library?id=${seeded[0]}`, 'en', as('PARTNER'));
    const body = await readJson<PartnerLibraryView>(one);
    expect(body.data).toMatchObject({ titleEn: 'Partner training schedule, second half of 2026' });
    expect(body.data.attachments.map((file) => `${file.name}.${file.extension}`)).toEqual(['partner-training-2026H2.csv']);
  });

  it('refuses a visitor, a member and a content manager, and a bad order, in both languages', async () => {
    await expectFailure(await t.get('/api/partner/partner-library', 'en'), 401, 'en', 'auth.loginRequired');
    await expectFailure(await t.get('/api/partner/partner-library', 'ko', as('MEMBER')), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await t.get('/api/partner/partner-library', 'en', as('CONTENT_MANAGER')), 403, 'en', 'auth.accessDenied');
    await expectFailure(await t.get('/api/partner/partner-library?orderBy=latest', 'en', as('PARTNER')), 422, 'en', 'validation.invalid', { field: 'orderBy' });
    await expectFailure(await t.get('/api/partner/partner-library?id=999999', 'ko', as('PARTNER')), 404, 'ko', 'api.noData');
  });

  it('keeps the reading rule in the query: other roles read no document', async () => {
    expect((await listPartnerLibrary(t.db, { role: 'MEMBER' }, { page: 1, pageSize: 10 })).total).toBe(0);
    expect(await partnerLibraryNeighbours(t.db, { role: null }, seeded[1]!)).toBeNull();
  });
});

describe('GET /api/partner/partner-library/next-and-previous', () => {
  it('gives the newer document as previous and the older as next', async () => {
    const middle = await neighbours(seeded[4]!);
    expect(middle.previous?.id).toBe(seeded[3]);
    expect(middle.next?.id).toBe(seeded[5]);
  });

  it('has no previous at the newest end and no next at the oldest end', async () => {
    const newest = await neighbours(seeded[0]!, 'STAFF');
    expect(newest.previous).toBeNull();
    expect(newest.next?.id).toBe(seeded[1]);
    const oldest = await neighbours(seeded.at(-1)!, 'ADMIN');
    expect(oldest.next).toBeNull();
    expect(oldest.previous?.id).toBe(seeded.at(-2));
  });

  it('skips a deleted document and refuses an unknown or malformed id', async () => {
    const id = (await readJson<PartnerLibraryView>(await t.send('POST', '/api/admin/partner-library', payload(), 'ko', as('ADMIN')))).data.id;
    expect((await neighbours(seeded[0]!)).previous?.id).toBe(id);
    expect((await t.send('DELETE', `/api/admin/partner-library/${id}`, undefined, 'ko', as('ADMIN'))).status).toBe(200);
    expect((await neighbours(seeded[0]!)).previous).toBeNull();
    await expectFailure(await t.get(`/api/partner/partner-library/next-and-previous?id=${id}`, 'en', as('PARTNER')), 404, 'en', 'api.noData');
    await expectFailure(await t.get('/api/partner/partner-library/next-and-previous?id=abc', 'ko', as('PARTNER')), 422, 'ko', 'validation.invalid', {
      field: '아이디',
      min: '',
      max: '',
    });
    await expectFailure(await t.get('/api/partner/partner-library/next-and-previous', 'en', as('PARTNER')), 422, 'en', 'validation.required', {
      field: 'id',
      min: '',
      max: '',
    });
  });
});

describe('the admin partner-library calls', () => {
  it('register a document with a file; partners download it and others do not', async () => {
    const files = await uploadAs(t, s.console.cookie, 'PARTNER_LIBRARY', [{ name: 'onboarding.md', bytes: '# Onboarding\n', type: 'text/markdown' }]);
    const res = await t.send('POST', '/api/admin/partner-library', payload({ attachments: files }), 'en', as('console'));
    const body = await readJson<PartnerLibraryView>(res);
    expect(res.status, body.message).toBe(201);
    expect(body.data.contentKr).not.toContain('javascript:');
    const stored = body.data.attachments[0]!.storedPath;
    expect((await t.get(`/api${stored}`, 'ko', as('STAFF'))).status).toBe(200);
    await expectFailure(await t.get(`/api${stored}`, 'en', as('MEMBER')), 404, 'en', 'api.fileNotFound');
    await expectFailure(await t.get(`/api${stored}`, 'ko'), 404, 'ko', 'api.fileNotFound');

    const admin = await t.get(`/api/admin/partner-library/${body.data.id}`, 'ko', as('CONTENT_MANAGER'));
    expect((await readJson<PartnerLibraryView>(admin)).data.attachments).toHaveLength(1);
    const saved = await t.send(
      'PUT',
      `/api/admin/partner-library/${body.data.id}`,
      payload({ titleEn: 'Onboarding kit, revised', attachments: [] }),
      'ko',
      as('ADMIN'),
    );
    expect((await readJson<PartnerLibraryView>(saved)).data.titleEn).toBe('Onboarding kit, revised');
    expect((await t.send('DELETE', `/api/admin/partner-library/${body.data.id}`, undefined, 'ko', as('ADMIN'))).status).toBe(200);
    await expectFailure(await t.get(`/api${stored}`, 'ko', as('PARTNER')), 404, 'ko', 'api.fileNotFound');
  });

  it('refuse a missing title or content in both languages', async () => {
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await t.send('POST', '/api/admin/partner-library', payload({ titleEn: '' }), lang, as('ADMIN')), 422, lang, 'validation.required', {
        field: lang === 'ko' ? '제목(영문)' : 'Title (English)',
        min: '',
        max: '',
      });
      await expectFailure(
        await t.send('POST', '/api/admin/partner-library', payload({ contentEn: '<p></p>' }), lang, as('ADMIN')),
        422,
        lang,
        'partnerLibrary.contentRequired',
      );
    }
  });

  it('admit the content authors only', async () => {
    await expectFailure(await t.send('POST', '/api/admin/partner-library', payload(), 'en', as('PARTNER')), 403, 'en', 'auth.accessDenied');
    await expectFailure(await t.get('/api/admin/partner-library', 'ko', as('STAFF')), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await t.send('DELETE', `/api/admin/partner-library/${seeded[0]}`, undefined, 'en'), 401, 'en', 'auth.loginRequired');
    const page = await readJson<Page<PartnerLibraryView>>(await t.get('/api/admin/partner-library?pageSize=2', 'ko', as('CONTENT_MANAGER')));
    expect(page.data.items).toHaveLength(2);
  });
});
