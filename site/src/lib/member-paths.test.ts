import { describe, expect, it } from 'vitest';
import { memberHrefs, safeNextPath } from './member-paths.ts';

describe('member paths', () => {
  it('puts English under /en', () => {
    expect(memberHrefs('ko').login).toBe('/login');
    expect(memberHrefs('en').checkEmail).toBe('/en/check-email');
    expect(memberHrefs('en').home).toBe('/en/');
  });

  it('continues a sign-in only to a path of this site', () => {
    expect(safeNextPath('/resources/pre-built-model?page=2#top')).toBe('/resources/pre-built-model?page=2#top');
    expect(safeNextPath('/en/my-page/info')).toBe('/en/my-page/info');
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath('')).toBeNull();
    expect(safeNextPath('https://evil.example/')).toBeNull();
    expect(safeNextPath('//evil.example/path')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath('/\t/evil.example')).toBeNull();
    expect(safeNextPath('javascript:alert(1)')).toBeNull();
  });
});
