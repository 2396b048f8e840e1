// Views counted once per visit (issue 13): a detail page whose answer already depends on the reader (a
// forum post, a shared model or data set) remembers in a session cookie, without an expiry, the items
// this browser has opened, so a reload or a return from the edit page does not count again.
import type { AstroGlobal } from 'astro';

const SEEN_COOKIE = 'portal_seen';
/** How many items the cookie remembers (the oldest are forgotten first). */
const SEEN_MAX = 100;
/** An item's key: its kind's letter and its id (`p20` a post, `m12` a shared model, `d3` a data set, `q7` a partner question). */
export type VisitKey = `${'p' | 'm' | 'd' | 'q'}${number}`;

/** Whether this GET is the first view of the item in this visit; if so the item is remembered for the rest of it. */
export function firstViewOfVisit(astro: AstroGlobal, key: VisitKey): boolean {
  if (astro.request.method !== 'GET') return false;
  const seen = (astro.cookies.get(SEEN_COOKIE)?.value ?? '').split('.').filter((entry) => /^[pmd]\d{1,10}$/.test(entry));
  if (seen.includes(key)) return false;
  astro.cookies.set(SEEN_COOKIE, [...seen, key].slice(-SEEN_MAX).join('.'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: astro.url.protocol === 'https:',
  });
  return true;
}
