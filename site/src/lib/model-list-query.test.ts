import { describe, expect, it } from 'vitest';
import { modelListSearch, parseModelListQuery } from './model-list-query.ts';

const catalogues = {
  industries: [{ code: 'CON' }, { code: 'FIN' }, { code: 'MAN' }],
  algorithms: [{ code: 'CNN' }, { code: 'XGB' }],
};
const parse = (search: string) => parseModelListQuery(new URLSearchParams(search), catalogues);

describe('the list filters in the URL', () => {
  it('reads comma-separated and repeated codes alike, in catalogue order', () => {
    expect(parse('industries=MAN,FIN&algorithms=CNN')).toEqual({ page: 1, keyword: undefined, industries: ['FIN', 'MAN'], algorithms: ['CNN'] });
    expect(parse('industries=MAN&industries=fin&algorithms=XGB&algorithms=CNN')).toEqual({
      page: 1,
      keyword: undefined,
      industries: ['FIN', 'MAN'],
      algorithms: ['CNN', 'XGB'],
    });
  });

  it('ignores invalid values instead of failing', () => {
    expect(parse('page=abc&keyword=%20churn%20&industries=NOPE,FIN&algorithms=%3Cx%3E')).toEqual({
      page: 1,
      keyword: 'churn',
      industries: ['FIN'],
      algorithms: [],
    });
    expect(parse('page=0&keyword=')).toEqual({ page: 1, keyword: undefined, industries: [], algorithms: [] });
    expect(parse('page=3&pageSize=5000').page).toBe(3);
  });

  it('takes title as the keyword when no keyword is given', () => {
    expect(parse('title=demand').keyword).toBe('demand');
  });

  it('writes one canonical query string, which reads back the same', () => {
    const query = { page: 2, keyword: '수요 예측', industries: ['FIN', 'MAN'], algorithms: ['CNN'] };
    const search = modelListSearch(query);
    expect(search).toBe('?keyword=%EC%88%98%EC%9A%94%20%EC%98%88%EC%B8%A1&industries=FIN,MAN&algorithms=CNN&page=2');
    expect(parse(search.slice(1))).toEqual(query);
    expect(modelListSearch({ page: 1, keyword: undefined, industries: [], algorithms: [] })).toBe('');
  });

  it('is a fixed point of URL parsing, so the redirect to it cannot loop', () => {
    for (const keyword of ["it's (new)!", 'a+b & c=d', '~*.-_', '100%', '수요 예측']) {
      const search = modelListSearch({ page: 1, keyword, industries: ['FIN'], algorithms: [] });
      expect(new URL(`http://x/p${search}`).search).toBe(search);
      expect(parse(search.slice(1)).keyword).toBe(keyword);
    }
  });
});

describe("a model list's order and card filters in the URL", () => {
  const parseModel = (search: string) => parseModelListQuery(new URLSearchParams(search), catalogues, { model: true });
  const none = { sort: 'newest', task: '', framework: '', licence: '', inputType: '' };

  it('reads them on a model list only, invalid values as their defaults', () => {
    expect(parseModel('task=vision&licence=CC-BY-4.0&sort=views').model).toEqual({ ...none, task: 'vision', licence: 'CC-BY-4.0', sort: 'views' });
    expect(parseModel('task=poetry&sort=oldest&framework=xgboost').model).toEqual({ ...none, framework: 'xgboost' });
    expect(parse('task=vision&sort=views')).not.toHaveProperty('model');
  });

  it('writes them after the other filters and before the page, the sort last and only when not the newest', () => {
    const query = parseModel('page=2&sort=title&inputType=image&industries=FIN&task=nlp');
    const search = modelListSearch(query);
    expect(search).toBe('?industries=FIN&task=nlp&inputType=image&sort=title&page=2');
    expect(parseModel(search.slice(1))).toEqual(query);
    expect(modelListSearch(parseModel('sort=newest'))).toBe('');
  });
});
