// Site-wide search through its calls (admin spec §7.2, issue 15): every kind found by a Korean word, the
// word with a particle, an English word, a prefix and a code; the trimming rules from every direction
// (totals included); writes reflected at once; ranking and paging; bad input answered cleanly.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARED_ANSWER } from '#core/cache-control.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { searchCategories, type SearchAllResult, type SearchCategory, type SearchMoreResult } from '#core/search/types.ts';
import { schema } from '#db/client.ts';
import { transferOwnedContent } from '#db/queries/owned-content.ts';
import { WORD_EXPANSION_LIMIT } from '#db/queries/search/expand.ts';
import { SEARCH_WINDOW } from '#db/queries/search/search.ts';
import { expectFailure, readJson, signedInMember, TEST_START, useTestApp, type TestApp } from '../../testing/api-kit.ts';
import { insertSearchDocuments, ownWords, type SearchDocumentIds } from '../../testing/search-documents.ts';
import { SITE } from '../../testing/test-app.ts';

let t: TestApp;
// these tests look at what search finds, hundreds of times from one address: its limit per address has
// tests of its own (lib/search-limit.test.ts)
useTestApp((app) => (t = app), TEST_START, { searchLimit: { burst: Number.POSITIVE_INFINITY, perMinute: 60 } });

type Who = Awaited<ReturnType<typeof signedInMember>> | null;
let member: NonNullable<Who>;
let listedMember: NonNullable<Who>;
let partner: NonNullable<Who>;
let otherPartner: NonNullable<Who>;
let staff: NonNullable<Who>;
let admin: NonNullable<Who>;
let contentManager: NonNullable<Who>;
let ids: SearchDocumentIds;

const partnerCategories: SearchCategory[] = ['PARTNER_FAQ', 'PARTNER_QNA', 'PARTNER_LIBRARY'];
const publicCategories = searchCategories.filter((category) => !partnerCategories.includes(category));

async function search(keyword: string, who: Who = null, lang: Lang = 'ko'): Promise<SearchAllResult> {
  const res = await t.get(`/api/public/searching?keyword=${encodeURIComponent(keyword)}`, lang, who ? { cookie: who.cookie } : {});
  const body = await readJson<SearchAllResult>(res);
  expect(res.status, body.message).toBe(200);
  // a visitor's answer is every visitor's (kept by Node's answer cache); a signed-in reader's is theirs
  expect(res.headers.get('cache-control')).toBe(who ? 'private, no-store' : SHARED_ANSWER);
  return body.data;
}

async function more(query: string, who: Who = null, lang: Lang = 'ko'): Promise<SearchMoreResult> {
  const res = await t.get(`/api/public/searching/load-more?${query}`, lang, who ? { cookie: who.cookie } : {});
  const body = await readJson<SearchMoreResult>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
}

/** Each category's total in an answer. */
const totals = (result: SearchAllResult) => Object.fromEntries(result.groups.map((group) => [group.category, group.total]));
/** The categories with at least one hit. */
const found = (result: SearchAllResult) => result.groups.filter((group) => group.total > 0).map((group) => group.category);
const idsIn = (result: SearchAllResult, category: SearchCategory) =>
  result.groups.find((group) => group.category === category)?.hits.map((hit) => hit.id) ?? [];

beforeAll(async () => {
  member = await signedInMember(t, { name: '일반 회원' });
  listedMember = await signedInMember(t, { name: '목록 회원' });
  partner = await signedInMember(t, { role: 'PARTNER', name: '파트너 하나' });
  otherPartner = await signedInMember(t, { role: 'PARTNER', name: '파트너 둘' });
  staff = await signedInMember(t, { role: 'STAFF', name: '직원' });
  admin = await signedInMember(t, { role: 'ADMIN', name: '관리자' });
  contentManager = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '콘텐츠 관리자' });
  ids = await insertSearchDocuments(t.db, t.deps.blobs, { now: TEST_START }, partner);
});

