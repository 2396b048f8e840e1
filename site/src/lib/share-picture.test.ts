import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { shareCardQuery } from '#core/schemas/share-card.ts';
import { shareCardPages } from '#core/share-card.ts';
import { productPages, sitemapRoutes } from './routes.ts';
import { sharePictureOf } from './share-picture.ts';

const SITE = 'https://portal.example.com';
const file = (path: string) => `${SITE}${path}`;
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("a page's share picture (lib/share-picture.ts)", () => {
  it("is the item's own picture when it has one, with its size, type and text", () => {
    const picture = sharePictureOf(
      { lang: 'ko', path: '/resources/success-story/detail/1', file },
      {
        kind: 'SUCCESS_STORY',
        id: 1,
        titles: { ko: '사례', en: 'Story' },
        picture: { path: '/api/files/success-story-thum/a.png', width: 640, height: 360, type: 'image/png', alt: '사례 대표 이미지' },
      },
    );
    expect(picture).toEqual({ url: `${SITE}/api/files/success-story-thum/a.png`, width: 640, height: 360, type: 'image/png', alt: '사례 대표 이미지' });
  });

  it("is the item's card otherwise, at an address the card call takes, whose version follows the title", () => {
    const item = { kind: 'PRE_BUILT_MODEL' as const, id: 3, titles: { ko: '수요 예측', en: 'Demand forecast' } };
    const korean = sharePictureOf({ lang: 'ko', path: '/resources/pre-built-model/detail/3', file }, item);
    expect(korean).toMatchObject({ width: 1200, height: 630, type: 'image/png', alt: '애널리틱스 포털 공유 카드: 수요 예측' });
    expect(v.parse(shareCardQuery, queryOf(korean.url))).toMatchObject({ subject: { kind: 'PRE_BUILT_MODEL', id: 3 }, lang: 'ko' });
    const english = sharePictureOf({ lang: 'en', path: '/resources/pre-built-model/detail/3', file }, item);
    const renamed = sharePictureOf(
      { lang: 'ko', path: '/resources/pre-built-model/detail/3', file },
      { ...item, titles: { ...item.titles, ko: '주간 수요 예측' } },
    );
    expect(new Set([korean.url, english.url, renamed.url]).size).toBe(3);
  });

  it("is the page's card for a listed page, and the home page's for any other", () => {
    expect(queryOf(sharePictureOf({ lang: 'en', path: '/products/overview', file }).url)).toMatchObject({ page: '/products/overview', lang: 'en' });
    expect(queryOf(sharePictureOf({ lang: 'ko', path: '/my-page/info', file }).url)).toMatchObject({ page: '/' });
    expect(queryOf(sharePictureOf({ lang: 'ko', path: undefined, file }).url)).toMatchObject({ page: '/' });
  });

  it('has a card of its own for every page the sitemap lists', () => {
    expect([...sitemapRoutes, ...productPages].filter((path) => !shareCardPages.includes(path))).toEqual([]);
  });
});
