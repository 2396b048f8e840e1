// How text becomes the search index's tokens, and a reader's keyword a safe MATCH expression (issue 15,
// docs/search.md). FTS5's own tokenizers cannot split Korean well and custom tokenizers cannot be loaded
// into libSQL or D1, so the text is prepared here and stored pre-tokenised in a plain FTS5 table
// (`unicode61 remove_diacritics 2`, migration of search-index): Hangul runs become overlapping
// bigrams (the CJK bigram method: 예측모델 → 예측 측모 모델), everything else stays words for unicode61.

/** A run of Hangul syllables or compatibility jamo. */
const HANGUL_RUN = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]+/gu;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u;
/** What unicode61 keeps in a token: letters, digits and marks; everything else separates tokens. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export const isHangul = (text: string): boolean => HANGUL.test(text);

/** The overlapping two-syllable pieces of a Hangul run; a one-syllable run stays itself. */
export function hangulBigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** Index side: the text as the FTS table stores it (Hangul runs as bigrams, apart from the words around them). */
export function indexText(text: string): string {
  return text.normalize('NFKC').replace(HANGUL_RUN, (run) => ` ${hangulBigrams(run).join(' ')} `);
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

/** A term of a reader's keyword: a Hangul word (with the stem it may stand for) or a word of another script. */
export type KeywordTerm = { kind: 'hangul'; word: string; stem: string | null } | { kind: 'word'; word: string };

/**
 * The terms of a keyword: words as unicode61 would cut them, each split where Hangul meets another script
 * (XGBoost모델 → xgboost, 모델). Quotes, stars, parentheses, colons, minus signs and the like separate
 * words and are never operators; NEAR, AND and OR are words like any other.
 */
export function keywordTerms(keyword: string): KeywordTerm[] {
  const terms: KeywordTerm[] = [];
  const seen = new Set<string>();
  for (const [token] of keyword.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    for (const part of token.split(/([\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]+)/u)) {
      if (!part || seen.has(part)) continue;
      seen.add(part);
      terms.push(isHangul(part) ? { kind: 'hangul', word: part, stem: hangulStem(part) } : { kind: 'word', word: part });
    }
  }
  // a long keyword is cut to its first terms: more would not narrow what a person is looking for
  return terms.slice(0, MAX_TERMS);
}

/** The most terms a keyword's query has. */
export const MAX_TERMS = 8;

/** An FTS5 string: double-quoted, any double quote inside doubled, so nothing in it is an operator. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

function hangulMatch(word: string): string {
  const chars = [...word];
  // one syllable: the bigrams that start with it, and itself where it stood alone
  if (chars.length === 1) return `${quoted(word)}*`;
  return quoted(hangulBigrams(word).join(' '));
}

/**
 * The words of the index that a reader's word begins, per word (`prefixWords` in
 * db/queries/search/expand.ts); a word without an entry is searched as a prefix.
 */
export type WordExpansions = ReadonlyMap<string, readonly string[]>;

function termMatch(term: KeywordTerm, expansions?: WordExpansions): string {
  if (term.kind === 'word') {
    // the words it begins, which FTS5 reads lazily; a prefix query would merge all their matches first
    const words = expansions?.get(term.word);
    if (words?.length) return words.length === 1 ? quoted(words[0]!) : `(${words.map(quoted).join(' OR ')})`;
    return `${quoted(term.word)}*`;
  }
  const whole = hangulMatch(term.word);
  return term.stem ? `(${whole} OR ${hangulMatch(term.stem)})` : whole;
}

/**
 * The MATCH expression of a reader's keyword, or null when nothing searchable is left (the search then
 * answers nothing, never a database error). Every term must match; Hangul words as the phrase of their
 * bigrams (or their stem's), other words as prefixes (`xgb` finds XGBoost).
 */
export function matchExpression(keyword: string, expansions?: WordExpansions): string | null {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return null;
  return terms.map((term) => termMatch(term, expansions)).join(' AND ');
}

/** A word as unicode61 with `remove_diacritics 2` stores it: lower case, its diacritics gone (café → cafe). */
export const foldWord = (word: string): string => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/**
 * Index side: the words of a text outside its Hangul runs, as the index stores them (foldWord): the
 * vocabulary a reader's word is expanded from (search_term, decision 028).
 */
export function indexWords(text: string): string[] {
  const words = new Set<string>();
  const rest = text.normalize('NFKC').replace(HANGUL_RUN, ' ');
  for (const [word] of rest.matchAll(WORD)) {
    const folded = foldWord(word);
    if (folded) words.add(folded);
  }
  return [...words];
}

/**
 * What a result's plain text is searched for to weigh it (db/queries/search/search.ts): per term, the text
 * that every one of its matches contains, lower case: a Hangul word's stem when it has one (모델 for 모델을,
 * which also counts 모델을 itself), else the word; another script's word as typed (its prefix).
 */
export function weighedNeedles(keyword: string): string[] {
  return keywordTerms(keyword).map((term) => (term.kind === 'hangul' ? (term.stem ?? term.word) : term.word));
}
