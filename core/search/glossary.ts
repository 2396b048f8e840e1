// The search glossary's terms in a reader's keyword (issue 31): a keyword that holds a term in one language
// is also searched with the term of the other (회귀 finds what is written about regression). A term is known
// by its key, the words a keyword reads from it with Korean words joined (이상 탐지 and 이상탐지 are one
// term; Anomaly Detection and anomaly detection too).
import { keywordTerms, type GlossarySpan } from './tokenize.ts';

export type GlossaryTerm = { ko: string; en: string };

const joinWords = (words: readonly string[]) => words.join(' ').replace(/(?<=[\uac00-\ud7a3]) (?=[\uac00-\ud7a3])/gu, '');

/** A term's key: its words as a keyword reads them, in lower case, Korean words joined (이상 탐지 → 이상탐지). */
export const glossaryKey = (term: string): string => joinWords(keywordTerms(term).map((term) => term.word));

/** The glossary by key: each term's key with the other language's terms. */
export type GlossaryIndex = ReadonlyMap<string, readonly string[]>;

export function glossaryIndex(terms: Iterable<GlossaryTerm>): GlossaryIndex {
  const index = new Map<string, string[]>();
  const add = (key: string, other: string) => {
    if (key) index.set(key, [...(index.get(key) ?? []), other]);
  };
  for (const term of terms) {
    add(glossaryKey(term.ko), term.en);
    add(glossaryKey(term.en), term.ko);
  }
  return index;
}

/** The most words of a keyword one glossary term spans. */
const SPAN_WORDS = 6;

/**
 * Where a keyword holds glossary terms: from its first word on, the longest run of words that is a term
 * (the last word may stand for its stem: 이상탐지를), then on after it.
 */
export function glossarySpans(keyword: string, index: GlossaryIndex): GlossarySpan[] {
  if (index.size === 0) return [];
  const terms = keywordTerms(keyword);
  const spans: GlossarySpan[] = [];
  for (let from = 0; from < terms.length;) {
    let found: GlossarySpan | null = null;
    for (let to = Math.min(terms.length, from + SPAN_WORDS); to > from && !found; to -= 1) {
      const words = terms.slice(from, to).map((term) => term.word);
      const last = terms[to - 1]!;
      const stemmed = last.kind === 'hangul' && last.stem ? [...words.slice(0, -1), last.stem] : null;
      const other = index.get(joinWords(words)) ?? (stemmed ? index.get(joinWords(stemmed)) : undefined);
      if (other) found = { from, to, other };
    }
    if (found) spans.push(found);
    from = found ? found.to : from + 1;
  }
  return spans;
}
