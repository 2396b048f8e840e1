import { describe, expect, it } from 'vitest';
import { paragraphsToRichText, richTextToPlainText } from './plain-text.ts';

describe('richTextToPlainText', () => {
  it('keeps the words of each block, separated by one space', () => {
    expect(richTextToPlainText('<p>재고를 <strong>30%</strong> 줄입니다.</p><p>Second&nbsp;line</p>')).toBe('재고를 30% 줄입니다. Second line');
  });

  it('drops scripts, styles and embeds with their content', () => {
    expect(richTextToPlainText('<p>ok</p><script>alert(1)</script><style>p{}</style><svg><text>x</text></svg><iframe src="https://evil.example"></iframe>')).toBe('ok');
  });

  it('returns text, not markup: escaped signs come back as the signs', () => {
    expect(richTextToPlainText('a &lt; b &amp;&amp; c &gt; d "q"')).toBe('a < b && c > d "q"');
    expect(richTextToPlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});

describe('paragraphsToRichText', () => {
  it('makes one escaped paragraph per block of text', () => {
    expect(paragraphsToRichText('첫 문단\n이어지는 줄\r\n\r\n  R&D <팀> "품질"  \n\n\n')).toBe('<p>첫 문단\n이어지는 줄</p><p>R&amp;D &lt;팀&gt; &quot;품질&quot;</p>');
    expect(paragraphsToRichText('')).toBe('');
  });

  it('round-trips to the same words', () => {
    expect(richTextToPlainText(paragraphsToRichText('a < b\n\nc & d'))).toBe('a < b c & d');
  });
});
