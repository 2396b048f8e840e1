import { describe, expect, it } from 'vitest';
import { AnswerCache, answerCookies, answerKey, mayGive, type KeptAnswer } from './answer-cache.ts';

// The bounds and the forgetting of the visitors' answer cache (decision 014).

const answer = (bytes: number, topics: KeptAnswer['topics'] = new Set(['PRE_BUILT_MODEL']), at = 0): KeptAnswer => ({
  headers: { 'content-type': 'text/html' },
  body: new Uint8Array(bytes),
  encoded: {},
  ready: {},
  etag: '"e"',
  topics,
  at,
  size: bytes,
  uses: [],
  route: '/api/public/pre-built-model',
  forAnyReader: false,
});

describe('AnswerCache', () => {
  it('gives up the least recently given answer first when it holds too many', () => {
    const cache = new AnswerCache({ maxEntries: 2, maxBytes: 1_000_000, maxAgeMs: 60_000 });
    cache.keep('a', answer(10), cache.mark);
    cache.keep('b', answer(10), cache.mark);
    cache.get('a', 0);
    cache.keep('c', answer(10), cache.mark);
    expect([cache.get('a', 0), cache.get('b', 0), cache.get('c', 0)].map(Boolean)).toEqual([true, false, true]);
  });

  it('moves a hit answer last in line only when it is not in the newer half already', () => {
    const cache = new AnswerCache({ maxEntries: 4, maxBytes: 1_000_000, maxAgeMs: 60_000 });
    for (const key of ['a', 'b', 'c', 'd']) cache.keep(key, answer(10), cache.mark);
    // `c` was placed one entry ago, in the newer half: it stays before `d` (a strict order would move it after)
    cache.get('c', 0);
    for (const key of ['e', 'f', 'g']) cache.keep(key, answer(10), cache.mark);
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => cache.get(key, 0) !== undefined)).toEqual([false, false, false, true, true, true, true]);
  });

  it('holds at most its bytes, copies made later included, and never one answer over an eighth of them', () => {
    const cache = new AnswerCache({ maxEntries: 100, maxBytes: 8000, maxAgeMs: 60_000 });
    expect(cache.keep('huge', answer(1001), cache.mark)).toBe(false);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) cache.keep(key, answer(1000), cache.mark);
    expect(cache.bytes).toBe(8000);
    const a = cache.get('a', 0)!;
    cache.grew('a', a, 500);
    expect(cache.bytes).toBeLessThanOrEqual(8000);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.size).toBe(7);
  });

  it('gives nothing older than its age bound', () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 10_000, maxAgeMs: 1000 });
    cache.keep('a', answer(10, undefined, 0), cache.mark);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('forgets the answers of a written topic, and keeps none begun before a write of its topics', () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 10_000, maxAgeMs: 60_000 });
    cache.keep('model', answer(10, new Set(['PRE_BUILT_MODEL', 'catalogue'])), cache.mark);
    cache.keep('story', answer(10, new Set(['SUCCESS_STORY'])), cache.mark);
    cache.forget(['catalogue']);
    expect([cache.get('model', 0), cache.get('story', 0)].map(Boolean)).toEqual([false, true]);
    const begun = cache.mark;
    cache.forget(['PRE_BUILT_MODEL']);
    expect(cache.keep('late model', answer(10), begun)).toBe(false);
    expect(cache.keep('other', answer(10, new Set(['banner'])), begun)).toBe(true);
    expect(cache.keep('model after', answer(10), cache.mark)).toBe(true);
  });

  it('keeps nothing when it is off', () => {
    const cache = new AnswerCache({ maxEntries: 0, maxBytes: 0, maxAgeMs: 0 });
    expect(cache.enabled).toBe(false);
    expect(cache.keep('a', answer(1), cache.mark)).toBe(false);
  });
});

describe('who shares answers', () => {
  it('keys by the language cookie, tells a signed-in reader (and the member token) by the session and hint cookies, and shares nothing with an unknown cookie', () => {
    expect(answerCookies(undefined)).toEqual({ shared: new Map(), reader: false });
    expect(answerCookies('portal_lang=en')).toEqual({ shared: new Map([['portal_lang', 'en']]), reader: false });
    expect(answerCookies('portal_lang=en; portal_session=x')).toEqual({ shared: new Map([['portal_lang', 'en']]), reader: true, memberToken: 'x' });
    // the member's token only when the header names one session: which one the front door reads is its to say
    expect(answerCookies('portal_session=x; portal_session=y')?.memberToken).toBeUndefined();
    expect(answerCookies('__Host-portal_admin=x')).toEqual({ shared: new Map(), reader: true });
    expect(answerCookies('portal_signed_in=1')).toEqual({ shared: new Map(), reader: true });
    // the visit's viewed items only decide whether a view counts, which the front door does at every answer
    expect(answerCookies('portal_seen=p3.m12; portal_lang=ko')).toEqual({ shared: new Map([['portal_lang', 'ko']]), reader: false });
    expect(answerCookies('portal_session=x; tracker')).toBeNull();
    expect(answerCookies('tracker=1')).toBeNull();
  });

  it('gives a signed-in reader only an answer made without asking who reads', () => {
    expect(mayGive({ ...answer(1), forAnyReader: false }, false)).toBe(true);
    expect(mayGive({ ...answer(1), forAnyReader: false }, true)).toBe(false);
    expect(mayGive({ ...answer(1), forAnyReader: true }, true)).toBe(true);
  });

  it('keys a page by host, address and language cookie, and an API call also by language and time zone', () => {
    const base = { host: 'portal.test ', url: '/resources/pre-built-model', lang: 'ko', tzOffset: 540, cookies: new Map<string, string>() };
    expect(answerKey({ ...base, lang: 'en' })).toBe(answerKey(base));
    expect(answerKey({ ...base, cookies: new Map([['portal_lang', 'en']]) })).not.toBe(answerKey(base));
    const api = { ...base, url: '/api/public/pre-built-model' };
    expect(answerKey({ ...api, lang: 'en' })).not.toBe(answerKey(api));
    expect(answerKey({ ...api, tzOffset: 0 })).not.toBe(answerKey(api));
    expect(answerKey({ ...api, host: 'other.test ' })).not.toBe(answerKey(api));
  });
});
