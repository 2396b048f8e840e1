// Korean text for the search index (issue 15, issue 31, docs/search.md): the bigrams Hangul is indexed as,
// the particles a reader's word may end in, and the initial consonants (초성) a title is also found by.

/** A run of Hangul syllables or compatibility jamo. */
export const HANGUL_RUN = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]+/gu;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u;

export const isHangul = (text: string): boolean => HANGUL.test(text);

/** The overlapping two-syllable pieces of a Hangul run; a one-syllable run stays itself. */
export function hangulBigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * Index side: the text's Hangul runs as bigrams, and between two runs apart by spaces alone the bigram
 * across the space too (수요 예측 → 수요 요예 예측, as 수요예측 is indexed), so a compound is found
 * whether it was written with its space or without. Other text stays as it was, apart from the runs.
 */
export function hangulIndexText(text: string): string {
  let out = '';
  let at = 0;
  let last: string | null = null;
  for (const found of text.matchAll(HANGUL_RUN)) {
    const gap = text.slice(at, found.index);
    const run = found[0];
    const bridge = last !== null && /^\s+$/u.test(gap) ? ` ${last}${run[0]!}` : '';
    out += `${gap}${bridge} ${hangulBigrams(run).join(' ')} `;
    last = [...run].at(-1)!;
    at = found.index + run.length;
  }
  return out + text.slice(at);
}

/**
 * Endings of Korean words that a reader types after the word they mean (모델을, 분석에서): a word ending in
 * one also matches its stem. Longest first, so 에서 is tried before 서… and 으로 before 로.
 */
const PARTICLES = [
  '에서는',
  '으로는',
  '에게서',
  '이라는',
  '에서',
  '에게',
  '으로',
  '까지',
  '부터',
  '보다',
  '처럼',
  '이나',
  '이라',
  '라는',
  '하고',
  '과의',
  '와의',
  '에는',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
  '나',
] as const;

/** The stem of a Hangul word without its particle, when it has one and at least two syllables are left. */
export function hangulStem(word: string): string | null {
  const length = [...word].length;
  for (const particle of PARTICLES) {
    if (word.endsWith(particle) && length - particle.length >= 2) return word.slice(0, word.length - particle.length);
  }
  return null;
}

/** The 19 initial consonants in the order of the syllable block, as the compatibility jamo a keyboard types. */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/**
 * A keyword of initial consonants only (ㅅㅇㅇㅊ, ㄷㅇㅌ ㅎㅂ), after NFKC: which turns the compatibility jamo a
 * keyboard types into the conjoining initial consonants, in the same order (ㄱ U+3131 → ᄀ U+1100).
 */
const INITIALS_ONLY = /^[\s\u1100-\u1112]*$/u;

/** The initial consonant of each syllable of a Hangul word (수요예측 → ㅅㅇㅇㅊ). */
export const initialsOf = (word: string): string => [...word].map((syllable) => INITIALS[Math.floor((syllable.codePointAt(0)! - 0xac00) / 588)]).join('');

/**
 * The initials a keyword of initial consonants only asks for, spaces dropped (ㄷㅇㅌ ㅎㅂ → ㄷㅇㅌㅎㅂ); null for
 * any other keyword, or fewer than two consonants.
 */
export function initialsQuery(keyword: string): string | null {
  const text = keyword.normalize('NFKC');
  if (!INITIALS_ONLY.test(text)) return null;
  const initials = [...text.replace(/\s+/gu, '')].map((jamo) => INITIALS[jamo.codePointAt(0)! - 0x1100]!);
  return initials.length >= 2 ? initials.join('') : null;
}

/** The longest run of initials a title's word is indexed by. */
export const INITIALS_LENGTH = 12;

/**
 * Index side: a title's initials, one token per word that begins a Hangul phrase: the initials of that word
 * and the words after it while only spaces part them (수요 예측 모델 → ㅅㅇㅇㅊㅁㄷ ㅇㅊㅁㄷ ㅁㄷ), so initials
 * typed for words at any place of the title, spaced or not, find it as a prefix of one token.
 */
export function initialsText(title: string): string {
  const tokens: string[] = [];
  let phrase: string[] = [];
  const close = () => {
    phrase.forEach((_, at) => tokens.push(phrase.slice(at).join('').slice(0, INITIALS_LENGTH)));
    phrase = [];
  };
  for (const part of title.normalize('NFKC').split(/(\s+)/u)) {
    if (!part || /^\s+$/u.test(part)) continue;
    const syllables = part.match(/^[\uac00-\ud7a3]+/u)?.[0];
    if (!syllables) {
      close();
      continue;
    }
    phrase.push(initialsOf(syllables));
    // a word that goes on in another script or a mark ends the phrase after itself
    if (syllables.length < part.length) close();
  }
  close();
  return tokens.join(' ');
}
