// Korean search that finds what people type (issue 31, docs/search.md): compounds spaced or joined, particles,
// typos read as the likeliest word and said so, initial consonants, the glossary's other language, and what
// each of those ranks against the words as typed. Rows are written into the tables, then found through the call.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARED_ANSWER } from '#core/cache-control.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { SearchAllResult, SearchSuggestions } from '#core/search/types.ts';
import { schema } from '#db/client.ts';
import { SYLLABLE_BIGRAM_LIMIT } from '#db/queries/search/expand.ts';
import { addGlossaryTerm, deleteGlossaryTerm } from '#db/queries/search/glossary.ts';
import { readJson, TEST_START, useTestApp, type TestApp } from '../../testing/api-kit.ts';

let t: TestApp;
useTestApp((app) => (t = app), TEST_START, { searchLimit: { burst: Number.POSITIVE_INFINITY, perMinute: 60 } });

async function search(keyword: string, lang: Lang = 'ko'): Promise<SearchAllResult> {
  const res = await t.get(`/api/public/searching?keyword=${encodeURIComponent(keyword)}`, lang);
  const body = await readJson<SearchAllResult>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
}

/** The community FAQ's hits of an answer, by title in the answer's language. */
const faqTitles = (result: SearchAllResult) =>
  result.groups.find((group) => group.category === 'COMMUNITY_FAQ')?.hits.map((hit) => hit.title.map((part) => part.text).join('')) ?? [];

let at = 0;
/** A community FAQ entry: its Korean and English titles and bodies; the newest is written last. */
async function faq(titleKr: string, titleEn: string, contentKr = '본문', contentEn = 'body'): Promise<number> {
  at += 1;
  const [row] = await t.db
    .insert(schema.faq)
    .values({
      titleKr,
      titleEn,
      contentKr: `<p>${contentKr}</p>`,
      contentEn: `<p>${contentEn}</p>`,
      categoryId: 2,
      insDtm: new Date(TEST_START.getTime() + at * 60_000).toISOString(),
    })
    .returning({ id: schema.faq.id });
  return row!.id;
}

beforeAll(async () => {
  await faq('물류 수요 예측 안내', 'Logistics forecasting guide');
  await faq('물류수요예측 사례', 'A logistics case');
  await faq('머신 러닝 모델 배포', 'Shipping models');
  await faq('이상거래 탐지 규칙', 'Card rules', '카드 사용 규칙', 'card usage rules');
  await faq('영문만 있는 글', 'Gradient trees for quarries', '설명', 'quarry yield with gradient boosted trees');
  await faq('채석장 수율 모델', 'Quarry model', '채석장의 수율을 그래디언트 부스팅으로', 'quarry');
});

describe('Hangul compounds with or without their space', () => {
  it('finds the spaced and the joined form from either, particles stripped', async () => {
    for (const keyword of ['물류수요예측', '물류 수요 예측', '수요예측', '수요예측을', '물류수요예측에서']) {
      expect(faqTitles(await search(keyword)).sort(), keyword).toEqual(['물류 수요 예측 안내', '물류수요예측 사례'].sort());
    }
    expect(faqTitles(await search('머신러닝모델'))).toEqual(['머신 러닝 모델 배포']);
  });

  it('ranks the form written as typed first', async () => {
    expect(faqTitles(await search('물류수요예측'))[0]).toBe('물류수요예측 사례');
    expect(faqTitles(await search('물류 수요 예측'))[0]).toBe('물류 수요 예측 안내');
  });
});

