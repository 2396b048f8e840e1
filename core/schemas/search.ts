// The site-wide search calls (admin spec §7.2; issue 15): GET /api/public/searching?keyword and
// GET /api/public/searching/load-more?pageNo&categoryName&keyword, their queries and answers. The answers'
// shape is core/search/types.ts, shared with the search page.
import * as v from 'valibot';
import { searchCategories } from '../search/types.ts';
import { cleanText } from '../text-safety.ts';
import { pageQuery } from './common.ts';

/** The longest keyword a search takes: a person types a few words; more is refused with a message, not cut. */
export const SEARCH_KEYWORD_MAX = 100;

/**
 * The search page's keyword: without invisible characters, trimmed, at most SEARCH_KEYWORD_MAX characters;
 * blank searches nothing. Longer is refused, and the page says why beside the box (docs/search-page.md).
 */
export const searchKeyword = v.optional(v.pipe(v.string(), v.transform(cleanText), v.trim(), v.maxLength(SEARCH_KEYWORD_MAX, 'validation.maxLength')), '');

/** The first SEARCH_KEYWORD_MAX characters of a text (UTF-16 units, as the page's limit counts them), never half a character. */
const firstOfKeyword = (text: string) =>
  text.length <= SEARCH_KEYWORD_MAX
    ? text
    : text
        .slice(0, SEARCH_KEYWORD_MAX)
        .replace(/[\ud800-\udbff]$/u, '')
        .trimEnd();

/**
 * The search calls' keyword (issue 31: bad input answers results or none): cleaned and trimmed as the
 * page's, and a longer one searched by its first SEARCH_KEYWORD_MAX characters instead of refused. A
 * search reads at most its first MAX_TERMS words anyway (core/search/tokenize.ts).
 */
export const searchCallKeyword = v.optional(v.pipe(v.string(), v.transform(cleanText), v.trim(), v.transform(firstOfKeyword)), '');

export const searchAllQuery = v.object({ keyword: searchCallKeyword });
export type SearchAllQuery = v.InferOutput<typeof searchAllQuery>;

export const searchMoreQuery = v.object({
  keyword: searchCallKeyword,
  categoryName: v.picklist(searchCategories, 'validation.invalid'),
  pageNo: pageQuery,
});
export type SearchMoreQuery = v.InferOutput<typeof searchMoreQuery>;

const textParts = v.array(v.object({ text: v.string(), match: v.boolean() }));

export const searchHit = v.object({
  category: v.picklist(searchCategories),
  id: v.number(),
  title: textParts,
  snippet: textParts,
  lang: v.picklist(['ko', 'en']),
  path: v.pipe(v.string(), v.description('the site path that opens it, without the language prefix')),
  date: v.pipe(v.string(), v.description('when it was last written, ISO 8601')),
});

export const searchGroup = v.object({
  category: v.picklist(searchCategories),
  total: v.number(),
  more: v.optional(v.pipe(v.boolean(), v.description('more rows match than the search reads (its newest 200 of the kind): total is a lower bound'))),
  hits: v.array(searchHit),
});

/** Another spelling of the keyword: searched too (a typo's reading), or offered (core/search/types.ts). */
const searchCorrection = v.object({ keyword: v.string(), searched: v.boolean() });
export const searchAllResult = v.object({ keyword: v.string(), groups: v.array(searchGroup), correction: v.optional(searchCorrection) });

export const searchSuggestQuery = v.object({ keyword: searchCallKeyword });

const suggestionLang = v.picklist(['ko', 'en']);
export const searchSuggestions = v.object({
  keyword: v.string(),
  suggestions: v.array(
    v.variant('type', [
      v.object({ type: v.literal('term'), text: v.string(), lang: suggestionLang }),
      v.object({
        type: v.literal('title'),
        text: v.string(),
        lang: suggestionLang,
        category: v.picklist(searchCategories),
        path: v.pipe(v.string(), v.description('the site path that opens it, without the language prefix')),
      }),
    ]),
  ),
});

export const searchMoreResult = v.object({ ...searchGroup.entries, pageNo: v.number(), pageSize: v.number() });
