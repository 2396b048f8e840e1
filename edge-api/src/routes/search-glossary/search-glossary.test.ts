import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { Page } from '#core/schemas/common.ts';
import { glossaryClashCodes, type GlossaryItem } from '#core/schemas/search-glossary.ts';
import type { SearchAllResult } from '#core/search/types.ts';
import { schema } from '#db/client.ts';
import { insertFaq } from '#db/seed/content/faq.ts';
import { glossarySeed, seedGlossary } from '#db/seed/content/glossary.ts';
import { liveAnswer } from '../../contract/contract-kit.ts';
import { expectFailure, msg, readJson, type TestApp } from '../../testing/api-kit.ts';
import { authoringSessions, cookieOfSession, type NamedSessions } from '../../testing/authoring-sessions.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
const sessions: NamedSessions = {};
const PATH = '/api/admin/search-glossary';

beforeAll(async () => {
  t = await createTestApp({ searchLimit: { burst: Number.POSITIVE_INFINITY, perMinute: 600 } });
  Object.assign(sessions, await authoringSessions(t));
  // the glossary as a first start writes it: 이상 탐지 / anomaly detection among 480 terms
  await seedGlossary(t.db, { now: new Date() });
});
afterAll(() => t.close());

const cookieOf = (who: string) => cookieOfSession(sessions, who);
/** A call as the console (or the site) makes it: the session's cookie, from the portal's own origin. */
const send = (method: string, path: string, body: unknown, lang: Lang = 'ko', who = 'console') =>
  t.send(method, path, body, lang, { ...cookieOf(who), origin: SITE });
const list = async (query = '', who = 'console') => {
  const res = await t.get(`${PATH}${query}`, 'ko', cookieOf(who));
  const body = await readJson<Page<GlossaryItem>>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
};
const add = async (term: { ko: string; en: string }, who = 'console') => {
  const res = await send('POST', PATH, term, 'ko', who);
  const body = await readJson<{ id: number }>(res);
  expect(res.status, body.message).toBe(201);
  return body.data.id;
};
const rowOf = async (id: number) => (await t.db.select().from(schema.searchGlossary).where(eq(schema.searchGlossary.id, id)))[0];

describe('GET /api/admin/search-glossary', () => {
  it('pages the whole glossary in Korean order, as its contract says', async () => {
    const first = await liveAnswer(t, 'GET /api/admin/search-glossary', { ...cookieOf('console'), query: { pageNo: 1, pageSize: 10 } });
    expect(first.total).toBeGreaterThanOrEqual(glossarySeed.length);
    expect(first).toMatchObject({ page: 1, pageSize: 10, totalPages: Math.ceil(first.total / 10) });
    expect(first.items).toHaveLength(10);
    const second = await list('?pageNo=2&pageSize=10');
    expect(second.page).toBe(2);
    const kos = [...first.items, ...second.items].map((item) => item.ko);
    expect(kos).toEqual(kos.toSorted());
    expect(first.items[0]).toEqual({
      id: expect.any(Number) as number,
      ko: expect.any(String) as string,
      en: expect.any(String) as string,
      insDtm: expect.any(String) as string,
      updDtm: null,
      insByUserName: 'system',
      updByUserName: null,
    });
  });

  it('finds the terms whose Korean or English holds the keyword, in any case', async () => {
    const korean = await list('?keyword=%ED%83%90%EC%A7%80');
    expect(korean.items.map((item) => item.ko)).toContain('이상 탐지');
    for (const item of korean.items) expect(item.ko).toContain('탐지');
    const english = await list('?keyword=ANOMALY%20DETECTION');
    expect(english.items.map((item) => item.en)).toEqual(['anomaly detection']);
    expect((await list('?keyword=zzqqxx')).items).toEqual([]);
    // the keyword is matched as typed, not as a pattern
    expect((await list('?keyword=%25')).total).toBe(0);
  });

  it.each(['ko', 'en'] as const)('refuses a page size over the limit (%s)', async (lang) => {
    await expectFailure(await t.get(`${PATH}?pageSize=1000`, lang, cookieOf('console')), 422, lang, 'validation.max', {
      field: msg(lang, 'field.pageSize'),
      min: 100,
      max: 100,
    });
  });

  it('records the look in the admin access history', async () => {
    await list('?keyword=%ED%9A%8C%EA%B7%80');
    const [record] = await t.db.select().from(schema.adminAccessHistory).orderBy(desc(schema.adminAccessHistory.id)).limit(1);
    expect(record).toMatchObject({ action: 'VIEW', screen: '/admin/search-glossary', detail: 'pageNo=1, keyword=회귀' });
  });
});

