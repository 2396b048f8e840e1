import { describe, expect, it } from 'vitest';
import { faqListSearch, parseFaqListQuery } from './faq-list-query.ts';

const parse = (search: string) => parseFaqListQuery(new URLSearchParams(search), [1, 2, 3]);

describe('the FAQ list view in the URL', () => {
  it('reads every field and writes it back in one canonical order', () => {
    const view = parse('size=20&orderBy=mostViewed&keyword=CSV 인코딩&searchCondition=content&category=3');
    expect(view).toEqual({ category: 3, keyword: 'CSV 인코딩', searchCondition: 'content', orderBy: 'mostViewed', size: 20 });
    expect(faqListSearch(view)).toBe('?category=3&keyword=CSV%20%EC%9D%B8%EC%BD%94%EB%94%A9&searchCondition=content&orderBy=mostViewed&size=20');
    expect(parse(faqListSearch(view).slice(1))).toEqual(view);
  });

  it('falls back to the defaults for invalid values, and drops what changes nothing', () => {
    expect(parse('category=9&orderBy=oldest&searchCondition=x&size=abc')).toEqual({
      category: undefined,
      keyword: undefined,
      searchCondition: 'all',
      orderBy: 'latest',
      size: 10,
    });
    expect(faqListSearch(parse('keyword=&searchCondition=title&size=10&orderBy=latest'))).toBe('');
  });

  it('grows by steps of 10 within the bound', () => {
    expect(parse('size=11').size).toBe(20);
    expect(parse('size=0').size).toBe(10);
    expect(parse('size=999999').size).toBe(500);
  });
});
