import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema } from './schemas/account.ts';
import { keywordQuery, richTextInput, typedText } from './schemas/common.ts';
import { currentPasswordSchema, newPasswordSchema } from './schemas/password.ts';
import { cleanFileName, cleanText, hasInvisibleCharacters, isWellFormedText } from './text-safety.ts';

// Issue: text stored exactly as sent. Stored text is NFC; invisible control and text-direction
// characters are refused where a person typed them, and removed where nobody did.

const decomposed = '분석 모델'.normalize('NFD');

describe('text safety', () => {
  it('finds controls, text-direction overrides and zero-width spaces, and line breaks only in one line', () => {
    for (const text of ['a\u0000b', 'invoice\u202Efdp.txt', 'a\u2066b\u2069', 'name\u200B', '\uFEFFtitle', 'del\u007F', 'c1\u0085']) {
      expect(hasInvisibleCharacters(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasInvisibleCharacters('first line\nsecond\ttabbed')).toBe(false);
    expect(hasInvisibleCharacters('first line\nsecond', { singleLine: true })).toBe(true);
    // joiners that emoji and scripts need are text, not tricks
    expect(hasInvisibleCharacters('👩\u200D💻 분석가')).toBe(false);
  });

  it('cleans what nobody typed: NFC, invisible characters gone, folders and line breaks out of file names', () => {
    expect(cleanText(`${decomposed}\u200B\u0000`)).toBe('분석 모델');
    expect(cleanText(decomposed)).not.toBe(decomposed);
    expect(cleanFileName('../../invoice\u202Efdp.txt')).toBe('invoicefdp.txt');
    expect(cleanFileName('C:\\Users\\kim\\보고서\r\n.pdf')).toBe('보고서  .pdf');
  });

  it('typed text is stored in NFC and refused with a message when it holds an invisible character', () => {
    const line = typedText({ singleLine: true });
    expect(v.parse(line, decomposed)).toBe('분석 모델');
    expect(v.parse(line, decomposed).length).toBeLessThan(decomposed.length);
    for (const text of ['bad\u0000name', 'invoice\u202Efdp', 'two\nlines']) {
      const result = v.safeParse(line, text);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('validation.invisibleCharacters');
    }
    expect(v.parse(typedText({ singleLine: false }), 'def f():\n\treturn 1')).toBe('def f():\n\treturn 1');
  });

  it('rich text input keeps its markup and loses its invisible characters', () => {
    expect(v.parse(richTextInput(1000), `<p>${decomposed}\u202E\u200B</p>`)).toBe('<p>분석 모델</p>');
  });

  it('text that is not Unicode (a lone surrogate) is told apart from any real character, pairs and Hangul included', () => {
    for (const text of ['\ud800x', 'x\udc00', 'emoji cut \ud83d', '\ude00 tail']) expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
    for (const text of ['분석 모델', '😀 \ud83d\ude00', decomposed, '']) expect(isWellFormedText(text), JSON.stringify(text)).toBe(true);
  });

  it('the forms refuse it with the message the API gives, in typed text, rich text, keywords, addresses and passwords', () => {
    const schemas = [
      typedText({ singleLine: true }),
      typedText({ singleLine: false }),
      richTextInput(1000),
      keywordQuery,
      emailSchema,
      newPasswordSchema,
      currentPasswordSchema,
    ];
    for (const schema of schemas) {
      const result = v.safeParse(schema, 'Abc#1234\ud800');
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('validation.illFormedText');
    }
  });
});
