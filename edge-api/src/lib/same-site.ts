// Requests another site makes a browser send (DESIGN.md §4, decision 031). The front door refuses every
// state-changing request (any method but GET, HEAD and OPTIONS) that a browser says another origin sent,
// whatever its path and content type: a JSON call with the member's cookie is as harmful as a form post,
// and CORS only stops the other site from reading the answer, not the write. A form post must moreover
// show that the portal's own pages sent it, since any page can send one without the browser asking. The
// few GET calls that change state (the spec's admin logout) ask `isCrossSite` themselves. Every refusal is
// a 403 that says what happened, in the caller's language.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';

/** Methods that change nothing (RFC 9110 §9.2.1); every other one is a write. */
const safeMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the browser says another origin sent this request: `Sec-Fetch-Site` other than `same-origin` or
 * `none` (an address typed or bookmarked), `same-site` included (another subdomain is another origin), or
 * an `Origin` that is not the portal's as the reader reached it (`c.var.origin`, which honours a trusted
 * proxy: lib/site-address.ts), `null` included (a sandboxed frame, a redirect across sites). Either header
 * alone decides: a browser sends both or one of them, a client that is not a browser (a script, curl)
 * neither, and then nothing here refuses it.
 */
export function isCrossSite(c: Context<AppEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== c.var.origin;
}

/** What an HTML form can send without CORS; a missing type is read as text/plain, as browsers may send it. */
const formTypes = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/(plain|ping))\b/i;

/**
 * The form posts that carry their own proof and come from outside the portal's pages: a mail's one-click
 * unsubscribe (RFC 8058), which a mail provider's servers POST as a form, without a cookie and without the
 * browser's headers; its token, which only that mail carried, is what admits it (routes/mail-preference). A
 * browser that says another origin sent it is still refused.
 */
const ownProof: ReadonlySet<string> = new Set(['/api/public/mail/unsubscribe']);

/**
 * Refuses a write another origin sent, and a form post that does not show it comes from the portal's own
 * pages (its Origin, or Sec-Fetch-Site same-origin). Runs in the front door, for every path.
 */
export const sameSiteWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!safeMethods.has(c.req.method)) {
    if (isCrossSite(c)) throw new ApiError(403, 'api.crossSite');
    if (ownProof.has(c.req.path)) return next();
    const fromPortal = c.req.header('sec-fetch-site') === 'same-origin' || c.req.header('origin') === c.var.origin;
    if (!fromPortal && formTypes.test(c.req.header('content-type') ?? 'text/plain')) throw new ApiError(403, 'api.crossSite');
  }
  await next();
};