describe('GET /api/public/searching finds every kind', () => {
  it.each(searchCategories)('%s by its Korean word, the word with a particle, its English word, a prefix and its code', async (category) => {
    const words = ownWords[category];
    for (const keyword of [words.ko, `${words.ko}를`, `${words.ko}에서`, words.en, words.en.slice(0, 5), words.code.toLowerCase()]) {
      const result = await search(keyword, staff);
      expect(found(result), keyword).toEqual([category]);
      expect(idsIn(result, category), keyword).toEqual([ids[category]]);
    }
  });

  it('finds a model by the code of its algorithm, with a prefix of it, and two Korean words anywhere in a row', async () => {
    expect(idsIn(await search('XGB'), 'PREBUILT')).toEqual([ids.PREBUILT]);
    expect(idsIn(await search('xgboo'), 'PREBUILT')).toEqual([ids.PREBUILT]);
    expect(found(await search('수요 예측'))).toEqual(publicCategories);
    expect(found(await search('예측 재고'))).toEqual(['PREBUILT']);
  });

  it('answers a hit in the reader’s language, its matches flagged in the title and a snippet, with its path and date', async () => {
    const [koHit] = (await search('재고', null, 'ko')).groups[0]!.hits;
    expect(koHit).toMatchObject({
      category: 'PREBUILT',
      id: ids.PREBUILT,
      lang: 'ko',
      path: `/resources/pre-built-model/detail/${ids.PREBUILT}`,
      date: TEST_START.toISOString(),
    });
    expect(koHit!.title).toContainEqual({ text: '재고', match: true });
    expect(koHit!.snippet).toContainEqual({ text: '재고', match: true });
    const [enHit] = (await search('forecast', null, 'en')).groups[0]!.hits;
    expect(enHit).toMatchObject({ lang: 'en', id: ids.PREBUILT });
    expect(enHit!.title).toContainEqual({ text: 'forecast', match: true });
    // a Korean word read in English: the Korean text is the one that matched
    const [fromKorean] = (await search('재고', null, 'en')).groups[0]!.hits;
    expect(fromKorean).toMatchObject({ lang: 'ko', id: ids.PREBUILT });
  });

  it('gives each hit the path that opens it', async () => {
    const result = await search('예측', admin);
    const paths = Object.fromEntries(result.groups.map((group) => [group.category, group.hits[0]?.path]));
    expect(paths).toEqual({
      PREBUILT: `/resources/pre-built-model/detail/${ids.PREBUILT}`,
      SUCCESS_STORY: `/resources/success-story/detail/${ids.SUCCESS_STORY}`,
      PARTNER_FAQ: '/partner/partner-FAQ',
      PARTNER_QNA: `/partner/partner-Q&A-detail?id=${ids.PARTNER_QNA}`,
      COMMUNITY_FAQ: '/community/FAQ',
      FORUM: `/community/community-forum-detail/${ids.FORUM}`,
      KNOWLEDGE_SHARING: `/community/Knowledge-sharing/detail/${ids.KNOWLEDGE_SHARING}`,
      VIDEO: '/education/data-hub-tv',
      PARTNER_LIBRARY: `/partner/partner-reference-room-detail?id=${ids.PARTNER_LIBRARY}`,
    });
  });
});

