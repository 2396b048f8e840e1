import { describe, expect, it } from 'vitest';
import { checkAtomFeed } from '#api/testing/atom-rules.ts';
import type { FeedEntry } from '#db/queries/feeds.ts';
import { atomFeed } from './atom-feed.ts';

const site = new URL('https://portal.example.com');
const requestUrl = new URL('https://portal.example.com/feeds/forum.xml');
const entry = (id: number, title: string, body: string, lang: 'ko' | 'en' = 'ko'): FeedEntry => ({
  id,
  path: `/community/community-forum-detail/${id}`,
  published: '2026-11-20T03:00:00.000Z',
  updated: '2026-11-21T04:30:00.000Z',
  author: '김데이터',
  texts: [{ lang, title, body }],
});

describe('an Atom feed', () => {
  it('follows the feed rules in each language, its self link the address it is served at', () => {
    for (const lang of ['ko', 'en'] as const) {
      const xml = atomFeed({ lang, scope: { kind: 'FORUM' }, entries: [entry(1, '첫 글', '본문'), entry(2, 'Second', 'Body', 'en')], site, requestUrl });
      const self = lang === 'ko' ? 'https://portal.example.com/feeds/forum.xml' : 'https://portal.example.com/en/feeds/forum.xml';
      const { problems, feed, entries } = checkAtomFeed(xml, self);
      expect(problems).toEqual([]);
      expect(feed['@xml:lang']).toBe(lang);
      expect(entries).toHaveLength(2);
    }
  });

  it('carries what a member typed as text: markup escaped, characters XML cannot hold dropped', () => {
    const hostile = '</title><script>alert(1)</script> & "quotes" \u0001\u001f 끝 \ud83d\ude00 \ud800';
    const xml = atomFeed({
      lang: 'ko',
      scope: { kind: 'FORUM', board: 3 },
      board: { nameKr: '<게시판>', nameEn: '<Board>' },
      entries: [entry(7, hostile, hostile)],
      site,
      requestUrl,
    });
    const { problems, entries, feed } = checkAtomFeed(xml, 'https://portal.example.com/feeds/forum/3.xml');
    expect(problems).toEqual([]);
    expect(xml).not.toContain('<script>');
    const [title] = entries[0]!.title as { '#text': string }[];
    // a reader gets back what was typed, without the characters XML cannot hold
    expect(title!['#text']).toBe('</title><script>alert(1)</script> & "quotes"  끝 😀 ');
    expect(JSON.stringify(feed.title)).toContain('<게시판> · ');
  });

  it('names each entry by a tag URI of its language and kind, its page and dates, and cuts a long text', () => {
    const xml = atomFeed({
      lang: 'en',
      scope: { kind: 'PRE_BUILT_MODEL' },
      entries: [{ ...entry(12, 'Churn', 'x'.repeat(400), 'en'), author: null }],
      site,
      requestUrl,
    });
    expect(xml).toContain('<id>tag:portal.example.com,2025:en/pre_built_model/12</id>');
    expect(xml).toContain('href="https://portal.example.com/en/community/community-forum-detail/12"');
    expect(xml).toContain('<published>2026-11-20T03:00:00.000Z</published>');
    expect(xml).toContain('<updated>2026-11-21T04:30:00.000Z</updated>');
    expect(xml).toMatch(/<summary type="text">x{280}…<\/summary>/);
    expect(xml).not.toContain('<entry>\n    <author>');
    expect(xml).toContain('href="https://portal.example.com/en/resources/pre-built-model"');
  });

  it('tells an empty feed from a broken one: no entries, still valid', () => {
    const { problems, entries } = checkAtomFeed(atomFeed({ lang: 'ko', scope: { kind: 'VIDEO' }, entries: [], site, requestUrl }));
    expect(problems).toEqual([]);
    expect(entries).toEqual([]);
  });

  it('is refused by the rules when it breaks them', () => {
    const broken =
      '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ko"><title>t</title><updated>yesterday</updated><entry><id>1</id><id>2</id></entry></feed>';
    const { problems } = checkAtomFeed(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'the feed has 0 id elements, not one',
        "the feed's updated is not an RFC 3339 date-time: yesterday",
        'the feed has 0 self links, not one',
        'entry 1 has 2 id elements, not one',
        'entry 1 has 0 title elements, not one',
        'entry 1 has neither content nor an alternate link',
        'entry 1 has no author and the feed has none',
      ]),
    );
    expect(checkAtomFeed('<feed><entry></feed>').problems[0]).toMatch(/^not well-formed/);
  });
});
