// The search log's calls (issue 31, core/schemas/search-log.ts): the keywords searched over a period with
// their counts (those that found nothing, by default), and the results opened from one keyword's answers,
// for content authors as the call matrix admits them (an ADMIN in the console, a content manager by the
// member session). The period is Korean calendar days, the last SEARCH_LOG_DEFAULT_DAYS when none is
// given; every read is recorded in the admin access history.
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { envelopeSchema, pageOf, pageSchema } from '#core/schemas/common.ts';
import { searchLogItem, searchLogOpenedItem, searchLogOpenedQuery, searchLogQuery } from '#core/schemas/search-log.ts';
import { searchLogOpenedOf, searchLogPage, searchLogPeriod, type SearchLogPeriod } from '#db/queries/search/log.ts';
import { describeFilters, recordAdminView } from '../../lib/admin-access.ts';
import { ok } from '../../lib/envelope.ts';
import { historyFilter } from '../../lib/history-routes.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const SCREEN = '/admin/search-log';
const tags = ['Search log'];
const answered = <S extends v.GenericSchema>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(envelopeSchema(schema)) } },
});
const refusals = {
  401: { description: 'No session: sign in to the console, or as a content manager' },
  403: { description: 'The signed-in role does not keep the search' },
  422: { description: 'A filter is invalid; the message says which, in the language of Accept-Language' },
};

/**
 * The period asked for, checked as the histories check theirs (real calendar days, the start not after the
 * end), each end defaulting to the last SEARCH_LOG_DEFAULT_DAYS days up to today (Korean days) as the site's
 * search log page reads it too (`searchLogPeriod`).
 */
function periodOf(c: Context<AppEnv>, query: { fromDate?: string | undefined; toDate?: string | undefined }): SearchLogPeriod {
  return searchLogPeriod(historyFilter(c, query), c.var.deps.now());
}

export const searchLogRoutes = new Hono<AppEnv>()
  .get(
    '/admin/search-log',
    describeRoute({
      tags,
      summary:
        'The keywords searched in the period with their searches, searches that found nothing and results opened: those that found nothing (the most often first) or all (the most searched first)',
      responses: { 200: answered(pageSchema(searchLogItem), 'A page of keywords'), ...refusals },
    }),
    validate('query', searchLogQuery),
    async (c) => {
      const { page, pageSize, keyword, shows } = c.req.valid('query');
      const period = periodOf(c, c.req.valid('query'));
      const { total, items } = await searchLogPage(c.var.deps.db, { ...period, shows, keyword, page, pageSize });
      await recordAdminView(c, SCREEN, describeFilters({ ...period, shows, keyword, page }));
      return ok(c, pageOf(items, total, page, pageSize));
    },
  )
  .get(
    '/admin/search-log/opened',
    describeRoute({
      tags,
      summary: 'The results opened from one keyword’s answers in the period, the most opened first (at most 20)',
      responses: { 200: answered(v.array(searchLogOpenedItem), 'The results and how often each was opened'), ...refusals },
    }),
    validate('query', searchLogOpenedQuery),
    async (c) => {
      const { keyword } = c.req.valid('query');
      const period = periodOf(c, c.req.valid('query'));
      const items = await searchLogOpenedOf(c.var.deps.db, keyword, period);
      await recordAdminView(c, SCREEN, describeFilters({ ...period, keyword }));
      return ok(c, items);
    },
  );
