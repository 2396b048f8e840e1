import { describe, expect, it } from 'vitest';
import { trailOf } from './breadcrumb-trail.ts';
import { isListedPage } from './listed-pages.ts';
import { productPages, sitemapRoutes } from './routes.ts';

describe('where a page sits (lib/breadcrumb-trail.ts)', () => {
  it('puts a page of a menu under the menu’s heading, which is no page', () => {
    expect(trailOf('/resources/pre-built-model', 'ko')).toEqual([{ label: '리소스' }]);
    expect(trailOf('/products/data-hub', 'en')).toEqual([{ label: 'Products' }]);
    expect(trailOf('/education/data-hub-tv', 'en')).toEqual([{ label: 'Education' }]);
  });

  it('puts a detail page under its list, in the page’s language', () => {
    expect(trailOf('/resources/pre-built-model/detail/12', 'en')).toEqual([
      { label: 'Resources' },
      { label: 'Pre-built models', href: '/en/resources/pre-built-model' },
    ]);
    expect(trailOf('/community/community-forum-detail/3', 'ko')).toEqual([{ label: '커뮤니티' }, { label: '포럼', href: '/community/community-forum-list' }]);
    // shared data sets have no menu entry of their own: their list by the kind's name
    expect(trailOf('/community/Knowledge-sharing/data-sets/detail/2', 'en')).toEqual([
      { label: 'Shared data sets', href: '/en/community/Knowledge-sharing/data-sets' },
    ]);
  });

  it('puts any other page right under home', () => {
    expect(trailOf('/about', 'ko')).toEqual([]);
    expect(trailOf('/privacy_policy', 'en')).toEqual([]);
  });
});

describe('the pages a search engine may list (lib/listed-pages.ts)', () => {
  it('are the sitemap’s fixed pages, the channels and guides, and the public kinds’ detail pages', () => {
    for (const path of [...sitemapRoutes, ...productPages]) expect(isListedPage(path), path).toBe(true);
    for (const path of [
      '/resources/pre-built-model/detail/3',
      '/resources/success-story/detail/3',
      '/community/Knowledge-sharing/detail/3',
      '/community/Knowledge-sharing/data-sets/detail/3',
      '/community/community-forum-detail/3',
    ])
      expect(isListedPage(path), path).toBe(true);
  });

  it('are never a member’s, an author’s or the partner area’s page, a form or a result page', () => {
    for (const path of [
      '/login',
      '/search',
      '/my-page/info',
      '/partner/partner-FAQ',
      '/partner/partner-reference-room-detail',
      '/resources/pre-built-model/edit/3',
      '/community/community-forum-add',
      '/download/guide',
      undefined,
    ])
      expect(isListedPage(path), path).toBe(false);
  });
});
