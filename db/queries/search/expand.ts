// What a reader's keyword is searched as (decision 028, issue 31): its words outside Hangul looked up in
// the index's vocabulary (search_term), each searched as the words it begins, which FTS5 reads lazily along
// a category's newest matches (a prefix query, `"fore"*`, would first merge the matches of every word it
// begins across the whole index, in every read); a word that begins none also as the words one edit away
// (a typo); the glossary's terms also in the other language. A Korean word that finds nothing is offered
// its likeliest spelling from the vocabulary.
import { sql } from 'drizzle-orm';
import { deletionsOf, oneEditApart, slipRank } from '#core/search/edits.ts';
import { glossarySpans } from '#core/search/glossary.ts';
import { initialsQuery } from '#core/search/hangul.ts';
import { foldWord, keywordTerms, matchExpression, phraseOf, type WordExpansions } from '#core/search/tokenize.ts';
import type { SearchCorrection } from '#core/search/types.ts';
import type { Db } from '../../client.ts';
import { integerLiteral, unionAll } from '../d1-sql.ts';
import { glossaryOf } from './glossary.ts';

/**
 * The most words a reader's word is expanded to; a word that begins more (a short prefix) stays a prefix
 * query, which the index's prefix entries of 2 and 3 characters serve.
 */
export const WORD_EXPANSION_LIMIT = 16;

/** The highest character: a word and every word it begins lie between `word` and `word + LAST`. */
const LAST = String.fromCodePoint(0x10ffff);

/** The words of the index each of a keyword's words outside Hangul begins (at most WORD_EXPANSION_LIMIT of them). */
export async function prefixWords(db: Db, keyword: string): Promise<WordExpansions> {
  const words = keywordTerms(keyword).flatMap((term) => (term.kind === 'word' ? [term.word] : []));
  const expansions = new Map<string, string[]>();
  if (words.length === 0) return expansions;
  const reads = words.map((word, at) => {
    const folded = foldWord(word);
    return sql`select ${at} as at, term from search_term where term >= ${folded} and term < ${folded + LAST} order by term limit ${integerLiteral(WORD_EXPANSION_LIMIT + 1)}`;
  });
  const rows = await db.all<{ at: number; term: string }>(unionAll(reads));
  words.forEach((word, at) => {
    const begun = rows.filter((row) => Number(row.at) === at).map((row) => row.term);
    if (begun.length > 0 && begun.length <= WORD_EXPANSION_LIMIT) expansions.set(word, begun);
  });
  return expansions;
}

/** The most bigrams one Hangul syllable is read as (`syllableBigrams`); past it the syllable stays a prefix. */
export const SYLLABLE_BIGRAM_LIMIT = 48;
/** The most vocabulary words read for one syllable: past it the bigrams could be incomplete. */
const SYLLABLE_WORDS_READ = 500;

/**
 * The index's tokens that start the titles' Korean words beginning with one syllable (수 → 수요, 수집, 수치),
 * from the vocabulary; null when it holds none or too many to list, and the syllable stays a prefix query.
 */
export async function syllableBigrams(db: Db, syllable: string): Promise<string[] | null> {
  const rows = await db.all<{ term: string }>(
    sql`select term from search_term where term > ${syllable} and term < ${syllable + LAST} limit ${integerLiteral(SYLLABLE_WORDS_READ)}`,
  );
  if (rows.length >= SYLLABLE_WORDS_READ) return null;
  const bigrams = new Set(
    rows.flatMap(({ term }) => {
      const second = [...term][1];
      return second && /[\uac00-\ud7a3]/u.test(second) ? [`${syllable}${second}`] : [];
    }),
  );
  return bigrams.size > 0 && bigrams.size <= SYLLABLE_BIGRAM_LIMIT ? [...bigrams] : null;
}

/** A Latin word shorter than this is never read as a typo: too many words are one edit from it. */
export const TYPO_LETTERS = 5;
/** The longest word looked up for typos (its variants are bound values: D1 takes 100 a statement). */
const TYPO_LONGEST = 30;
/** The most words one misspelt word is also searched as. */
const TYPO_READINGS = 4;

/** The vocabulary's words one edit from a word: by the variants they share (core/search/edits.ts). */
async function oneEditFrom(db: Db, word: string): Promise<string[]> {
  const deletions = deletionsOf(word);
  const rows = await db.all<{ term: string }>(sql`select term from search_term_variant where variant in (${sql.join(
    [word, ...deletions].map((variant) => sql`${variant}`),
    sql`, `,
  )})
    union select term from search_term where term in (${sql.join(
      deletions.map((deletion) => sql`${deletion}`),
      sql`, `,
    )})`);
  return rows.map((row) => row.term).filter((term) => oneEditApart(word, term));
}

