import { describe, expect, it } from 'vitest';
import { checkNewFiles, formatSize, isAllowedExtension, parseSizeLimit, splitFileName } from './attachment-rules.ts';

const MB = 1024 * 1024;
const limits = { maxTotalBytes: 50 * MB, maxFileBytes: 20 * MB };

describe('attachment rules: extensions, names and sizes', () => {
  it('matches extensions case-insensitively per code', () => {
    expect(isAllowedExtension('PRE_BUILT_MODEL', 'IPYNB')).toBe(true);
    expect(isAllowedExtension('PRE_BUILT_MODEL', 'pptx')).toBe(false);
    expect(isAllowedExtension('SUCCESS_STORY_ATM', 'PpTx')).toBe(true);
    expect(isAllowedExtension('SUCCESS_STORY_THUM', 'webp')).toBe(true);
    expect(isAllowedExtension('SUCCESS_STORY_THUM', 'pdf')).toBe(false);
    expect(isAllowedExtension('BANNER', 'webp')).toBe(false);
    expect(isAllowedExtension('BANNER', 'JPG')).toBe(true);
    expect(isAllowedExtension('PRE_BUILT_MODEL', '')).toBe(false);
  });

  it('splits a name at its last dot and keeps both parts as typed', () => {
    expect(splitFileName('보고서.final.PDF')).toEqual({ name: '보고서.final', extension: 'PDF' });
    expect(splitFileName('README')).toEqual({ name: 'README', extension: '' });
    expect(splitFileName('.env')).toEqual({ name: '.env', extension: '' });
    expect(splitFileName('trailing.')).toEqual({ name: 'trailing.', extension: '' });
  });

  it('parses KB, MB, GB and TB limits, 1024-based', () => {
    expect(parseSizeLimit('50MB')).toBe(52_428_800);
    expect(parseSizeLimit('1.5 MB')).toBe(1_572_864);
    expect(parseSizeLimit('20mb')).toBe(20 * MB);
    expect(parseSizeLimit(' 512 KB ')).toBe(524_288);
    expect(parseSizeLimit('2GB')).toBe(2 * 1024 ** 3);
    expect(parseSizeLimit('1TB')).toBe(1024 ** 4);
  });

  it.each(['', '50', 'MB', '50 MiB', '-5MB', '0MB', '5 M B', 'ten MB', '1e3MB'])('refuses the size limit %j with a clear message', (text) => {
    expect(() => parseSizeLimit(text)).toThrow(/KB, MB, GB or TB/);
  });

  it('formats sizes for messages', () => {
    expect(formatSize(50 * MB)).toBe('50 MB');
    expect(formatSize(1_572_864)).toBe('1.5 MB');
    expect(formatSize(800 * 1024)).toBe('800 KB');
    expect(formatSize(900)).toBe('900 B');
    expect(formatSize(3 * 1024 ** 3)).toBe('3 GB');
    // in the reader's number format (file lists, the download page)
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(1536, 'en')).toBe('1.5 KB');
    expect(formatSize(1024 * 1024 - 1, 'ko')).toBe('1,024 KB');
    expect(formatSize(3 * 1024 * 1024, 'ko')).toBe('3 MB');
  });
});

describe('attachment rules: checking new files', () => {
  it('accepts files that break no rule', () => {
    const result = checkNewFiles({
      code: 'PRE_BUILT_MODEL',
      existing: [{ name: 'a', extension: 'csv', size: 10 }],
      incoming: [
        { name: 'b.csv', size: 10 },
        { name: 'a.csv', size: 11 },
      ],
      ...limits,
    });
    expect(result).toBeNull();
  });

  it('names every file of a refused type, and the allowed types', () => {
    const result = checkNewFiles({
      code: 'PRE_BUILT_MODEL',
      existing: [],
      incoming: [
        { name: 'ok.csv', size: 1 },
        { name: 'setup.exe', size: 1 },
        { name: '발표.pptx', size: 1 },
        { name: 'noext', size: 1 },
      ],
      ...limits,
    });
    expect(result?.key).toBe('resources.errorExtentFile');
    expect(result?.values.files).toBe('setup.exe, 발표.pptx, noext');
    expect(result?.values.extensions).toContain('ipynb');
  });

  it('refuses a file over the per-file limit', () => {
    const result = checkNewFiles({
      code: 'PRE_BUILT_MODEL',
      existing: [],
      incoming: [
        { name: 'big.zip', size: 20 * MB + 1 },
        { name: 'small.zip', size: 20 * MB },
      ],
      ...limits,
    });
    expect(result).toEqual({ key: 'resources.errorFileSize', values: { files: 'big.zip', max: '20 MB' } });
  });

  it('refuses duplicates among the new files and against the existing ones', () => {
    const among = checkNewFiles({
      code: 'PRE_BUILT_MODEL',
      existing: [],
      incoming: [
        { name: 'a.csv', size: 5 },
        { name: 'a.csv', size: 5 },
      ],
      ...limits,
    });
    expect(among).toEqual({ key: 'resources.errorDuplicate', values: { files: 'a.csv' } });
    const against = checkNewFiles({
      code: 'PRE_BUILT_MODEL',
      existing: [{ name: '데이터', extension: 'csv', size: 7 }],
      incoming: [{ name: '데이터.csv', size: 7 }],
      ...limits,
    });
    expect(against).toEqual({ key: 'resources.errorDuplicate', values: { files: '데이터.csv' } });
  });

  it('refuses new files that take the total over the limit, counting the existing ones', () => {
    const result = checkNewFiles({
      code: 'PRE_BUILT_MODEL',
      existing: [{ name: 'a', extension: 'zip', size: 40 * MB }],
      incoming: [{ name: 'b.zip', size: 10 * MB + 1 }],
      ...limits,
    });
    expect(result).toEqual({ key: 'common.errorMaxTotalSize', values: { max: '50 MB' } });
    expect(
      checkNewFiles({
        code: 'PRE_BUILT_MODEL',
        existing: [{ name: 'a', extension: 'zip', size: 40 * MB }],
        incoming: [{ name: 'b.zip', size: 10 * MB }],
        ...limits,
      }),
    ).toBeNull();
  });

  it('reports the type rule before the others', () => {
    const result = checkNewFiles({
      code: 'BANNER',
      existing: [],
      incoming: [
        { name: 'x.gif', size: 999 * MB },
        { name: 'y.png', size: 999 * MB },
      ],
      ...limits,
    });
    expect(result?.key).toBe('resources.errorExtentFile');
  });
});
