import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { envelopeSchema } from '#core/schemas/common.ts';
import { searchOpenedQuery } from '#core/schemas/search-log.ts';
import { searchAllQuery, searchAllResult, searchMoreQuery, searchMoreResult, searchSuggestions, searchSuggestQuery } from '#core/schemas/search.ts';
import { noteReadTopics } from '#db/cache/read-cache.ts';
import { SEARCH_READS, searchAll, searchMore } from '#db/queries/search/search.ts';
import type { SearchReader } from '#db/queries/search/sources.ts';
import { suggest } from '#db/queries/search/suggest.ts';
import { ok, okForEveryone } from '../../lib/envelope.ts';
import { sessionReader } from '../../lib/reader.ts';
import { recordOpened, recordSearch } from '../../lib/search-log.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// Site-wide search (admin spec §7.2, issue 15, docs/search.md). Open to everyone; what it answers depends
// on the reader (partner kinds, private questions, restricted boards), so the session is read when there
// is one. A visitor's answer (no session) is the same for every visitor: it is kept whole (lib/cache-answers.ts)
// until a write to any kind it searches or to the glossary (`SEARCH_READS`); a signed-in reader's never is.
// Results come in the language of Accept-Language first. A search, kept or made, is counted in the search
// log, and so is a result opened from the search page (lib/search-log.ts).

const json = <S extends v.GenericSchema>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(envelopeSchema(schema)) } },
});
const invalid = {
  description:
    'A query value is invalid (an unknown category, a page that is not one); the message says which, in the language of Accept-Language. A keyword over 100 characters is searched by its first 100',
};
// both calls and the search page share one limit per client address (lib/search-limit.ts)
const tooMany = { description: 'Too many searches from this address lately; Retry-After and the message say how many seconds to wait' };

export const searchRoutes = new Hono<AppEnv>()
  .get(
    '/public/searching',
    describeRoute({
      tags: ['Search'],
      summary: 'Every kind of content the reader may open that matches the keyword: each kind with its total and its best three hits',
      responses: { 200: json(searchAllResult, 'Each category the reader may see, in the tabs’ order'), 422: invalid, 429: tooMany },
    }),
    validate('query', searchAllQuery),
    async (c) => {
      const reader = await sessionReader(c);
      const { keyword } = c.req.valid('query');
      const result = await searchAll(c.var.deps.db, reader, keyword, c.var.lang);
      recordSearch(c, keyword, result);
      return answer(c, reader, result);
    },
  )
  .get(
    '/public/searching/load-more',
    describeRoute({
      tags: ['Search'],
      summary: 'The next ten hits of one category (pageNo from 1)',
      responses: { 200: json(searchMoreResult, 'A page of one category'), 422: invalid, 429: tooMany },
    }),
    validate('query', searchMoreQuery),
    async (c) => {
      const reader = await sessionReader(c);
      return answer(c, reader, await searchMore(c.var.deps.db, reader, c.req.valid('query'), c.var.lang));
    },
  )
  .get(
    '/public/searching/suggest',
    describeRoute({
      tags: ['Search'],
      summary: 'Up to eight titles the reader may open, and glossary terms, that begin with what was typed (after one Hangul syllable or two letters)',
      responses: { 200: json(searchSuggestions, 'The suggestions, glossary terms first'), 422: invalid, 429: tooMany },
    }),
    validate('query', searchSuggestQuery),
    async (c) => {
      const reader = await sessionReader(c);
      return answer(c, reader, await suggest(c.var.deps.db, reader, c.req.valid('query').keyword, c.var.lang));
    },
  )
  .post(
    '/public/searching/opened',
    describeRoute({
      tags: ['Search'],
      summary:
        'Counts a result opened from a search (the search page sends it as the result link’s `ping`): the keyword and the result’s path, in the address; nothing of the reader is kept',
      responses: { 200: json(v.null(), 'Counted'), 403: { description: 'Sent by another site' }, 422: invalid, 429: tooMany },
    }),
    validate('query', searchOpenedQuery),
    (c) => {
      const { keyword, path } = c.req.valid('query');
      recordOpened(c, keyword, path);
      return ok(c, null);
    },
  );

/** A visitor's answer is every visitor's: kept until a write to what a search reads; a signed-in reader's is theirs alone. */
function answer<T>(c: Context<AppEnv>, reader: SearchReader, data: T) {
  if (reader !== null) return ok(c, data);
  noteReadTopics(...SEARCH_READS);
  return okForEveryone(c, data);
}
