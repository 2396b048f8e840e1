import { describe, expect, it } from 'vitest';
import { hangulBigrams, hangulStem, indexText, keywordTerms, matchExpression, MAX_TERMS } from './tokenize.ts';

describe('indexText', () => {
  it('cuts Hangul runs into overlapping bigrams and keeps other words apart from them', () => {
    expect(indexText('수요 예측모델을 XGBoost로').split(/\s+/).filter(Boolean)).toEqual(['수요', '예측', '측모', '모델', '델을', 'XGBoost', '로']);
  });

  it('keeps a one-syllable run as itself', () => {
    expect(hangulBigrams('수')).toEqual(['수']);
    expect(indexText('A/B 및 C').split(/\s+/).filter(Boolean)).toEqual(['A/B', '및', 'C']);
  });
});

describe('hangulStem', () => {
  it('takes the particle off a word when two syllables or more are left', () => {
    expect(hangulStem('모델을')).toBe('모델');
    expect(hangulStem('분석에서')).toBe('분석');
    expect(hangulStem('데이터로')).toBe('데이터');
    expect(hangulStem('예측')).toBeNull();
    expect(hangulStem('물을')).toBeNull();
  });
});

describe('matchExpression', () => {
  it('asks every word: Hangul as the phrase of its bigrams, other words as prefixes', () => {
    expect(matchExpression('수요 예측')).toBe('"수요" AND "예측"');
    expect(matchExpression('예측모델')).toBe('"예측 측모 모델"');
    expect(matchExpression('XGB')).toBe('"xgb"*');
    expect(matchExpression('predictive maintenance')).toBe('"predictive"* AND "maintenance"*');
  });

  it('lets a Hangul word with a particle match its stem too', () => {
    expect(matchExpression('모델을')).toBe('("모델 델을" OR "모델")');
  });

  it('asks a one-syllable Hangul word as a prefix of the bigrams', () => {
    expect(matchExpression('수')).toBe('"수"*');
  });

  it('never passes operators through: quotes, stars, NEAR, minus, parentheses and colons are plain text', () => {
    expect(matchExpression('"모델" OR title:xgb*')).toBe('"모델" AND "or"* AND "title"* AND "xgb"*');
    expect(matchExpression('NEAR(a b) -c')).toBe('"near"* AND "a"* AND "b"* AND "c"*');
    expect(matchExpression('AND')).toBe('"and"*');
  });

  it('answers null when nothing searchable is left', () => {
    expect(matchExpression('')).toBeNull();
    expect(matchExpression(' " * ( ) - : ')).toBeNull();
  });

  it('keeps the first terms of a long keyword, each once', () => {
    expect(keywordTerms('a b a c d e f g h i j k')).toHaveLength(MAX_TERMS);
    expect(keywordTerms('모델 모델')).toHaveLength(1);
  });
});
