import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import type { PartnerFaqView } from '#core/schemas/partner-faq.ts';
import { getPartnerFaq, listPartnerFaqs, listPartnerFaqTypes } from '#db/queries/partner-faq.ts';
import { insertPartnerFaq, partnerFaqSeeds } from '#db/seed/content/partner-content.ts';
import { expectFailure, readJson, type TestApp } from '../../testing/api-kit.ts';
import { partnerSessions, type Sessions, type Who } from '../../testing/partner-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { uploadAs } from '../../testing/uploads.ts';

let t: TestApp;
let s: Sessions;
let seeded: number[] = [];
let types: { id: number; code: string }[] = [];
const now = new Date('2026-11-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  s = await partnerSessions(t);
  seeded = [];
  for (const seed of partnerFaqSeeds) seeded.push(await insertPartnerFaq(t.db, t.blobs, seed, { now }));
  types = await listPartnerFaqTypes(t.db);
});
afterAll(() => t.close());

const as = (who: Who) => ({ cookie: s[who].cookie });
const typeId = (code: string) => types.find((type) => type.code === code)!.id;

async function list(query: string, who: Who = 'PARTNER', lang: 'ko' | 'en' = 'ko') {
  const res = await t.get(`/api/partner/faq${query}`, lang, as(who));
  const body = await readJson<Page<PartnerFaqView>>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
}

const payload = (overrides: Record<string, unknown> = {}) => ({
  titleKr: '고객사 PoC 장비는 지원되나요?',
  contentKr: '<p>PoC 기간 동안 <strong>GPU 서버 1대</strong>를 지원합니다.</p><script>alert(1)</script>',
  faqType: typeId('PFT_PRODUCT'),
  attachments: [],
  ...overrides,
});

describe('GET /api/partner/faq', () => {
  it('pages live questions newest first for PARTNER, STAFF and ADMIN', async () => {
    for (const who of ['PARTNER', 'STAFF', 'ADMIN'] as const) {
      const page = await list('?pageSize=3', who);
      expect(page).toMatchObject({ total: partnerFaqSeeds.length, page: 1, pageSize: 3 });
      expect(page.items.map((item) => item.id)).toEqual(seeded.slice(0, 3));
    }
  });

  it('filters by faqType, finds a keyword in the question or the answer, and orders by views', async () => {
    const technical = await list(`?faqType=${typeId('PFT_TECHNICAL')}`);
    expect(technical.items.every((item) => item.questionTypeId === typeId('PFT_TECHNICAL'))).toBe(true);
    expect(technical.items[0]).toMatchObject({ typeKr: '기술 지원', typeEn: 'Technical support' });
    expect((await list(`?keyword=${encodeURIComponent('폐쇄망')}&searchCondition=title`)).total).toBe(1);
    expect((await list(`?keyword=${encodeURIComponent('GPU')}&searchCondition=content`)).total).toBe(0);
    const viewed = await list('?orderBy=mostViewed&pageSize=2');
    expect(viewed.items.map((item) => item.view)).toEqual([231, 176]);
  });

  it('gives one question with its files by id, and 404 for an unknown one', async () => {
    const res = await t.get(`/api/partner/faq?id=${seeded[1]}`, 'en', as('STAFF'));
    const body = await readJson<PartnerFaqView>(res);
    expect(body.data.attachments).toHaveLength(1);
    expect(body.data.attachments[0]).toMatchObject({ name: '폐쇄망_설치_점검표', extension: 'md' });
    await expectFailure(await t.get('/api/partner/faq?id=999999', 'en', as('PARTNER')), 404, 'en', 'api.noData');
  });

  it('refuses a visitor (401), a member and a content manager (403), in both languages', async () => {
    await expectFailure(await t.get('/api/partner/faq', 'ko'), 401, 'ko', 'auth.loginRequired');
    await expectFailure(await t.get('/api/partner/faq', 'en', as('MEMBER')), 403, 'en', 'auth.accessDenied');
    await expectFailure(await t.get('/api/partner/faq', 'ko', as('CONTENT_MANAGER')), 403, 'ko', 'auth.accessDenied');
  });

  it('keeps the reading rule in the query itself: a member reads nothing even past the call matrix', async () => {
    expect((await listPartnerFaqs(t.db, { role: 'MEMBER' }, { page: 1, pageSize: 10 })).total).toBe(0);
    expect(await getPartnerFaq(t.db, { role: 'CONTENT_MANAGER' }, seeded[0]!)).toBeNull();
    expect(await getPartnerFaq(t.db, { role: null }, seeded[0]!)).toBeNull();
    expect((await listPartnerFaqs(t.db, { role: 'STAFF' }, { page: 1, pageSize: 10 })).total).toBe(partnerFaqSeeds.length);
  });

  it('names a bad query value in the language asked', async () => {
    await expectFailure(await t.get('/api/partner/faq?orderBy=oldest', 'en', as('PARTNER')), 422, 'en', 'validation.invalid', { field: 'orderBy' });
    await expectFailure(await t.get('/api/partner/faq?faqType=x', 'ko', as('PARTNER')), 422, 'ko', 'validation.integer', {
      field: '질문 유형',
      min: '',
      max: '',
    });
  });
});

