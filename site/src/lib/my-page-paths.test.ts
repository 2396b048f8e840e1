import { describe, expect, it } from 'vitest';
import { importPasswordHref, myPageNext } from './my-page-paths.ts';

describe('where the password re-entry continues (portal spec §2)', () => {
  it('goes to the requested my-page screen', () => {
    expect(myPageNext('/my-page/change-info', 'ko')).toBe('/my-page/change-info');
    expect(myPageNext('/en/my-page/change-info', 'en')).toBe('/en/my-page/change-info');
  });

  it('goes to /my-page/info by default and for anything that is not a my-page screen of this site', () => {
    for (const next of [
      null,
      '',
      '/resources/pre-built-model',
      'https://evil.example/my-page/info',
      '//evil.example/my-page/info',
      '/my-page/import-password',
      '/\\evil.example',
    ]) {
      expect(myPageNext(next, 'ko')).toBe('/my-page/info');
    }
    expect(myPageNext(undefined, 'en')).toBe('/en/my-page/info');
  });

  it('links the re-entry back to the screen that asked for it', () => {
    expect(importPasswordHref('en', '/en/my-page/info')).toBe('/en/my-page/import-password?next=%2Fen%2Fmy-page%2Finfo');
  });
});
