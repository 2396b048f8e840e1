// What the share card's font draws (fonts/README.md): Latin, punctuation, the Hangul letters and the 2,350
// Hangul syllables of KS X 1001, the set nearly every Korean text keeps to. The font is cut to them to keep the
// Worker small (the whole Hangul block would make it five times larger). A title is made drawable here first:
// a syllable outside the set is spelled in its letters (똠 → ㄸㅗㅁ), a letter of another script stands as □,
// and what is no letter at all (an emoji, a symbol the font lacks) is left out.
import { ksX1001Syllables } from './ks-x-1001.ts';

/** The code points the font holds besides the syllables, as [first, last] ranges (scripts/share-card-font.ts cuts the font to them). */
export const drawnRanges: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 letters and signs
  [0x2010, 0x2027], // dashes, quotes, bullets, ellipsis
  [0x2030, 0x205e], // per mille, primes, more punctuation
  [0x20a9, 0x20a9], // won sign
  [0x20ac, 0x20ac], // euro sign
  [0x2122, 0x2122], // trade mark
  [0x2190, 0x2193], // arrows
  [0x25a1, 0x25a1], // the white square a letter of another script stands as
  [0x3000, 0x301f], // CJK spaces, brackets and marks
  [0x3131, 0x318e], // Hangul compatibility letters (jamo)
  [0xff01, 0xff5e], // full-width forms
];

const syllables = new Set(ksX1001Syllables);

/** Whether the font holds a character. */
export function isDrawn(char: string): boolean {
  const code = char.codePointAt(0)!;
  return syllables.has(char) || drawnRanges.some(([first, last]) => code >= first && code <= last);
}

// the compatibility letters of a syllable's initial, medial and final (Unicode's syllable arithmetic)
const initials = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const medials = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const finals = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];

/** A Hangul syllable spelled in its letters. */
function lettersOf(syllable: string): string {
  const index = syllable.codePointAt(0)! - 0xac00;
  return initials[Math.floor(index / 588)]! + medials[Math.floor((index % 588) / 28)]! + finals[index % 28]!;
}

/** A text as the card can draw it (NFC first: a title may come with its syllables in letters). */
export function drawable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (isDrawn(char)) out += char;
    else if (/^[\uac00-\ud7a3]$/.test(char)) out += lettersOf(char);
    else if (/^\p{L}$/u.test(char)) out += '□';
    else if (/^\s$/u.test(char)) out += ' ';
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
