import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('links in plain text', () => {
  it('cuts a mail body into text and links, leaving out closing punctuation', () => {
    expect(linkify('Open http://127.0.0.1:4329/activate?token=abc_-1.\nThanks')).toEqual([
      { text: 'Open ' },
      { text: 'http://127.0.0.1:4329/activate?token=abc_-1', href: 'http://127.0.0.1:4329/activate?token=abc_-1' },
      { text: '.\nThanks' },
    ]);
  });

  it('keeps text without links whole and never links other schemes', () => {
    expect(linkify('no links here')).toEqual([{ text: 'no links here' }]);
    expect(linkify('javascript:alert(1) ftp://x')).toEqual([{ text: 'javascript:alert(1) ftp://x' }]);
    expect(linkify('')).toEqual([]);
  });
});