describe('typos', () => {
  it('also searches a Latin word of five letters or more as the likeliest word one edit away, and says so', async () => {
    const answer = await search('forecsting', 'en');
    expect(faqTitles(answer)).toEqual(['Logistics forecasting guide']);
    expect(answer.correction).toEqual({ keyword: 'forecasting', searched: true });
    // the title's word is flagged by the reading that found it
    expect(
      answer.groups
        .find((group) => group.category === 'COMMUNITY_FAQ')!
        .hits[0]!.title.filter((part) => part.match)
        .map((part) => part.text),
    ).toEqual(['forecasting']);
  });

  it('leaves a short word, a word the index begins and a word two edits away alone', async () => {
    expect((await search('gude', 'en')).correction).toBeUndefined();
    expect((await search('forecas', 'en')).correction).toBeUndefined();
    const far = await search('forxxsting', 'en');
    expect(far.correction).toBeUndefined();
    expect(faqTitles(far)).toEqual([]);
  });

  it('offers a Korean word of three syllables or more that found nothing its likeliest spelling, without searching it', async () => {
    const answer = await search('물류수요예칙을');
    expect(faqTitles(answer)).toEqual([]);
    expect(answer.correction).toEqual({ keyword: '물류수요예측을', searched: false });
    expect((await search('채석정')).correction).toEqual({ keyword: '채석장', searched: false });
    // two syllables: too many words are one syllable away
    expect((await search('채석')).correction).toBeUndefined();
  });
});

describe('initial consonants', () => {
  it('finds titles whose words start with the syllables the consonants begin, spaced or not', async () => {
    expect(faqTitles(await search('ㅅㅇㅇㅊ'))).toEqual(['물류 수요 예측 안내']);
    expect(faqTitles(await search('ㅁㄹ ㅅㅇ')).sort()).toEqual(['물류 수요 예측 안내', '물류수요예측 사례'].sort());
    expect(faqTitles(await search('ㅁㅅ ㄹㄴ'))).toEqual(['머신 러닝 모델 배포']);
    // not from the middle of a word (물류수요예측 starts with 물류)
    expect(faqTitles(await search('ㅇㅊㅅ'))).toEqual([]);
  });
});

describe('the glossary', () => {
  it('finds what is written only in the other language, the reader’s own words first, and follows every edit', async () => {
    expect(faqTitles(await search('쿼리수율'))).toEqual([]);
    const id = await addGlossaryTerm(t.db, { ko: '쿼리 수율', en: 'quarry yield' }, 'test', TEST_START);
    const boosted = await addGlossaryTerm(t.db, { ko: '그래디언트 부스팅', en: 'gradient boosted trees' }, 'test', TEST_START);
    expect(id).not.toBeNull();
    // a Korean keyword finds the entry written in English only (its Korean title and body say neither),
    // shown in the language that matched
    expect(faqTitles(await search('쿼리수율'))).toEqual(['Gradient trees for quarries']);
    // the entry written in the reader's words ranks above the one found through the other language
    expect(faqTitles(await search('그래디언트 부스팅'))).toEqual(['채석장 수율 모델', 'Gradient trees for quarries']);
    expect(faqTitles(await search('gradient boosted trees', 'en'))).toEqual(['Gradient trees for quarries', '채석장 수율 모델']);
    await deleteGlossaryTerm(t.db, id!);
    await deleteGlossaryTerm(t.db, boosted!);
    expect(faqTitles(await search('쿼리수율'))).toEqual([]);
  });

  it('refuses a second term with the same key, however spaced or cased', async () => {
    const first = await addGlossaryTerm(t.db, { ko: '데이터 카탈로그', en: 'Data Catalog' }, 'test', TEST_START);
    expect(first).not.toBeNull();
    expect(await addGlossaryTerm(t.db, { ko: '데이터카탈로그', en: 'catalogue of data' }, 'test', TEST_START)).toBeNull();
    expect(await addGlossaryTerm(t.db, { ko: '자료 목록', en: 'data catalog' }, 'test', TEST_START)).toBeNull();
    const [row] = await t.db.select().from(schema.searchGlossary).where(eq(schema.searchGlossary.id, first!));
    expect(row).toMatchObject({ koKey: '데이터카탈로그', enKey: 'data catalog' });
  });
});

describe('bad input', () => {
  it.each(['ㅏㅓㅗ', 'ㅋ', '😀😀', '수요🙂예측', 'AI모델ㅋㅋ', '"수요', '((', '{initials} : ㅅ', 'ㅅㅇ*', '   '])(
    'answers %s with an ordinary answer',
    async (keyword) => {
      const answer = await search(keyword);
      expect(Array.isArray(answer.groups)).toBe(true);
    },
  );
});

