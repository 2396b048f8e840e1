// Site-wide search has a rate limit per client address (docs/search-page.md, decision 036): a person never
// meets it, a scraper does. It covers every way a search runs: the calls `/api/public/searching` and
// `/searching/load-more`, and the search page, which searches on the server (`/search`, `/en/search`:
// `paths.search` of site/src/lib/routes.ts); a kept page that Node's fast path gives from memory searches
// nothing and is not counted. Past the limit a call gets the 429 envelope and the page the error page, both
// saying how long to wait, in the reader's language, with Retry-After.
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { searchKeyword } from '#core/schemas/search.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';
import { clientKey, type RateLimit } from './rate-limiter.ts';

/**
 * 120 searches at once, then one a second. The header's box searches only when its form is sent, and
 * "load more" asks for one page at a time, so a person reading results stays far below. The browser tests
 * all come from 127.0.0.1 and make at most 43 searches, suggestions and pings in a whole run (docs/search-page.md counts them): however
 * fast they run, they cannot empty a bucket of 120, so none depends on what flows back in.
 */
export const SEARCH_RATE_LIMIT: RateLimit = { burst: 120, perMinute: 60 };

// the header box's suggestions too: a person typing asks a few a search, far below the refill of one a second
const searchCalls: ReadonlySet<string> = new Set(['/api/public/searching', '/api/public/searching/load-more', '/api/public/searching/suggest']);
const searchPages: ReadonlySet<string> = new Set(['/search', '/en/search']);

// a result opened from the search page counts in the search log (lib/search-log.ts): a script sending it
// in a loop would skew the counts, so it spends the same limit; a person opens far fewer than they search
const OPENED_CALL = '/api/public/searching/opened';

/**
 * Whether a request spends a search: a search call, the page with a keyword it will search for (not
 * blank, not too long), or a result opened.
 */
function runsSearch(c: Context<AppEnv>): boolean {
  // the front door has refused a path that does not decode; the page is the same with a trailing slash
  const path = decodeURIComponent(c.req.path).replace(/(.)\/+$/, '$1');
  if (c.req.method === 'POST') return path === OPENED_CALL;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (searchCalls.has(path)) return true;
  if (!searchPages.has(path)) return false;
  const keyword = v.safeParse(searchKeyword, c.req.query('keyword') ?? '');
  return keyword.success && keyword.output !== '';
}

/** Spends one search of the caller's address; past the limit, a 429 that says how long to wait. */
export const limitSearches: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (runsSearch(c)) {
    const { searchLimiter, now } = c.var.deps;
    const wait = searchLimiter.take(clientKey(c.var.clientIp), now());
    if (wait > 0) {
      c.header('retry-after', String(wait));
      throw new ApiError(429, 'search.tooMany', { count: wait });
    }
  }
  await next();
};
