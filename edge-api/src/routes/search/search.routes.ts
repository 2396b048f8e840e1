import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import { envelopeSchema } from '#core/schemas/common.ts';
import { searchAllQuery, searchAllResult, searchMoreQuery, searchMoreResult, searchSuggestions, searchSuggestQuery } from '#core/schemas/search.ts';
import { searchAll, searchMore } from '#db/queries/search/search.ts';
import { suggest } from '#db/queries/search/suggest.ts';
import { ok } from '../../lib/envelope.ts';
import { sessionReader } from '../../lib/reader.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// Site-wide search (admin spec §7.2, issue 15, docs/search.md). Open to everyone; what it answers depends
// on the reader (partner kinds, private questions, restricted boards), so the session is read when there
// is one and the answer is never kept: a visitor's answer too, since what it reads spans every kind's
// topics and the index's own writes, and nothing would forget it exactly. Results come in the language of
// Accept-Language first.

const json = <S extends v.GenericSchema>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(envelopeSchema(schema)) } },
});
const invalid = {
  description: 'A query value is invalid (a keyword over 100 characters, an unknown category); the message says which, in the language of Accept-Language',
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
      return ok(c, await searchAll(c.var.deps.db, reader, c.req.valid('query').keyword, c.var.lang));
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
      return ok(c, await searchMore(c.var.deps.db, reader, c.req.valid('query'), c.var.lang));
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
      return ok(c, await suggest(c.var.deps.db, reader, c.req.valid('query').keyword, c.var.lang));
    },
  );