describe('GET /api/public/searching answers only what the reader may open', () => {
  it('leaves the partner kinds out for a visitor, a member and a content manager, totals and tabs included', async () => {
    for (const who of [null, member, contentManager]) {
      const result = await search('예측', who);
      expect(result.groups.map((group) => group.category)).toEqual(publicCategories);
      expect(found(await search(ownWords.PARTNER_FAQ.ko, who))).toEqual([]);
      expect(found(await search(ownWords.PARTNER_LIBRARY.code, who))).toEqual([]);
    }
    const res = await t.get('/api/public/searching/load-more?categoryName=PARTNER_LIBRARY&keyword=%EC%98%88%EC%B8%A1', 'ko', { cookie: member.cookie });
    expect((await readJson<SearchMoreResult>(res)).data).toMatchObject({ total: 0, hits: [] });
  });

  it('shows the partner kinds to PARTNER, STAFF and ADMIN; a private question only to its writer, STAFF and ADMIN', async () => {
    for (const who of [partner, staff, admin])
      expect(totals(await search('예측', who))).toEqual(Object.fromEntries(searchCategories.map((category) => [category, 1])));
    const other = await search('예측', otherPartner);
    expect(totals(other)).toMatchObject({ PARTNER_FAQ: 1, PARTNER_LIBRARY: 1, PARTNER_QNA: 0 });
    expect(await more(`categoryName=PARTNER_QNA&keyword=${ownWords.PARTNER_QNA.code}`, otherPartner)).toMatchObject({ total: 0, hits: [] });
    expect((await more(`categoryName=PARTNER_QNA&keyword=${ownWords.PARTNER_QNA.code}`, partner)).hits.map((hit) => hit.id)).toEqual([ids.PARTNER_QNA]);
  });

  it('shows a restricted board’s post only to the addresses on its list and the moderators', async () => {
    await t.db.update(schema.forumBoard).set({ isRestricted: true }).where(eq(schema.forumBoard.id, ids.forumBoard));
    await t.db.insert(schema.forumBoardAccess).values({ boardId: ids.forumBoard, email: listedMember.username.toLowerCase() });
    try {
      for (const who of [null, member, partner, staff]) expect(totals(await search(ownWords.FORUM.ko, who)).FORUM, who?.name ?? 'visitor').toBe(0);
      for (const who of [listedMember, admin, contentManager]) expect(totals(await search(ownWords.FORUM.ko, who)).FORUM, who.name).toBe(1);
    } finally {
      await t.db.delete(schema.forumBoardAccess).where(eq(schema.forumBoardAccess.boardId, ids.forumBoard));
      await t.db.update(schema.forumBoard).set({ isRestricted: false }).where(eq(schema.forumBoard.id, ids.forumBoard));
    }
  });

  it('shows hidden and deleted content to nobody, at once, and shows it again when restored', async () => {
    await t.db.update(schema.forumPost).set({ isHidden: true }).where(eq(schema.forumPost.id, ids.FORUM));
    await t.db.update(schema.faq).set({ isDeleted: true }).where(eq(schema.faq.id, ids.COMMUNITY_FAQ));
    await t.db.update(schema.partnerLibrary).set({ isDeleted: true }).where(eq(schema.partnerLibrary.id, ids.PARTNER_LIBRARY));
    for (const who of [null, admin, contentManager, staff]) {
      expect(totals(await search('예측', who)), who?.name ?? 'visitor').toMatchObject({
        FORUM: 0,
        COMMUNITY_FAQ: 0,
        ...(who === null || who === contentManager ? {} : { PARTNER_LIBRARY: 0 }),
      });
    }
    await t.db.update(schema.forumPost).set({ isHidden: false }).where(eq(schema.forumPost.id, ids.FORUM));
    await t.db.update(schema.faq).set({ isDeleted: false }).where(eq(schema.faq.id, ids.COMMUNITY_FAQ));
    await t.db.update(schema.partnerLibrary).set({ isDeleted: false }).where(eq(schema.partnerLibrary.id, ids.PARTNER_LIBRARY));
    expect(totals(await search('예측', admin))).toMatchObject({ FORUM: 1, COMMUNITY_FAQ: 1, PARTNER_LIBRARY: 1 });
  });

  it('follows a question handed to another partner: the new writer finds it, the former one no longer', async () => {
    await transferOwnedContent(t.db, {
      from: partner.name,
      to: otherPartner.name,
      toAccountId: otherPartner.id,
      items: [{ kind: 'PARTNER_QNA', id: ids.PARTNER_QNA }],
    });
    try {
      expect(totals(await search(ownWords.PARTNER_QNA.ko, otherPartner)).PARTNER_QNA).toBe(1);
      expect(totals(await search(ownWords.PARTNER_QNA.ko, partner)).PARTNER_QNA).toBe(0);
    } finally {
      await transferOwnedContent(t.db, {
        from: otherPartner.name,
        to: partner.name,
        toAccountId: partner.id,
        items: [{ kind: 'PARTNER_QNA', id: ids.PARTNER_QNA }],
      });
    }
  });
});

describe('GET /api/public/searching follows every write at once', () => {
  it('finds an edited title by its new words and no longer by the old ones', async () => {
    await t.db.update(schema.video).set({ titleKr: '시계열 분해 강좌', updDtm: new Date().toISOString() }).where(eq(schema.video.id, ids.VIDEO));
    expect(idsIn(await search('시계열'), 'VIDEO')).toEqual([ids.VIDEO]);
    expect(totals(await search(ownWords.VIDEO.ko)).VIDEO).toBe(0);
    // the English row still matches its own words
    expect(totals(await search(ownWords.VIDEO.en)).VIDEO).toBe(1);
  });

  it('forgets a row deleted from its table, and finds one written through the API', async () => {
    const [extra] = await t.db
      .insert(schema.knowledgeDataSet)
      .values({ dataSetName: '풍속 관측 데이터', descriptionDataSet: '<p>해상 풍력 발전량 예측에 쓰는 관측값</p>', insDtm: new Date().toISOString() })
      .returning({ id: schema.knowledgeDataSet.id });
    expect(idsIn(await search('풍속'), 'KNOWLEDGE_SHARING')).toEqual([extra!.id]);
    await t.db.delete(schema.knowledgeDataSet).where(eq(schema.knowledgeDataSet.id, extra!.id));
    expect(totals(await search('풍속')).KNOWLEDGE_SHARING).toBe(0);
    const entries = await t.db.select().from(schema.searchEntry).where(eq(schema.searchEntry.kind, 'KNOWLEDGE_DATA_SET'));
    expect(entries).toEqual([]);

    const res = await t.send(
      'POST',
      '/api/member/forum-bulletin',
      { boardId: ids.forumBoard, title: '조류 관측 일지', content: '<p>철새 이동 경로 기록</p>', tags: ['질문'], attachments: [] },
      'ko',
      {
        cookie: member.cookie,
        origin: SITE,
      },
    );
    const body = await readJson<{ id: number }>(res);
    expect(res.status, body.message).toBe(201);
    expect(idsIn(await search('철새'), 'FORUM')).toEqual([body.data.id]);
  });
});

