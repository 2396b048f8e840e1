import { describe, expect, it } from 'vitest';
import { historyAddress } from '../history/history-address.ts';
import { addressOf, keywordOf, oneOf, pageOf } from './list-address.ts';

const params = (query: string) => new URLSearchParams(query);

describe("a console list's filters in the address", () => {
  it('reads a page from 1 up, and page 1 for anything else', () => {
    expect(pageOf(params('page=3'))).toBe(3);
    for (const query of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page='] as const) expect(pageOf(params(query))).toBe(1);
    expect(pageOf(params('pageNo=4&page=2'), 'pageNo')).toBe(4);
  });

  it('keeps a choice only when it is one of the list', () => {
    expect(oneOf(['ACTIVE', 'DORMANT'], 'DORMANT')).toBe('DORMANT');
    expect(oneOf(['ACTIVE', 'DORMANT'], 'dormant')).toBeUndefined();
    expect(oneOf(['ACTIVE', 'DORMANT'], null)).toBeUndefined();
  });

  it('trims a keyword and cuts it to the 100 characters the field allows', () => {
    expect(keywordOf(params('keyword=%20%20model%20'))).toBe('model');
    expect(keywordOf(params(`keyword=${'가'.repeat(150)}`))).toHaveLength(100);
  });

  it('writes only the values that are set and not at their default, in the order given', () => {
    expect(addressOf({ page: 1, category: undefined, keyword: '' }).toString()).toBe('');
    expect(addressOf({ page: 2, category: 5, keyword: '분석 모델' }).toString()).toBe('page=2&category=5&keyword=%EB%B6%84%EC%84%9D+%EB%AA%A8%EB%8D%B8');
    expect(addressOf({ pageNo: 1, searchFilter: 'name', keyword: 'kim' }, { pageNo: 1, searchFilter: 'name' }).toString()).toBe('keyword=kim');
  });
});

describe("a history list's filters survive the address", () => {
  it('reads back what it wrote', () => {
    const filters = { page: 3, fromDate: '2026-01-01', toDate: '2026-02-01', keyword: 'admin@example.com', type: 'LOGIN_FAILED' };
    expect(historyAddress.read(historyAddress.write(filters))).toEqual(filters);
    expect(historyAddress.write({ page: 1 }).toString()).toBe('');
  });

  it('drops what a hand-edited address gets wrong', () => {
    expect(historyAddress.read(params('page=x&fromDate=2026-1-1&toDate=tomorrow&keyword=%20&type=drop%20table'))).toEqual({ page: 1 });
  });
});
