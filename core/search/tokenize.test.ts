import { describe, expect, it } from 'vitest';
import { foldWord, hangulBigrams, hangulStem, indexText, indexWords, keywordTerms, matchExpression, MAX_TERMS, weighedNeedles } from './tokenize.ts';

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

describe('the words a prefix is read as', () => {
  it('stores the words outside Hangul as the index does: lower case, diacritics gone, each once', () => {
    expect(indexWords('XGBoost 모델로 Café-naïve 예측, XGBoost 2024년')).toEqual(['xgboost', 'cafe', 'naive', '2024']);
    expect(foldWord('Ångström')).toBe('angstrom');
  });

  it('searches a word as the words it begins when they are known, else as a prefix', () => {
    const expansions = new Map([
      ['fore', ['forecast', 'forecasting']],
      ['xgb', ['xgboost']],
    ]);
    expect(matchExpression('fore xgb demand 수요', expansions)).toBe('("forecast" OR "forecasting") AND "xgboost" AND "demand"* AND "수요"');
  });

  it('weighs a result by the stems of Hangul words and the other words as typed', () => {
    expect(weighedNeedles('모델을 XGB 예측')).toEqual(['모델', 'xgb', '예측']);
  });
});
