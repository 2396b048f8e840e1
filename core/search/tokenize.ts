// How text becomes the search index's tokens, and a reader's keyword a safe MATCH expression (issue 15,
// docs/search.md). FTS5's own tokenizers cannot split Korean well and custom tokenizers cannot be loaded
// into libSQL or D1, so the text is prepared here and stored pre-tokenised in a plain FTS5 table
// (`unicode61 remove_diacritics 2`, migration of search-index): Hangul runs become overlapping
// bigrams (the CJK bigram method: 예측모델 → 예측 측모 모델, hangul.ts), everything else stays words for
// unicode61. A keyword becomes a MATCH expression here, with what the vocabulary and the glossary add to
// it (db/queries/search/expand.ts): the words a word begins, the words a typo stands for, the other
// language's terms.
import { HANGUL_RUN, hangulBigrams, hangulIndexText, hangulStem, initialsQuery, isHangul } from './hangul.ts';

/** What unicode61 keeps in a token: letters, digits and marks; everything else separates tokens. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Index side: the text as the FTS table stores it (Hangul as bigrams, across single spaces too: hangul.ts). */
export const indexText = (text: string): string => hangulIndexText(text.normalize('NFKC'));

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

/** Words by a reader's word: the index's words it begins (`prefixWords`), or those a typo of it stands for. */
export type WordExpansions = ReadonlyMap<string, readonly string[]>;

/** A glossary entry met in a keyword: its terms `from` up to `to` (exclusive) may be read as `other` instead. */
export type GlossarySpan = { from: number; to: number; other: readonly string[] };

/** What the vocabulary and the glossary add to a keyword (db/queries/search/expand.ts). */
export type KeywordReadings = {
  /** The index's words each reader's word outside Hangul begins; a word without an entry is a prefix. */
  expansions?: WordExpansions;
  /** For a word the index holds none beginning with: the index's words one edit away, searched too. */
  corrections?: WordExpansions;
  glossary?: readonly GlossarySpan[];
};

function termMatch(term: KeywordTerm, readings: KeywordReadings): string {
  if (term.kind === 'word') {
    // the words it begins, which FTS5 reads lazily; a prefix query would merge all their matches first
    const words = readings.expansions?.get(term.word);
    if (words?.length) return anyOf(words.map(quoted));
    return anyOf([`${quoted(term.word)}*`, ...(readings.corrections?.get(term.word) ?? []).map(quoted)]);
  }
  // a word that may end in a particle as its stem alone: every text holding the whole word holds its stem
  // (the stem's phrase begins the word's), so `whole OR stem` would find the same rows, reading more
  return hangulMatch(term.stem ?? term.word);
}

const anyOf = (options: readonly string[]) => (options.length === 1 ? options[0]! : `(${options.join(' OR ')})`);

/** A term of the other language as a phrase of the index's tokens (이상 탐지 → "이상 상탐 탐지"). */
export const phraseOf = (text: string): string => quoted(indexText(text).trim().split(/\s+/u).join(' '));

/** For a keyword of initial consonants only: the titles' initials that begin with them (hangul.ts). */
function initialsMatch(keyword: string): string | null {
  const initials = initialsQuery(keyword);
  return initials ? `{initials} : ${quoted(initials)}*` : null;
}

/**
 * The MATCH expression of a reader's keyword, or null when nothing searchable is left (the search then
 * answers nothing, never a database error). Every term must match in the title or the body; Hangul words
 * as the phrase of their bigrams (or their stem's), other words as the words they begin or as prefixes
 * (`xgb` finds XGBoost), a glossary term's words or its other language. A keyword of initial consonants
 * only matches the titles' initials (hangul.ts).
 */
export function matchExpression(keyword: string, readings: KeywordReadings = {}): string | null {
  const initials = initialsMatch(keyword);
  if (initials) return initials;
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return null;
  const parts: string[] = [];
  for (let at = 0; at < terms.length;) {
    const span = readings.glossary?.find((entry) => entry.from === at);
    if (span) {
      const own = terms.slice(span.from, span.to).map((term) => termMatch(term, readings));
      parts.push(`(${own.length === 1 ? own[0] : `(${own.join(' AND ')})`} OR ${span.other.map(phraseOf).join(' OR ')})`);
      at = span.to;
    } else {
      parts.push(termMatch(terms[at]!, readings));
      at += 1;
    }
  }
  return `{title body} : (${parts.join(' AND ')})`;
}

/**
 * The MATCH expression of what a reader has typed so far, for suggestions (issue 31): the titles with every
 * word, the last one as the start of a word (a Hangul word as its bigrams, the last of them a prefix:
 * 수요예 finds 수요예측), or the titles' initials; null when there is too little to suggest from: one
 * Hangul syllable or two other letters at least. `begun`, when the vocabulary knows them, are the index's
 * tokens the last word begins (forec → forecast, forecasting; 수 → 수요, 수집): read as words, lazily, where
 * a prefix query would first merge the matches of every token it begins, once per category.
 */
export function suggestExpression(typed: string, begun?: readonly string[]): string | null {
  const initials = initialsMatch(typed);
  if (initials) return initials;
  const terms = keywordTerms(typed);
  const last = terms.at(-1);
  if (!last || (last.kind === 'word' && terms.length === 1 && [...last.word].length < 2)) return null;
  const lastMatch = begun?.length
    ? anyOf(begun.map(quoted))
    : last.kind === 'word'
      ? `${quoted(last.word)}*`
      : `${quoted(hangulBigrams(last.word).join(' '))}*`;
  return `{title} : (${[...terms.slice(0, -1).map((term) => termMatch(term, {})), lastMatch].join(' AND ')})`;
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
 * Index side: a title's Hangul words the "did you mean" of a misspelt Korean word is found among: each
 * word of two syllables or more, its stem, and two words joined where a space parts them (수요 예측 →
 * 수요예측), as a reader may type them.
 */
export function titleWords(title: string): string[] {
  const words = new Set<string>();
  const runs = [...title.normalize('NFKC').matchAll(HANGUL_RUN)];
  runs.forEach((found, at) => {
    const word = hangulStem(found[0]) ?? found[0];
    if ([...word].length >= 2) words.add(word);
    const next = runs[at + 1];
    // a word that ends in a particle is not the first half of a compound
    if (next && !hangulStem(found[0]) && /^\s+$/u.test(title.normalize('NFKC').slice(found.index + found[0].length, next.index))) {
      words.add(found[0] + (hangulStem(next[0]) ?? next[0]));
    }
  });
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