/** How many entries hold each phrase, up to a bound: which reading of a typo is the likeliest. */
async function entriesHolding(db: Db, phrases: readonly string[]): Promise<number[]> {
  if (phrases.length === 0) return [];
  const reads = phrases.map(
    (phrase, at) =>
      sql`select ${integerLiteral(at)} as at, count(*) as n from (select 1 from search_fts where search_fts match ${`{title body} : ${phrase}`} limit 100)`,
  );
  const rows = await db.all<{ at: number; n: number }>(unionAll(reads));
  return phrases.map((_, at) => Number(rows.find((row) => Number(row.at) === at)?.n ?? 0));
}

/** How many characters two words share from their start. */
function sharedStart(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let at = 0;
  while (at < x.length && at < y.length && x[at] === y[at]) at += 1;
  return at;
}

/**
 * A word's readings, likeliest first, without those no entry holds: by the kind of slip that would have
 * made the word typed (a letter left out first: forecst reads forecast before forest, detecton detection
 * before detector), then the longest start shared with it (people mistype inside a word more than at its
 * start), then held by the most entries.
 */
async function likeliest(db: Db, typed: string, words: readonly string[]): Promise<string[]> {
  const counts = await entriesHolding(db, words.map(phraseOf));
  return words
    .map((word, at) => ({ word, n: counts[at]!, slip: slipRank(typed, word), start: sharedStart(typed, word) }))
    .filter(({ n }) => n > 0)
    .sort((a, b) => a.slip - b.slip || b.start - a.start || b.n - a.n || a.word.localeCompare(b.word))
    .map(({ word }) => word);
}

/** For each Latin word of TYPO_LETTERS or more that begins no word of the index: the words one edit away, likeliest first. */
async function typoReadings(db: Db, keyword: string, expansions: WordExpansions): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  for (const term of keywordTerms(keyword)) {
    const word = foldWord(term.word);
    if (term.kind !== 'word' || expansions.has(term.word) || !/^\p{L}+$/u.test(word)) continue;
    if (word.length < TYPO_LETTERS || word.length > TYPO_LONGEST) continue;
    const readings = (await likeliest(db, word, await oneEditFrom(db, word))).slice(0, TYPO_READINGS);
    if (readings.length > 0) corrections.set(term.word, readings);
  }
  return corrections;
}

/** The keyword with each of its words read otherwise replaced (case ignored), as a reader would type it. */
function rewritten(keyword: string, readings: ReadonlyMap<string, string>): string {
  let text = keyword.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  for (const [word, reading] of readings) text = text.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu'), reading);
  return text;
}

/**
 * What a keyword is searched as: its MATCH expression; the words a result's text is highlighted by (the
 * keyword's, and the typos' and the glossary's readings); what was searched besides the words typed.
 */
export type SearchPlan = { match: string; highlight: string; correction?: SearchCorrection };

/** The plan of a keyword's search; null when nothing searchable is left. */
export async function searchPlanOf(db: Db, keyword: string): Promise<SearchPlan | null> {
  if (initialsQuery(keyword)) return { match: matchExpression(keyword)!, highlight: keyword };
  if (keywordTerms(keyword).length === 0) return null;
  const expansions = await prefixWords(db, keyword);
  const corrections = await typoReadings(db, keyword, expansions);
  const glossary = glossarySpans(keyword, (await glossaryOf(db)).index);
  const match = matchExpression(keyword, { expansions, corrections, glossary })!;
  const highlight = [keyword, ...[...corrections.values()].flat(), ...glossary.flatMap((span) => span.other)].join(' ');
  if (corrections.size === 0) return { match, highlight };
  const best = new Map([...corrections].map(([word, readings]) => [word, readings[0]!]));
  return { match, highlight, correction: { keyword: rewritten(keyword, best), searched: true } };
}

/** The MATCH expression of a keyword with its words expanded; null when nothing searchable is left. */
export async function searchMatchOf(db: Db, keyword: string): Promise<string | null> {
  return (await searchPlanOf(db, keyword))?.match ?? null;
}

/** A Korean word shorter than this (in syllables) is never offered another spelling. */
export const HANGUL_TYPO_SYLLABLES = 3;

/**
 * For a keyword that found nothing: the same keyword with each Korean word of HANGUL_TYPO_SYLLABLES or more
 * (its stem, when it ends in a particle) that no entry holds replaced by the likeliest word one syllable
 * apart of the titles' vocabulary and the glossary; null when there is none.
 */
export async function hangulSpellingOf(db: Db, keyword: string): Promise<string | null> {
  const replaced = new Map<string, string>();
  const { index } = await glossaryOf(db);
  for (const term of keywordTerms(keyword)) {
    if (term.kind !== 'hangul') continue;
    const word = term.stem ?? term.word;
    if ([...word].length < HANGUL_TYPO_SYLLABLES || [...word].length > TYPO_LONGEST) continue;
    if ((await entriesHolding(db, [phraseOf(word)]))[0]! > 0) continue;
    const known = [...index.keys()].filter((key) => oneEditApart(word, key));
    const [best] = await likeliest(db, word, [...new Set([...(await oneEditFrom(db, word)), ...known])]);
    if (best) replaced.set(word, best);
  }
  return replaced.size > 0 ? rewritten(keyword, replaced) : null;
}
