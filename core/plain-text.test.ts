import { describe, expect, it } from 'vitest';
import { paragraphsToRichText } from './plain-text.ts';

describe('paragraphsToRichText', () => {
  it('makes one escaped paragraph per block of text', () => {
    expect(paragraphsToRichText('첫 문단\n이어지는 줄\r\n\r\n  R&D <팀> "품질"  \n\n\n')).toBe(
      '<p>첫 문단\n이어지는 줄</p><p>R&amp;D &lt;팀&gt; &quot;품질&quot;</p>',
    );
    expect(paragraphsToRichText('')).toBe('');
  });
});