describe('the partner FAQ files', () => {
  it('GET /api/files/… serves a question file to the partner area only', async () => {
    const res = await t.get(`/api/partner/faq?id=${seeded[1]}`, 'ko', as('PARTNER'));
    const stored = (await readJson<PartnerFaqView>(res)).data.attachments[0]!.storedPath;
    expect((await t.get(`/api${stored}`, 'ko', as('PARTNER'))).status).toBe(200);
    expect((await t.get(`/api${stored}`, 'ko', as('ADMIN'))).status).toBe(200);
    await expectFailure(await t.get(`/api${stored}`, 'ko'), 404, 'ko', 'api.fileNotFound');
    await expectFailure(await t.get(`/api${stored}`, 'en', as('MEMBER')), 404, 'en', 'api.fileNotFound');
    // the console's authors edit the question, so they reach its files
    expect((await t.get(`/api${stored}`, 'ko', as('console'))).status).toBe(200);
  });
});

describe('POST, PUT, DELETE /api/admin/partner-faq', () => {
  it('registers a question with a file, sanitising the answer; the partner list shows it first', async () => {
    const files = await uploadAs(t, s.CONTENT_MANAGER.cookie, 'PARTNER_FAQ', [{ name: 'poc-장비.txt', bytes: 'GPU server for the PoC\n', type: 'text/plain' }]);
    const res = await t.send('POST', '/api/admin/partner-faq', payload({ attachments: files }), 'ko', as('CONTENT_MANAGER'));
    const body = await readJson<PartnerFaqView>(res);
    expect(res.status, body.message).toBe(201);
    expect(body.data.contentKr).not.toContain('<script');
    expect(body.data).toMatchObject({ titleEn: '', contentEn: '', insByUserName: 'CONTENT_MANAGER 회원' });
    expect(body.data.attachments.map((file) => file.name)).toEqual(['poc-장비']);
    expect((await list('?pageSize=1')).items[0]?.id).toBe(body.data.id);

    const saved = await t.send('PUT', `/api/admin/partner-faq/${body.data.id}`, payload({ titleKr: '수정된 질문', attachments: [] }), 'en', as('console'));
    expect((await readJson<PartnerFaqView>(saved)).data).toMatchObject({ titleKr: '수정된 질문' });
    expect((await t.send('DELETE', `/api/admin/partner-faq/${body.data.id}`, undefined, 'ko', as('ADMIN'))).status).toBe(200);
    await expectFailure(await t.get(`/api/partner/faq?id=${body.data.id}`, 'ko', as('PARTNER')), 404, 'ko', 'api.noData');
  });

  it('refuses a missing question, an empty answer and an unknown type in both languages', async () => {
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await t.send('POST', '/api/admin/partner-faq', payload({ titleKr: '  ' }), lang, as('ADMIN')), 422, lang, 'validation.required', {
        field: lang === 'ko' ? '제목(국문)' : 'Title (Korean)',
        min: '',
        max: '',
      });
      await expectFailure(
        await t.send('POST', '/api/admin/partner-faq', payload({ contentKr: '<p><br></p>' }), lang, as('ADMIN')),
        422,
        lang,
        'partnerFaq.answerRequired',
      );
      await expectFailure(await t.send('POST', '/api/admin/partner-faq', payload({ faqType: 999 }), lang, as('ADMIN')), 422, lang, 'partnerFaq.selectType');
    }
  });

  it('admits only the content authors: PARTNER and STAFF read but do not write', async () => {
    await expectFailure(await t.send('POST', '/api/admin/partner-faq', payload(), 'en', as('PARTNER')), 403, 'en', 'auth.accessDenied');
    await expectFailure(await t.send('POST', '/api/admin/partner-faq', payload(), 'ko', as('STAFF')), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await t.send('DELETE', `/api/admin/partner-faq/${seeded[0]}`, undefined, 'ko'), 401, 'ko', 'auth.loginRequired');
    await expectFailure(await t.send('PUT', '/api/admin/partner-faq/999999', payload(), 'en', as('ADMIN')), 404, 'en', 'api.noData');
  });
});
