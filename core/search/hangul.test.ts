import { describe, expect, it } from 'vitest';
import { initialsOf, initialsQuery, initialsText } from './hangul.ts';

describe('initial consonants', () => {
  it('reads the initial consonant of each syllable, double ones too', () => {
    expect(initialsOf('수요예측')).toBe('ㅅㅇㅇㅊ');
    expect(initialsOf('까치')).toBe('ㄲㅊ');
  });

  it('indexes a title by the initials from each of its words on, across spaces, up to the first other script', () => {
    expect(initialsText('수요 예측 모델').split(' ')).toEqual(['ㅅㅇㅇㅊㅁㄷ', 'ㅇㅊㅁㄷ', 'ㅁㄷ']);
    expect(initialsText('XGBoost 기반 수요예측')).toBe('ㄱㅂㅅㅇㅇㅊ ㅅㅇㅇㅊ');
    expect(initialsText('데이터허브: 소개').split(' ')).toEqual(['ㄷㅇㅌㅎㅂ', 'ㅅㄱ']);
    expect(initialsText('Demand forecasting')).toBe('');
  });

  it('reads a keyword of two initial consonants or more, spaces dropped; nothing else', () => {
    expect(initialsQuery('ㅅㅇㅇㅊ')).toBe('ㅅㅇㅇㅊ');
    expect(initialsQuery(' ㄷㅇㅌ ㅎㅂ ')).toBe('ㄷㅇㅌㅎㅂ');
    expect(initialsQuery('ㅅ')).toBeNull();
    expect(initialsQuery('ㅏㅓ')).toBeNull();
    expect(initialsQuery('ㅅㅇ 수요')).toBeNull();
    expect(initialsQuery('   ')).toBeNull();
  });
});
