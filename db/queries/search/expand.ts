// A reader's words outside Hangul, looked up in the index's vocabulary (search_term, decision 028): each is
// searched as the words it begins, which FTS5 reads lazily along a category's newest matches. A prefix query
// (`"fore"*`) would first merge the matches of every word it begins across the whole index, in every read.
import { sql } from 'drizzle-orm';
import { foldWord, keywordTerms, matchExpression, type WordExpansions } from '#core/search/tokenize.ts';
import type { Db } from '../../client.ts';
import { integerLiteral, unionAll } from '../d1-sql.ts';

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

/** The MATCH expression of a keyword with its words expanded; null when nothing searchable is left. */
export async function searchMatchOf(db: Db, keyword: string): Promise<string | null> {
  return matchExpression(keyword, await prefixWords(db, keyword));
}