describe('GET /api/public/searching/suggest', () => {
  async function suggestions(typed: string, lang: Lang = 'ko', cookie?: string): Promise<SearchSuggestions['suggestions']> {
    const res = await t.get(`/api/public/searching/suggest?keyword=${encodeURIComponent(typed)}`, lang, cookie ? { cookie } : {});
    const body = await readJson<SearchSuggestions>(res);
    expect(res.status, body.message).toBe(200);
    expect(res.headers.get('cache-control')).toBe(cookie ? 'private, no-store' : SHARED_ANSWER);
    return body.data.suggestions;
  }

  it('offers the titles whose words begin with what was typed, after one syllable or two letters', async () => {
    const titles = (list: SearchSuggestions['suggestions']) => list.filter((item) => item.type === 'title').map((item) => item.text);
    expect(titles(await suggestions('물류')).sort()).toEqual(['물류 수요 예측 안내', '물류수요예측 사례'].sort());
    // the last word as the start of a word, Korean spaced or not
    expect(titles(await suggestions('머신 러'))).toEqual(['머신 러닝 모델 배포']);
    expect(titles(await suggestions('머신러닝모'))).toEqual(['머신 러닝 모델 배포']);
    expect(titles(await suggestions('Logistics fore', 'en'))).toEqual(['Logistics forecasting guide']);
    // too little: one letter
    expect(await suggestions('L', 'en')).toEqual([]);
    expect(await suggestions('', 'en')).toEqual([]);
  });

  it('reads one syllable as the words it begins, and as a prefix when the vocabulary lists too many', async () => {
    const titles = async (typed: string) =>
      (await suggestions(typed)).flatMap((item) => (item.type === 'title' ? [item.text] : [])).filter((text) => text.includes('쀍'));
    await faq('쀍쀎 입문', 'Rare syllable primer');
    expect(await titles('쀍')).toEqual(['쀍쀎 입문']);
    // 49 words more beginning with the syllable, each with another second syllable: too many to list
    await t.db
      .insert(schema.searchTerm)
      .values(Array.from({ length: SYLLABLE_BIGRAM_LIMIT + 1 }, (_, i) => ({ term: `쀍${String.fromCharCode(0xac00 + i)}` })));
    expect(await titles('쀍')).toEqual(['쀍쀎 입문']);
  });

  it('gives each title the path that opens it, in the language that matched', async () => {
    const [first] = (await suggestions('Shipping', 'ko')).filter((item) => item.type === 'title');
    expect(first).toMatchObject({ type: 'title', text: 'Shipping models', lang: 'en', category: 'COMMUNITY_FAQ' });
    expect(first?.type === 'title' && first.path).toMatch(/^\/community\/FAQ/);
  });

  it('offers glossary terms first, in the language typed, and at most eight in all', async () => {
    await addGlossaryTerm(t.db, { ko: '채석장 최적화', en: 'quarry optimisation' }, 'test', TEST_START);
    const list = await suggestions('채석');
    expect(list[0]).toEqual({ type: 'term', text: '채석장 최적화', lang: 'ko' });
    expect((await suggestions('quarry o', 'en'))[0]).toEqual({ type: 'term', text: 'quarry optimisation', lang: 'en' });
    for (let i = 0; i < 12; i += 1) await faq(`군집 분석 사례 ${i}`, `Cluster case ${i}`);
    expect(await suggestions('군집')).toHaveLength(8);
  });

  it('offers nothing a visitor may not open', async () => {
    const [type] = await t.db.select({ id: schema.masterData.id }).from(schema.masterData).where(eq(schema.masterData.code, 'PFT_PRODUCT'));
    await t.db.insert(schema.partnerFaq).values({
      titleKr: '파트너전용 정산 안내',
      titleEn: 'Partner-only settlement',
      contentKr: '<p>정산</p>',
      contentEn: '<p>settle</p>',
      questionTypeId: type!.id,
      insDtm: TEST_START.toISOString(),
    });
    expect(await suggestions('파트너전용')).toEqual([]);
  });
});
