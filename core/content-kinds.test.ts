import { describe, expect, it } from 'vitest';
import { screenOf } from './auth/screens.ts';
import { contentKindNames, contentKinds, detailPathOf, kindsOfSearchCategory } from './content-kinds.ts';
import { searchCategories } from './search/types.ts';

describe('the content kinds', () => {
  it('point at a detail screen of the spec: a public one, or one of the partner area for the partner kinds', () => {
    for (const name of contentKindNames) {
      const roles = screenOf(contentKinds[name].detailRoute.replace(':id', '1'))?.roles;
      expect(roles, name).toContain(contentKinds[name].readers === 'partnerArea' ? 'PARTNER' : 'ALL');
    }
  });

  it('put every kind under a search category, and every category of the search page has a kind', () => {
    expect(searchCategories.filter((category) => kindsOfSearchCategory(category).length === 0)).toEqual([]);
    expect(kindsOfSearchCategory('KNOWLEDGE_SHARING')).toEqual(['KNOWLEDGE_MODEL', 'KNOWLEDGE_DATA_SET']);
  });

  it('give the path that opens a row: its id in the route or in ?id=, a video its channel', () => {
    expect(detailPathOf('FORUM', { id: 7 })).toBe('/community/community-forum-detail/7');
    expect(detailPathOf('PARTNER_QNA', { id: 7 })).toBe('/partner/partner-Q&A-detail?id=7');
    expect(detailPathOf('VIDEO', { id: 7, product: 'data-hub' })).toBe('/education/data-hub-tv');
    expect(detailPathOf('FAQ', { id: 7 })).toBe('/community/FAQ');
  });
});
