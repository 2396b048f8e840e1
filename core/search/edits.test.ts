import { describe, expect, it } from 'vitest';
import { deletionsOf, oneEditApart, slipRank } from './edits.ts';

describe('words one edit apart', () => {
  it('takes each character out once', () => {
    expect(deletionsOf('abc')).toEqual(['bc', 'ac', 'ab']);
    expect(deletionsOf('aab')).toEqual(['ab', 'aa']);
    expect(deletionsOf('수요예측')).toEqual(['요예측', '수예측', '수요측', '수요예']);
  });

  it('tells one insertion, deletion, substitution or swap from more, in Latin and Hangul', () => {
    expect(oneEditApart('forecst', 'forecast')).toBe(true);
    expect(oneEditApart('forecaast', 'forecast')).toBe(true);
    expect(oneEditApart('forecasr', 'forecast')).toBe(true);
    expect(oneEditApart('forecsat', 'forecast')).toBe(true);
    expect(oneEditApart('수요예칙', '수요예측')).toBe(true);
    expect(oneEditApart('forecast', 'forecast')).toBe(false);
    expect(oneEditApart('forcest', 'forecast')).toBe(false);
    expect(oneEditApart('fotecsat', 'forecast')).toBe(false);
    expect(oneEditApart('abcd', 'badc')).toBe(false);
  });
});

describe('the likeliest slip', () => {
  it('ranks a letter left out first, then a swap, a letter for another, a letter too many', () => {
    expect(slipRank('forecst', 'forecast')).toBe(0);
    expect(slipRank('forecsat', 'forecast')).toBe(1);
    expect(slipRank('detecton', 'detector')).toBe(2);
    expect(slipRank('forecst', 'forest')).toBe(3);
  });
});
