// Records a page view in the content usage history (admin spec §1) from a page rendered on request,
// through the API's recorder that the front door hands the page (`Astro.locals.recordUse`): the write
// happens after the response, so it never slows the page.
import type { AstroGlobal } from 'astro';
import type { UsageEntry } from '#api/lib/content-usage.ts';
import type { Lang } from '#core/i18n/locales.ts';

/** Queues the history row of a page view. Only GET counts: HEAD requests and link checkers are not readers. */
export function recordPageUse(astro: AstroGlobal, lang: Lang, use: Omit<UsageEntry, 'lang'>): void {
  if (astro.request.method !== 'GET') return;
  astro.locals.recordUse({ ...use, lang });
}