describe('GET /api/public/searching reads a word as the words it begins', () => {
  const faq = (titleEn: string, contentEn: string) => ({
    titleKr: '영문 항목',
    titleEn,
    contentKr: '<p>본문</p>',
    contentEn: `<p>${contentEn}</p>`,
    categoryId: 2,
    insDtm: new Date().toISOString(),
  });

  it('finds every word a prefix begins, whole words and endings alike, and a word with diacritics by its plain letters', async () => {
    const rows = await t.db
      .insert(schema.faq)
      .values([faq('Glacier tidecasting', 'melt'), faq('Glacier tidecasts', 'melt'), faq('Glacial café notes', 'naïve tidecastless'), faq('Unrelated', 'tide')])
      .returning({ id: schema.faq.id });
    const [tidecasting, tidecasts, cafe] = rows.map((row) => row.id);
    expect(idsIn(await search('tidecast', null, 'en'), 'COMMUNITY_FAQ').sort()).toEqual([tidecasting, tidecasts, cafe].sort());
    // the search drained the new rows first: their words are in the vocabulary now
    const words = await t.db.select().from(schema.searchTerm);
    expect(words.map((row) => row.term)).toEqual(expect.arrayContaining(['tidecasting', 'tidecasts', 'cafe', 'naive', 'glacial']));
    expect(idsIn(await search('glacier tidecasti', null, 'en'), 'COMMUNITY_FAQ')).toEqual([tidecasting]);
    expect(idsIn(await search('Café', null, 'en'), 'COMMUNITY_FAQ')).toEqual([cafe]);
    expect(idsIn(await search('naive', null, 'en'), 'COMMUNITY_FAQ')).toEqual([cafe]);
    // two edits from every word: nothing (one edit away is a typo's reading: docs/search.md)
    expect(totals(await search('tidecazzz', null, 'en')).COMMUNITY_FAQ).toBe(0);
  });

  it('keeps a prefix that begins more words than it expands to, and finds them all', async () => {
    const many = Array.from({ length: WORD_EXPANSION_LIMIT + 4 }, (_, i) => `quokka${String.fromCharCode(97 + i)}`);
    await t.db.insert(schema.faq).values(many.map((word) => faq(`Marsupial ${word}`, 'zoo')));
    expect(totals(await search('quokka', null, 'en')).COMMUNITY_FAQ).toBe(many.length);
    expect(totals(await search(many[3]!, null, 'en')).COMMUNITY_FAQ).toBe(1);
  });
});

