import { describe, expect, it } from 'vitest';
import { hangulBigrams, hangulStem } from './hangul.ts';
import { foldWord, indexText, indexWords, keywordTerms, matchExpression, MAX_TERMS, titleWords, weighedNeedles } from './tokenize.ts';

/** The expression's terms, without the columns every keyword but initials is asked in. */
const terms = (keyword: string, readings?: Parameters<typeof matchExpression>[1]) =>
  matchExpression(keyword, readings)?.replace(/^\{title body\} : \((.*)\)$/u, '$1') ?? null;

describe('indexText', () => {
  it('cuts Hangul runs into overlapping bigrams and keeps other words apart from them', () => {
    expect(indexText('수요, 예측모델을 XGBoost로').split(/\s+/).filter(Boolean)).toEqual(['수요', ',', '예측', '측모', '모델', '델을', 'XGBoost', '로']);
  });

  it('adds the bigram across a space between two Hangul words, so a compound is indexed alike spaced or not', () => {
    const tokens = (text: string) => indexText(text).split(/\s+/).filter(Boolean);
    expect(tokens('수요 예측')).toEqual(['수요', '요예', '예측']);
    expect(tokens('수요 예측')).toEqual(tokens('수요예측'));
    expect(tokens('머신 러닝 모델')).toEqual(tokens('머신러닝모델'));
    // not across anything else: a comma, a line of another script
    expect(tokens('수요, 예측')).toEqual(['수요', ',', '예측']);
    expect(tokens('수요 AI 예측')).toEqual(['수요', 'AI', '예측']);
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
    expect(matchExpression('수요 예측')).toBe('{title body} : ("수요" AND "예측")');
    expect(terms('예측모델')).toBe('"예측 측모 모델"');
    expect(terms('XGB')).toBe('"xgb"*');
    expect(terms('predictive maintenance')).toBe('"predictive"* AND "maintenance"*');
  });

  it('asks a Hangul word that may end in a particle as its stem, which every text holding the word holds', () => {
    expect(terms('모델을')).toBe('"모델"');
  });

  it('asks a one-syllable Hangul word as a prefix of the bigrams', () => {
    expect(terms('수')).toBe('"수"*');
  });

  it('never passes operators through: quotes, stars, NEAR, minus, parentheses and colons are plain text', () => {
    expect(terms('"모델" OR title:xgb*')).toBe('"모델" AND "or"* AND "title"* AND "xgb"*');
    expect(terms('NEAR(a b) -c')).toBe('"near"* AND "a"* AND "b"* AND "c"*');
    expect(terms('AND')).toBe('"and"*');
    expect(terms('{initials} : x')).toBe('"initials"* AND "x"*');
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
    expect(terms('fore xgb demand 수요', { expansions })).toBe('("forecast" OR "forecasting") AND "xgboost" AND "demand"* AND "수요"');
  });

  it('searches a word that begins no word of the index also as the words one edit away', () => {
    expect(terms('forecst', { corrections: new Map([['forecst', ['forecast', 'forecasts']]]) })).toBe('("forecst"* OR "forecast" OR "forecasts")');
  });

  it('searches a glossary term also as the other language, a phrase of the index tokens', () => {
    const glossary = [{ from: 0, to: 2, other: ['anomaly detection'] }];
    expect(terms('이상 탐지 기법', { glossary })).toBe('(("이상" AND "탐지") OR "anomaly detection") AND "기법"');
    expect(terms('regression', { glossary: [{ from: 0, to: 1, other: ['회귀', '회귀 분석'] }] })).toBe('("regression"* OR "회귀" OR "회귀 귀분 분석")');
  });

  it('asks a keyword of initial consonants only in the titles initials, spaces dropped', () => {
    expect(matchExpression('ㅅㅇㅇㅊ')).toBe('{initials} : "ㅅㅇㅇㅊ"*');
    expect(matchExpression('ㄷㅇㅌ ㅎㅂ')).toBe('{initials} : "ㄷㅇㅌㅎㅂ"*');
    // one consonant, or a vowel among them: an ordinary keyword
    expect(matchExpression('ㅅ')).toMatch(/^\{title body\} : /u);
    expect(matchExpression('ㅅㅏ')).toMatch(/^\{title body\} : /u);
  });

  it('gives the titles Korean words a misspelt word is offered from: words, stems, and two words joined', () => {
    expect(titleWords('수요 예측 모델을 소개합니다').sort()).toEqual(['모델', '소개합니다', '수요', '수요예측', '예측', '예측모델'].sort());
    expect(titleWords('XGBoost 수')).toEqual([]);
  });

  it('weighs a result by the stems of Hangul words and the other words as typed', () => {
    expect(weighedNeedles('모델을 XGB 예측')).toEqual(['모델', 'xgb', '예측']);
  });
});
