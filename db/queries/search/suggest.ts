// Suggestions as a reader types in the header's search box (issue 31, docs/search.md): up to eight titles
// the reader may open whose words begin with what was typed, and the glossary's terms that do, in the
// reader's language first. One read of each category's newest title matches, trimmed by the same
// visibility as the search (search.ts).
import { sql } from 'drizzle-orm';
import type { ContentKindName } from '#core/content-kinds.ts';
import { glossaryKey } from '#core/search/glossary.ts';
import { initialsQuery } from '#core/search/hangul.ts';
import { keywordTerms, suggestExpression } from '#core/search/tokenize.ts';
import type { SearchCategory, SearchSuggestion, SearchSuggestions } from '#core/search/types.ts';
import type { Db } from '../../client.ts';
import { integerLiteral, unionAll } from '../d1-sql.ts';
import type { SearchLang } from './documents.ts';
import { prefixWords, syllableBigrams } from './expand.ts';
import { glossaryOf } from './glossary.ts';
import { settleSearchIndex } from './refresh.ts';
import { categoryRowids } from './rowid.ts';
import { openCategories, visibleTo } from './search.ts';
import type { SearchReader } from './sources.ts';

/** The most suggestions a box shows. */
export const SUGGESTIONS = 8;
/** Of them, glossary terms at most. */
const TERM_SUGGESTIONS = 2;
/** How many of a category's newest title matches are read. */
const SUGGEST_WINDOW = 20;

type Row = { kind: ContentKindName; category: SearchCategory; refId: number; lang: SearchLang; title: string; path: string };

async function titlesMatching(db: Db, reader: SearchReader, match: string): Promise<Row[]> {
  const categories = openCategories(reader);
  const reads = categories.map((category) => {
    const [first, last] = categoryRowids(category);
    return sql`select rowid as id from search_fts where search_fts match ${match} and rowid between ${integerLiteral(first)} and ${integerLiteral(last)} order by rowid desc limit ${integerLiteral(SUGGEST_WINDOW)}`;
  });
  return db.all<Row>(sql`with win as materialized (${unionAll(reads)})
    select search_entry.kind, search_entry.category, search_entry.ref_id as refId, search_entry.lang, search_entry.title, search_entry.path
    from win cross join search_entry on search_entry.id = win.id
    where ${visibleTo(reader, categories)}`);
}

/** One title a row: the reader's language's when it matched; those beginning with what was typed first, then the newest. */
function bestTitles(rows: readonly Row[], typed: string, lang: SearchLang): SearchSuggestion[] {
  const byRow = new Map<string, Row>();
  for (const row of rows) {
    const key = `${row.kind}:${row.refId}`;
    if (!byRow.has(key) || row.lang === lang) byRow.set(key, row);
  }
  const start = typed.toLowerCase().replace(/\s+/gu, '');
  const begins = (row: Row) => row.title.toLowerCase().replace(/\s+/gu, '').startsWith(start);
  return [...byRow.values()]
    .map((row, at) => ({ row, at, begins: begins(row) }))
    .sort((a, b) => Number(b.begins) - Number(a.begins) || a.at - b.at)
    .map(({ row }) => ({ type: 'title' as const, text: row.title, lang: row.lang, category: row.category, path: row.path }));
}

/** The glossary's terms whose key begins with what was typed, in the language typed. */
async function termsBeginning(db: Db, typed: string): Promise<SearchSuggestion[]> {
  const key = glossaryKey(typed);
  if (!key) return [];
  const korean = /[\uac00-\ud7a3]/u.test(typed);
  return (await glossaryOf(db)).terms
    .filter((term) => (korean ? term.koKey : term.enKey).startsWith(key))
    .slice(0, TERM_SUGGESTIONS)
    .map((term) => ({ type: 'term' as const, text: korean ? term.ko : term.en, lang: korean ? ('ko' as const) : ('en' as const) }));
}

/**
 * The index's tokens the last word typed begins, as the vocabulary lists them: a Latin word's words
 * (`prefixWords`), one Hangul syllable's bigrams (`syllableBigrams`); undefined leaves it a prefix query
 * (a longer Hangul word's last bigram, which the index's prefix entries serve; initials).
 */
async function lastWordBegins(db: Db, typed: string): Promise<readonly string[] | undefined> {
  if (initialsQuery(typed)) return undefined;
  const last = keywordTerms(typed).at(-1);
  if (!last) return undefined;
  if (last.kind === 'word') return (await prefixWords(db, last.word)).get(last.word);
  return [...last.word].length === 1 ? ((await syllableBigrams(db, last.word)) ?? undefined) : undefined;
}

/** GET /api/public/searching/suggest: what to offer for what the reader has typed (none for too little). */
export async function suggest(db: Db, reader: SearchReader, typed: string, lang: SearchLang): Promise<SearchSuggestions> {
  if (!suggestExpression(typed)) return { keyword: typed, suggestions: [] };
  await settleSearchIndex(db);
  const match = suggestExpression(typed, await lastWordBegins(db, typed))!;
  const [rows, terms] = await Promise.all([titlesMatching(db, reader, match), termsBeginning(db, typed)]);
  const titles = bestTitles(rows, typed, lang).slice(0, SUGGESTIONS - terms.length);
  return { keyword: typed, suggestions: [...terms, ...titles] };
}
