import { describe, expect, it } from 'vitest';
import { paragraphsToRichText, richTextToPlain } from './plain-text.ts';

describe('paragraphsToRichText', () => {
  it('makes one escaped paragraph per block of text', () => {
    expect(paragraphsToRichText('첫 문단\n이어지는 줄\r\n\r\n  R&D <팀> "품질"  \n\n\n')).toBe(
      '<p>첫 문단\n이어지는 줄</p><p>R&amp;D &lt;팀&gt; &quot;품질&quot;</p>',
    );
    expect(paragraphsToRichText('')).toBe('');
  });
});

describe('richTextToPlain', () => {
  it('keeps the words of rich text: tags out, entities decoded, blocks apart', () => {
    expect(richTextToPlain('<h2>개요</h2><p>R&amp;D <strong>모델</strong>&nbsp;&#xAC00;&#44032;&#99999999;</p><ul><li>a</li><li>b</li></ul>')).toBe(
      '개요 R&D 모델 가가 a b',
    );
  });
});