describe('who keeps the glossary', () => {
  it.each(['console', 'ADMIN', 'CONTENT_MANAGER'])('lets a %s session list, add, edit and delete terms', async (who) => {
    const name = sessions[who]!.name;
    expect((await list('', who)).total).toBeGreaterThan(0);
    const id = await add({ ko: `권한 확인 ${who}`, en: `role check ${who}` }, who);
    expect(await rowOf(id)).toMatchObject({ ko: `권한 확인 ${who}`, insByUserName: name });
    expect((await send('PUT', `${PATH}/${id}`, { ko: `권한 점검 ${who}`, en: `role check ${who}` }, 'ko', who)).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ ko: `권한 점검 ${who}`, updByUserName: name, updDtm: expect.any(String) as string });
    expect((await send('DELETE', `${PATH}/${id}`, undefined, 'ko', who)).status).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it.each(['ko', 'en'] as const)('asks a visitor to sign in, and changes nothing (%s)', async (lang) => {
    const before = (await list()).total;
    await expectFailure(await t.get(PATH, lang), 401, lang, 'auth.loginRequired');
    await expectFailure(await t.send('POST', PATH, { ko: '방문자 용어', en: 'visitor term' }, lang, { origin: SITE }), 401, lang, 'auth.loginRequired');
    await expectFailure(await t.send('PUT', `${PATH}/1`, { ko: '방문자 용어', en: 'visitor term' }, lang, { origin: SITE }), 401, lang, 'auth.loginRequired');
    await expectFailure(await t.send('DELETE', `${PATH}/1`, undefined, lang, { origin: SITE }), 401, lang, 'auth.loginRequired');
    expect((await list()).total).toBe(before);
    expect(await rowOf(1)).toBeDefined();
  });

  it.each(['MEMBER', 'PARTNER', 'STAFF'])('refuses a %s every call with 403, and changes nothing', async (role) => {
    const before = (await list()).total;
    const [one] = (await list('?pageSize=1')).items;
    await expectFailure(await t.get(PATH, 'en', cookieOf(role)), 403, 'en', 'auth.accessDenied');
    await expectFailure(await send('POST', PATH, { ko: '회원 용어', en: 'member term' }, 'ko', role), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await send('PUT', `${PATH}/${one!.id}`, { ko: '회원 용어', en: 'member term' }, 'en', role), 403, 'en', 'auth.accessDenied');
    await expectFailure(await send('DELETE', `${PATH}/${one!.id}`, undefined, 'ko', role), 403, 'ko', 'auth.accessDenied');
    expect((await list()).total).toBe(before);
    expect(await rowOf(one!.id)).toMatchObject({ ko: one!.ko, en: one!.en });
  });

  it('refuses a write another site sent, even with an admin’s session', async () => {
    const before = (await list()).total;
    const res = await t.send('POST', PATH, { ko: '교차 사이트', en: 'cross site' }, 'en', { ...cookieOf('console'), origin: 'https://attacker.example' });
    await expectFailure(res, 403, 'en', 'api.crossSite');
    expect((await list()).total).toBe(before);
  });
});

describe('POST /api/admin/search-glossary', () => {
  it('adds a term trimmed, answers its id in the contract, and records the write', async () => {
    const { id } = await liveAnswer(t, 'POST /api/admin/search-glossary', { ...cookieOf('console'), body: { ko: '  맥아 분쇄도 ', en: ' Malt Crush  ' } });
    expect(await rowOf(id)).toMatchObject({ ko: '맥아 분쇄도', en: 'Malt Crush', koKey: '맥아분쇄도', enKey: 'malt crush', insByUserName: '콘솔관리자' });
    const [record] = await t.db
      .select()
      .from(schema.adminAccessHistory)
      .where(and(eq(schema.adminAccessHistory.screen, '/admin/search-glossary'), eq(schema.adminAccessHistory.action, 'UPDATE')))
      .orderBy(desc(schema.adminAccessHistory.id))
      .limit(1);
    expect(record?.detail).toBe(`created #${id} 맥아 분쇄도 / Malt Crush`);
  });

  it.each(['ko', 'en'] as const)('answers 409 naming the side another term holds, spacing and case ignored (%s)', async (lang) => {
    const before = (await list()).total;
    const korean = await send('POST', PATH, { ko: '이상탐지', en: 'novelty spotting' }, lang);
    await expectFailure(korean, 409, lang, 'searchGlossary.koTaken', { term: '이상탐지' }, glossaryClashCodes.ko);
    const english = await send('POST', PATH, { ko: '이례 검출', en: 'Anomaly Detection' }, lang);
    await expectFailure(english, 409, lang, 'searchGlossary.enTaken', { term: 'Anomaly Detection' }, glossaryClashCodes.en);
    expect((await list()).total).toBe(before);
  });

  it.each(['ko', 'en'] as const)('refuses a side that is missing, too long or in the wrong script, in the reader’s language (%s)', async (lang) => {
    const post = (body: Record<string, unknown>) => send('POST', PATH, { ko: '새 용어', en: 'new term', ...body }, lang);
    await expectFailure(await post({ ko: undefined }), 422, lang, 'searchGlossary.koRequired');
    await expectFailure(await post({ ko: '   ' }), 422, lang, 'searchGlossary.koRequired');
    await expectFailure(await post({ en: '' }), 422, lang, 'searchGlossary.enRequired');
    await expectFailure(await post({ ko: '가'.repeat(61) }), 422, lang, 'searchGlossary.koTooLong', { max: 60 });
    await expectFailure(await post({ en: 'a'.repeat(61) }), 422, lang, 'searchGlossary.enTooLong', { max: 60 });
    await expectFailure(await post({ ko: 'new term' }), 422, lang, 'searchGlossary.koNeedsHangul');
    // initial consonants are Hangul, but no term
    await expectFailure(await post({ ko: 'ㅅㅇ' }), 422, lang, 'searchGlossary.koNeedsHangul');
    await expectFailure(await post({ en: 'new 용어' }), 422, lang, 'searchGlossary.enHasHangul');
    await expectFailure(await post({ en: '!?' }), 422, lang, 'searchGlossary.enNeedsWord');
    expect((await list('?keyword=%EC%83%88%20%EC%9A%A9%EC%96%B4')).total).toBe(0);
  });
});

describe('PUT and DELETE /api/admin/search-glossary/:id', () => {
  it('saves a term again, its own sides spaced or cased anew, and answers its contract', async () => {
    const id = await add({ ko: '홉 투입량', en: 'hop dosage' });
    const saved = await liveAnswer(t, 'PUT /api/admin/search-glossary/:id', {
      ...cookieOf('CONTENT_MANAGER'),
      params: { id },
      body: { ko: '홉투입량', en: 'Hop Dosage' },
    });
    expect(saved).toEqual({ id });
    expect(await rowOf(id)).toMatchObject({ ko: '홉투입량', en: 'Hop Dosage', insByUserName: '콘솔관리자', updByUserName: '이서연' });
    await liveAnswer(t, 'DELETE /api/admin/search-glossary/:id', { ...cookieOf('console'), params: { id } });
    expect(await rowOf(id)).toBeUndefined();
  });

  it.each(['ko', 'en'] as const)('refuses taking a side another term holds, and keeps the term (%s)', async (lang) => {
    const id = await add({ ko: `효모 활성 ${lang}`, en: `yeast vitality ${lang}` });
    await expectFailure(
      await send('PUT', `${PATH}/${id}`, { ko: '이상 탐지', en: `yeast vitality ${lang}` }, lang),
      409,
      lang,
      'searchGlossary.koTaken',
      {
        term: '이상 탐지',
      },
      glossaryClashCodes.ko,
    );
    await expectFailure(
      await send('PUT', `${PATH}/${id}`, { ko: `효모 활성 ${lang}`, en: 'ANOMALY detection' }, lang),
      409,
      lang,
      'searchGlossary.enTaken',
      {
        term: 'ANOMALY detection',
      },
      glossaryClashCodes.en,
    );
    expect(await rowOf(id)).toMatchObject({ ko: `효모 활성 ${lang}`, en: `yeast vitality ${lang}`, updDtm: null });
  });

  it.each(['ko', 'en'] as const)('answers 404 for a term that is gone, and 422 for an id that is none (%s)', async (lang) => {
    const id = await add({ ko: `사라질 용어 ${lang}`, en: `vanishing term ${lang}` });
    expect((await send('DELETE', `${PATH}/${id}`, undefined, lang)).status).toBe(200);
    await expectFailure(await send('DELETE', `${PATH}/${id}`, undefined, lang), 404, lang, 'searchGlossary.notFound');
    await expectFailure(
      await send('PUT', `${PATH}/${id}`, { ko: `사라질 용어 ${lang}`, en: `vanishing term ${lang}` }, lang),
      404,
      lang,
      'searchGlossary.notFound',
    );
    await expectFailure(await send('PUT', `${PATH}/999999`, { ko: '없는 용어', en: 'no such term' }, lang), 404, lang, 'searchGlossary.notFound');
    expect((await send('DELETE', `${PATH}/abc`, undefined, lang)).status).toBe(422);
    expect(await rowOf(id)).toBeUndefined();
  });
});

describe('the glossary in site search', () => {
  /** The community FAQ's hits of a search, by title in the language that matched. */
  const faqTitles = async (keyword: string) => {
    const res = await t.get(`/api/public/searching?keyword=${encodeURIComponent(keyword)}`, 'ko');
    const body = await readJson<SearchAllResult>(res);
    expect(res.status, body.message).toBe(200);
    return body.data.groups.find((group) => group.category === 'COMMUNITY_FAQ')?.hits.map((hit) => hit.title.map((part) => part.text).join('')) ?? [];
  };

  it('finds what is written only in English by the Korean term the moment it is added, and no longer once it is deleted', async () => {
    await insertFaq(
      t.db,
      t.blobs,
      {
        category: 3,
        titleKr: '양조장 안내',
        titleEn: 'Brewery guide',
        contentKr: '<p>양조장의 측정 방법을 설명합니다.</p>',
        contentEn: '<p>How mash efficiency is measured at the brewery.</p>',
        daysAgo: 1,
        view: 0,
      },
      { now: new Date() },
    );
    expect(await faqTitles('당화 효율')).toEqual([]);
    const id = await add({ ko: '당화 효율', en: 'mash efficiency' });
    expect(await faqTitles('당화 효율')).toEqual(['Brewery guide']);
    expect(await faqTitles('당화효율')).toEqual(['Brewery guide']);
    expect((await send('DELETE', `${PATH}/${id}`, undefined)).status).toBe(200);
    expect(await faqTitles('당화 효율')).toEqual([]);
  });
});
