import { describe, expect, it } from 'vitest';
import { allowedExtensions } from '#core/attachment-rules.ts';
import { sampleBytes } from '../testing/sample-files.ts';
import { contentMatchesExtension } from './file-signature.ts';

describe('contentMatchesExtension', () => {
  it.each([
    ['pdf', 'pdf'],
    ['png', 'png'],
    ['PNG', 'png'],
    ['jpg', 'jpg'],
    ['jpeg', 'jpg'],
    ['webp', 'webp'],
    ['zip', 'zip'],
    ['docx', 'docx'],
    ['xlsx', 'xlsx'],
    ['pptx', 'pptx'],
    ['csv', 'csv'],
    ['txt', 'txt'],
    ['md', 'md'],
    ['json', 'json'],
    ['py', 'py'],
    ['ipynb', 'ipynb'],
    // Office files are ZIP archives: one saved by a tool that leaves out the content types is still accepted
    ['xlsx', 'zip'],
    ['zip', 'docx'],
  ] as const)('accepts a real %s file (%s bytes)', async (extension, sample) => {
    expect(await contentMatchesExtension(extension, sampleBytes[sample]())).toBe(true);
  });

  it.each([
    ['pdf', 'exe'],
    ['png', 'exe'],
    ['csv', 'exe'],
    ['txt', 'elf'],
    ['zip', 'jar'],
    ['docx', 'docm'],
    ['pdf', 'png'],
    ['png', 'jpg'],
    ['jpg', 'pdf'],
    ['webp', 'png'],
    ['docx', 'pdf'],
    ['pdf', 'txt'],
    ['csv', 'png'],
    ['md', 'pdf'],
    ['json', 'zip'],
    ['py', 'elf'],
  ] as const)('refuses %s named bytes that are %s', async (extension, sample) => {
    expect(await contentMatchesExtension(extension, sampleBytes[sample]())).toBe(false);
  });

  it('refuses text that is not UTF-8 or holds NUL bytes', async () => {
    expect(await contentMatchesExtension('csv', new Uint8Array([0xc0, 0xaf, 0x41]))).toBe(false);
    expect(await contentMatchesExtension('txt', new TextEncoder().encode('a\u0000b'))).toBe(false);
    // EUC-KR bytes of "한글": a legacy encoding, not UTF-8
    expect(await contentMatchesExtension('csv', new Uint8Array([0xc7, 0xd1, 0xb1, 0xdb]))).toBe(false);
  });

  it('refuses an empty file of a binary type and an unknown extension', async () => {
    expect(await contentMatchesExtension('pdf', new Uint8Array())).toBe(false);
    expect(await contentMatchesExtension('exe', sampleBytes.exe())).toBe(false);
    expect(await contentMatchesExtension('gif', sampleBytes.png())).toBe(false);
  });

  it('has a content rule for every extension an upload code allows', async () => {
    const all = new Set(Object.values(allowedExtensions).flat());
    for (const extension of all) {
      const sample = extension === 'jpeg' ? 'jpg' : (extension as keyof typeof sampleBytes);
      expect(await contentMatchesExtension(extension, sampleBytes[sample]()), extension).toBe(true);
    }
  });
});
