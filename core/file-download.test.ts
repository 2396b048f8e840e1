import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-download.ts';

describe('the name of a downloaded file', () => {
  it('takes the UTF-8 name first, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="my-data.xlsx"; filename*=UTF-8''%EB%82%B4-%EB%8D%B0%EC%9D%B4%ED%84%B0.xlsx`, 'x')).toBe('내-데이터.xlsx');
    expect(fileNameOf('attachment; filename="accounts_20261130.xlsx"', 'x')).toBe('accounts_20261130.xlsx');
    expect(fileNameOf('attachment; filename=plain.json', 'x')).toBe('plain.json');
    expect(fileNameOf(null, 'fallback.json')).toBe('fallback.json');
    expect(fileNameOf('attachment', 'fallback.json')).toBe('fallback.json');
  });

  it('falls back to the plain name when the encoded one is broken', () => {
    expect(fileNameOf(`attachment; filename="safe.xlsx"; filename*=UTF-8''%E0%A4%A`, 'x')).toBe('safe.xlsx');
  });
});