describe('GET /api/public/searching/load-more', () => {
  it('pages one category ten at a time, best first and the newest first among equals, with the total', async () => {
    const base = TEST_START.getTime();
    const rows = Array.from({ length: 23 }, (_, i) => ({
      titleKr: `관측 보고서 ${i + 1}`,
      titleEn: `Ocean report ${i + 1}`,
      contentKr: '<p>해양 자료</p>',
      contentEn: '<p>ocean data</p>',
      categoryId: 2,
      insDtm: new Date(base - i * 60_000).toISOString(),
    }));
    // one row has the word in its title, the others in their bodies only: it ranks first although it is the oldest
    rows.push({
      titleKr: '해양 관측 요약',
      titleEn: 'Ocean ocean summary',
      contentKr: '<p>해양 해양 해양</p>',
      contentEn: '<p>ocean ocean</p>',
      categoryId: 2,
      insDtm: new Date(base - 3_600_000).toISOString(),
    });
    await t.db.insert(schema.faq).values(rows);

    const all = await search('해양');
    expect(all.groups.find((group) => group.category === 'COMMUNITY_FAQ')).toMatchObject({ total: 24 });
    const first = await more('categoryName=COMMUNITY_FAQ&keyword=%ED%95%B4%EC%96%91&pageNo=1');
    expect(first).toMatchObject({ category: 'COMMUNITY_FAQ', total: 24, pageNo: 1, pageSize: 10 });
    const titles = first.hits.map((hit) => hit.title.map((part) => part.text).join(''));
    expect(titles[0]).toBe('해양 관측 요약');
    expect(titles.slice(1, 4)).toEqual(['관측 보고서 1', '관측 보고서 2', '관측 보고서 3']);
    const second = await more('categoryName=COMMUNITY_FAQ&keyword=%ED%95%B4%EC%96%91&pageNo=2');
    const third = await more('categoryName=COMMUNITY_FAQ&keyword=%ED%95%B4%EC%96%91&pageNo=3');
    expect([second.hits.length, third.hits.length]).toEqual([10, 4]);
    const every = [...first.hits, ...second.hits, ...third.hits].map((hit) => hit.id);
    expect(new Set(every).size).toBe(24);
    expect(await more('categoryName=COMMUNITY_FAQ&keyword=%ED%95%B4%EC%96%91&pageNo=9')).toMatchObject({ total: 24, hits: [] });
  });
  it('reads a kind’s newest SEARCH_WINDOW matches and says when more match', async () => {
    const rows = Array.from({ length: SEARCH_WINDOW + 5 }, (_, i) => ({
      titleKr: `조류 관찰 기록 ${i + 1}`,
      titleEn: `Bird log ${i + 1}`,
      contentKr: '<p>조류</p>',
      contentEn: '<p>birds</p>',
      categoryId: 2,
      insDtm: new Date(TEST_START.getTime() - i * 60_000).toISOString(),
    }));
    await t.db.insert(schema.faq).values(rows);
    const group = (await search('조류')).groups.find((item) => item.category === 'COMMUNITY_FAQ');
    expect(group).toMatchObject({ total: SEARCH_WINDOW, more: true });
    const last = await more(`categoryName=COMMUNITY_FAQ&keyword=${encodeURIComponent('조류')}&pageNo=${SEARCH_WINDOW / 10}`);
    expect(last).toMatchObject({ total: SEARCH_WINDOW, more: true });
    expect(last.hits).toHaveLength(10);
    expect((await search('해양')).groups.find((item) => item.category === 'COMMUNITY_FAQ')).not.toHaveProperty('more');
  });
});

describe('bad input', () => {
  it.each(['"', '*', 'NEAR', '-', '(', 'a" OR "b', 'title:모델', '모델*', 'NEAR(a b, 2)', '-예측', ')(*&^%$#@!', '^', 'AND OR NOT'])(
    'answers %s without a database error',
    async (keyword) => {
      const result = await search(keyword, admin);
      expect(result.keyword).toBe(keyword);
      expect(result.groups).toHaveLength(searchCategories.length);
      expect(t.log.errors).toEqual([]);
    },
  );

  it('answers a blank keyword with every total 0', async () => {
    expect(Object.values(totals(await search('   ')))).toEqual(publicCategories.map(() => 0));
    expect(Object.values(totals(await search('')))).toEqual(publicCategories.map(() => 0));
  });

  it('searches a 1,000-character keyword by its first 100 characters, and answers results or none', async () => {
    const long = await search(`예측 ${'가'.repeat(1000)}`);
    expect(long.keyword).toBe(`예측 ${'가'.repeat(97)}`);
    expect(Object.values(totals(long))).toEqual(publicCategories.map(() => 0));
    // an emoji cut in the middle is left out whole
    const emoji = await search(`${'a'.repeat(99)}😀`);
    expect(emoji.keyword).toBe('a'.repeat(99));
    const res = await t.get(`/api/public/searching/suggest?keyword=${encodeURIComponent('수요'.repeat(600))}`, 'ko');
    expect(res.status).toBe(200);
  });

  it.each(['ko', 'en'] as const)('refuses an unknown category and a page that is not one with a message in %s', async (lang) => {
    await expectFailure(await t.get('/api/public/searching/load-more?categoryName=NOTICE&keyword=a', lang), 422, lang, 'validation.invalid', {
      field: lang === 'ko' ? '검색 분류' : 'search category',
    });
    await expectFailure(await t.get('/api/public/searching/load-more?categoryName=FORUM&keyword=a&pageNo=0', lang), 422, lang, 'validation.min', {
      field: 'pageNo',
      min: 1,
    });
  });
});
