import { describe, expect, it } from 'vitest';
import { drawable, isDrawn } from './coverage.ts';
import { ksX1001Syllables } from './ks-x-1001.ts';

describe("what the share card's font draws", () => {
  it('holds the 2,350 syllables of KS X 1001, Latin and the Hangul letters, and not the rest of the Hangul block', () => {
    expect([...ksX1001Syllables]).toHaveLength(2350);
    for (const char of ['가', '힝', 'A', 'é', '—', '…', 'ㄸ', '₩']) expect(isDrawn(char), char).toBe(true);
    for (const char of ['똠', '햏', '中', '🚀']) expect(isDrawn(char), char).toBe(false);
  });

  it('spells a syllable outside the set in its letters, stands a letter of another script as □ and leaves an emoji out', () => {
    expect(drawable('똠방각하 🚀 中企 새 모델')).toBe('ㄸㅗㅁ방각하 □□ 새 모델');
    expect(drawable('햏')).toBe('ㅎㅐㅎ');
  });

  it('reads a title whose syllables came in letters (NFD) as the syllables', () => {
    expect(drawable('모델'.normalize('NFD'))).toBe('모델');
  });
});
