import { describe, expect, it } from 'vitest';
import { translator } from '#core/i18n/translate.ts';
import { SEARCH_KEYWORD_MAX } from '#core/schemas/search.ts';
import { searchCategories } from '#core/search/types.ts';
import { categoryNameKey, formatTotal, parseSearchPageQuery, resultHref, resultLinkPrefix, searchPageSearch } from './search-page-query.ts';

const parse = (search: string) => parseSearchPageQuery(new URLSearchParams(search));

describe('the search page view in the URL', () => {
  it('reads the keyword, the tab and the page, and writes them back in one canonical order', () => {
    const view = parse('pageNo=3&category=PREBUILT&keyword=  수요 예측 ');
    expect(view).toEqual({ keyword: '수요 예측', category: 'PREBUILT', pageNo: 3, tooLong: false });
    expect(searchPageSearch(view)).toBe('?keyword=%EC%88%98%EC%9A%94%20%EC%98%88%EC%B8%A1&category=PREBUILT&pageNo=3');
    expect(parse(searchPageSearch(view).slice(1))).toEqual(view);
  });

  it('reads an unknown tab as All, a page on All or an invalid page as the first, and drops what changes nothing', () => {
    expect(parse('keyword=xgb&category=SECRET&pageNo=2')).toEqual({ keyword: 'xgb', category: undefined, pageNo: 1, tooLong: false });
    expect(parse('keyword=xgb&category=FORUM&pageNo=-1').pageNo).toBe(1);
    expect(parse('keyword=xgb&category=FORUM&pageNo=abc').pageNo).toBe(1);
    expect(searchPageSearch({ keyword: 'xgb', category: 'FORUM', pageNo: 1 })).toBe('?keyword=xgb&category=FORUM');
    expect(searchPageSearch({ keyword: 'xgb', category: undefined, pageNo: 4 })).toBe('?keyword=xgb');
    expect(searchPageSearch(parse('keyword=%20%20'))).toBe('');
  });

  it('refuses a keyword longer than the calls take, rather than cutting it', () => {
    expect(parse(`keyword=${'가'.repeat(SEARCH_KEYWORD_MAX)}`)).toMatchObject({ keyword: '가'.repeat(SEARCH_KEYWORD_MAX), tooLong: false });
    expect(parse(`keyword=${'가'.repeat(SEARCH_KEYWORD_MAX + 1)}`)).toMatchObject({ keyword: '', tooLong: true });
  });

  it('names every category in both languages', () => {
    for (const lang of ['ko', 'en'] as const) {
      const names = searchCategories.map((category) => translator(lang)(categoryNameKey(category)));
      expect(new Set(names).size).toBe(searchCategories.length);
      for (const name of names) expect(name).not.toMatch(/^search\./);
    }
  });
});

describe('where a result opens', () => {
  it('opens in the page language, except a Korean-only page, which opens in Korean', () => {
    expect(resultHref('/resources/pre-built-model/detail/3', 'en')).toBe('/en/resources/pre-built-model/detail/3');
    expect(resultHref('/partner/partner-Q&A-detail?id=4', 'en')).toBe('/en/partner/partner-Q&A-detail?id=4');
    expect(resultHref('/resources/pre-built-model/detail/3', 'ko')).toBe('/resources/pre-built-model/detail/3');
    expect(resultHref('/partner/partner-FAQ', 'en')).toBe('/partner/partner-FAQ');
  });

  it('gives the load-more script the same prefix per category', () => {
    expect(resultLinkPrefix('PREBUILT', 'en')).toBe('/en');
    expect(resultLinkPrefix('PREBUILT', 'ko')).toBe('');
    expect(resultLinkPrefix('PARTNER_FAQ', 'en')).toBe('');
  });
});

describe('a count of results', () => {
  it('is written in the language, with a plus when more match than a search reads', () => {
    expect(formatTotal(1234, undefined, 'en')).toBe('1,234');
    expect(formatTotal(200, true, 'ko')).toBe('200+');
  });
});
