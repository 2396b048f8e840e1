// Requests another site makes a browser send (DESIGN.md §3): a cross-site form post never reaches a
// route, and the few GET calls that change state (the spec's admin logout) refuse to run cross-site.
// Both answer 403 saying what happened, in the caller's language.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';

/**
 * Whether a browser sent this request for another site: Sec-Fetch-Site says so when the browser sends
 * it (`none` is an address typed or bookmarked); otherwise an Origin that is not the portal's. A client
 * that is not a browser sends neither.
 */
export function isCrossSite(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== c.var.origin;
}

/** What an HTML form can send without CORS; a missing type is read as text/plain, as browsers may send it. */
const formTypes = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/(plain|ping))\b/i;

/**
 * Refuses a form post that does not show it comes from the portal's own pages (its Origin, or
 * Sec-Fetch-Site same-origin). State changes otherwise take JSON, which needs CORS to cross sites.
 */
export const sameSiteForms: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && formTypes.test(c.req.header('content-type') ?? 'text/plain')) {
    const fromPortal = c.req.header('sec-fetch-site') === 'same-origin' || c.req.header('origin') === c.var.origin;
    if (!fromPortal) throw new ApiError(403, 'api.crossSite');
  }
  await next();
};
