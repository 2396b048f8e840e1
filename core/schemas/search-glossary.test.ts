import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { glossaryAddPath, glossaryPrefill, glossaryTermBody } from './search-glossary.ts';

const firstMessage = (body: Record<string, unknown>) => {
  const result = v.safeParse(glossaryTermBody, body);
  return result.success ? null : result.issues[0].message;
};

describe('a glossary term, as the console form and the API check it', () => {
  it('takes both sides trimmed, in their own scripts', () => {
    expect(v.parse(glossaryTermBody, { ko: '  이상 탐지 ', en: ' Anomaly Detection ' })).toEqual({ ko: '이상 탐지', en: 'Anomaly Detection' });
    // a Korean term may hold Latin letters and digits; an English one other scripts than Hangul
    expect(firstMessage({ ko: 'AI 모델 2종', en: 'naïve Bayes' })).toBeNull();
  });

  it.each([
    [{ en: 'term' }, 'searchGlossary.koRequired'],
    [{ ko: ' ', en: 'term' }, 'searchGlossary.koRequired'],
    [{ ko: '용어' }, 'searchGlossary.enRequired'],
    [{ ko: '가'.repeat(61), en: 'term' }, 'searchGlossary.koTooLong'],
    [{ ko: '용어', en: 'a'.repeat(61) }, 'searchGlossary.enTooLong'],
    [{ ko: 'term', en: 'term' }, 'searchGlossary.koNeedsHangul'],
    [{ ko: 'ㄱㄴ', en: 'term' }, 'searchGlossary.koNeedsHangul'],
    [{ ko: '용어', en: 'term 용어' }, 'searchGlossary.enHasHangul'],
    [{ ko: '용어', en: 'ㅋ' }, 'searchGlossary.enHasHangul'],
    [{ ko: '용어', en: '--' }, 'searchGlossary.enNeedsWord'],
    [{ ko: '용어\u202e', en: 'term' }, 'validation.invisibleCharacters'],
  ])('refuses %j with %s', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it('keeps 60 characters, not 61', () => {
    expect(firstMessage({ ko: '가'.repeat(60), en: 'a'.repeat(60) })).toBeNull();
  });
});

describe('the add dialog filled in from a search that found nothing', () => {
  it('puts words with Hangul on the Korean side, any others on the English side', () => {
    expect(glossaryPrefill(' 이상 탐지 ')).toEqual({ ko: '이상 탐지' });
    expect(glossaryPrefill('XGBoost 모델')).toEqual({ ko: 'XGBoost 모델' });
    expect(glossaryPrefill('gradient boosting ')).toEqual({ en: 'gradient boosting' });
    expect(glossaryPrefill('   ')).toEqual({});
  });

  it('cuts the words to a term’s length, never inside a character', () => {
    expect(glossaryPrefill('a'.repeat(80)).en).toHaveLength(60);
    expect(glossaryPrefill(`${'a'.repeat(59)}😀`).en).toBe('a'.repeat(59));
  });

  it('links to the console screen with the words encoded', () => {
    expect(glossaryAddPath('수요 예측&x')).toBe('/admin/search-glossary?add=%EC%88%98%EC%9A%94%20%EC%98%88%EC%B8%A1%26x');
  });
});
