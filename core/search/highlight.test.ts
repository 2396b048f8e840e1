import { describe, expect, it } from 'vitest';
import { highlightAll, snippetOf } from './highlight.ts';

const marked = (parts: { text: string; match: boolean }[]) => parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('highlightAll', () => {
  it('flags Hangul words and their stems anywhere, other words by a prefix at a word start', () => {
    expect(marked(highlightAll('XGBoost 기반 수요 예측 모델링', 'xgb 모델을'))).toBe('[XGBoost] 기반 수요 예측 [모델]링');
    expect(marked(highlightAll('Boxgb stays', 'xgb'))).toBe('Boxgb stays');
    expect(marked(highlightAll('Forecasting demand', 'FORECAST'))).toBe('[Forecasting] demand');
  });

  it('flags a Korean compound however it is spaced, as the search finds it', () => {
    expect(marked(highlightAll('AI 기반 수요 예측 모델', '수요예측'))).toBe('AI 기반 [수요 예측] 모델');
    expect(marked(highlightAll('데이터허브 소개', '데이터 허브'))).toBe('[데이터][허브] 소개');
    expect(marked(highlightAll('이상 탐지를 위한', '이상탐지를'))).toBe('[이상 탐지를] 위한');
  });

  it('answers the text unflagged when the keyword has no terms', () => {
    expect(highlightAll('모델', '"*')).toEqual([{ text: '모델', match: false }]);
  });
});

describe('snippetOf', () => {
  const long = `${'앞부분 문장입니다. '.repeat(30)}여기서 수요 예측 모델을 설명합니다. ${'뒷부분 '.repeat(40)}`;

  it('shows a window around the first match, cut with an ellipsis on each side', () => {
    const parts = snippetOf(long, '예측');
    expect(parts[0]).toEqual({ text: '…', match: false });
    expect(parts.at(-1)).toEqual({ text: '…', match: false });
    expect(marked(parts)).toContain('수요 [예측] 모델을');
    expect(marked(parts).length).toBeLessThanOrEqual(200);
  });

  it('starts at the beginning when the match is near it or nothing in the body matched', () => {
    expect(marked(snippetOf('예측이 맞았습니다', '예측'))).toBe('[예측]이 맞았습니다');
    expect(snippetOf(long, 'absent')[0]?.text.startsWith('앞부분')).toBe(true);
  });
});
