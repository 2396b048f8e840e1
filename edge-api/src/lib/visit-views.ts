// Views counted once per visit (issue 13): a detail page that readers reload or come back to (a forum
// post, a shared model or data set, a partner question) names its item's key with the view it records,
// and the front door counts the view only when the visit's cookie, a session cookie without an expiry,
// does not hold the key yet; then it adds the key. The page itself sets no cookie, so an answer kept for
// many readers (lib/cache-answers.ts) stays the same bytes: the check runs again each time it is given.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../types.ts';
import type { VisitKey } from './recorded-use.ts';
import { SEEN_COOKIE } from './session-cookies.ts';

/** How many items the cookie remembers (the oldest are forgotten first). */
const SEEN_MAX = 100;
export type { VisitKey } from './recorded-use.ts';

const seenEntry = /^[pmdq]\d{1,10}$/;

/** The keys a cookie value holds, malformed entries left out. */
export const seenKeys = (value: string | undefined): string[] => (value ?? '').split('.').filter((entry) => seenEntry.test(entry));

/** The visit's keys with `key` added when this is the visit's first view of it; null when it was seen. */
export const firstView = (seen: readonly string[], key: VisitKey): string[] | null => (seen.includes(key) ? null : [...seen, key]);

/**
 * Whether this GET is the first view of the item in this visit; if so, the answer will remember it
 * (`visitCookie` writes the cookie on whatever answer is given, kept or made).
 */
export function firstViewOfVisit(c: Context<AppEnv>, key: VisitKey): boolean {
  if (c.req.method !== 'GET') return false;
  const seen = firstView(c.var.seenVisits ?? seenKeys(getCookie(c, SEEN_COOKIE)), key);
  if (seen) c.set('seenVisits', seen);
  return seen !== null;
}

/**
 * The headers that remember `seen` on an answer: its Set-Cookie, and the Cache-Control of an answer that
 * sets a cookie, which no cache on the way may share.
 */
export function seenHeaders(seen: readonly string[], secure: boolean): { 'set-cookie': string; 'cache-control': string } {
  const value = seen.slice(-SEEN_MAX).join('.');
  return { 'set-cookie': `${SEEN_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`, 'cache-control': 'private, no-cache' };
}

/**
 * Writes the visit's cookie on the answer given, when a view of this request added to it. An answer that
 * sets a cookie is no cache's on the way to share: a public one goes as `private, no-cache`.
 */
export async function visitCookie(c: Context<AppEnv>, next: () => Promise<void>): Promise<void> {
  await next();
  const seen = c.var.seenVisits;
  if (seen === undefined || c.res.status >= 400) return;
  const headers = new Headers(c.res.headers);
  const remembered = seenHeaders(seen, new URL(c.req.url).protocol === 'https:');
  headers.append('set-cookie', remembered['set-cookie']);
  if (headers.get('cache-control')?.startsWith('public')) headers.set('cache-control', remembered['cache-control']);
  const answer = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  // Hono's setter would copy the earlier answer's headers over the new one's
  c.res = undefined;
  c.res = answer;
}
