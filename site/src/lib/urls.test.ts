import { describe, expect, it } from 'vitest';
import { langFromLocaleParam, langFromPathname } from './page-lang.ts';
import { counterpartUrl, localizePath, splitLangPath } from './urls.ts';

describe('localized paths', () => {
  it.each([
    ['/', 'ko', '/'],
    ['/', 'en', '/en/'],
    ['/resources/pre-built-model', 'ko', '/resources/pre-built-model'],
    ['/resources/pre-built-model', 'en', '/en/resources/pre-built-model'],
  ] as const)('%s in %s is %s', (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected);
  });

  it.each([
    ['/', 'ko', '/'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/resources/pre-built-model/', 'en', '/resources/pre-built-model'],
    ['/resources/pre-built-model/detail/3', 'ko', '/resources/pre-built-model/detail/3'],
    ['/english', 'ko', '/english'],
  ] as const)('%s splits into %s and %s', (pathname, lang, path) => {
    expect(splitLangPath(pathname)).toEqual({ lang, path });
  });

  it('the language switch keeps the page and its query string', () => {
    const list = new URL('http://x/resources/pre-built-model?industries=FIN,MAN&page=2');
    expect(counterpartUrl(list, 'en')).toBe('/en/resources/pre-built-model?industries=FIN,MAN&page=2');
    expect(counterpartUrl(new URL('http://x/en/resources/pre-built-model/detail/4'), 'ko')).toBe('/resources/pre-built-model/detail/4');
    expect(counterpartUrl(new URL('http://x/en'), 'ko')).toBe('/');
    expect(counterpartUrl(new URL('http://x/'), 'en')).toBe('/en/');
  });
});

describe('page language', () => {
  it('accepts no prefix (Korean) and en, nothing else', () => {
    expect(langFromLocaleParam(undefined)).toBe('ko');
    expect(langFromLocaleParam('en')).toBe('en');
    expect(langFromLocaleParam('ko')).toBeNull();
    expect(langFromLocaleParam('nope')).toBeNull();
    expect(langFromLocaleParam('en/nope')).toBeNull();
  });

  it('reads the language of any path for the not-found page', () => {
    expect(langFromPathname('/nope')).toBe('ko');
    expect(langFromPathname('/en')).toBe('en');
    expect(langFromPathname('/en/nope')).toBe('en');
    expect(langFromPathname('/english')).toBe('ko');
  });
});
