import { describe, expect, it } from 'vitest';
import { paragraphsToRichText } from '#core/plain-text.ts';
import { privacyPolicyEn } from '#db/seed/content/privacy-policy-en.ts';
import { privacyPolicyKo } from '#db/seed/content/privacy-policy-ko.ts';
import { richTextToPlainText, sanitizeRichText } from './rich-text.ts';

describe('richTextToPlainText', () => {
  it('keeps the words of each block, separated by one space', () => {
    expect(richTextToPlainText('<p>재고를 <strong>30%</strong> 줄입니다.</p><p>Second&nbsp;line</p>')).toBe('재고를 30% 줄입니다. Second line');
  });

  it('drops scripts, styles and embeds with their content', () => {
    expect(
      richTextToPlainText('<p>ok</p><script>alert(1)</script><style>p{}</style><svg><text>x</text></svg><iframe src="https://evil.example"></iframe>'),
    ).toBe('ok');
  });

  it('returns text, not markup: escaped signs come back as the signs', () => {
    expect(richTextToPlainText('a &lt; b &amp;&amp; c &gt; d "q"')).toBe('a < b && c > d "q"');
    expect(richTextToPlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});

describe('rich text written by the seed', () => {
  it('the demo policies are already within the allow-list, as the console would store them', () => {
    for (const [version, day] of [
      ['3.0', '2022-11-11'],
      ['1.0', '2019-11-27'],
    ] as const) {
      for (const text of [privacyPolicyKo(version, day), privacyPolicyEn(version, day)]) expect(sanitizeRichText(text)).toBe(text);
    }
  });

  it('plain text made rich round-trips to the same words', () => {
    expect(richTextToPlainText(paragraphsToRichText('a < b\n\nc & d'))).toBe('a < b c & d');
  });
});
