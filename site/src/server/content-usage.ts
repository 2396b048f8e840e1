// Records a view of a detail page: the content's view counter and a content-usage history row (admin
// spec §1), both queued and written in a batch after the response by the API's recorder that the front
// door hands the page (`Astro.locals.recordUse`), so counting never slows the page. A detail page that
// readers reload or come back to counts once per visit: it names the item's key (edge-api/src/lib/visit-views.ts).
import type { AstroGlobal } from 'astro';
import type { UsageEntry } from '#api/lib/content-usage.ts';
import type { VisitKey } from '#api/lib/visit-views.ts';
import { contentKinds, type ContentKindName } from '#core/content-kinds.ts';
import type { Lang } from '#core/i18n/locales.ts';

/**
 * Counts one view and says whether it did: only GET counts (HEAD requests and link checkers that ask
 * for headers are not readers), and with a `visit` key only the visit's first. A page may show the stored
 * count plus this view, unless it is kept for many readers (then each is given the same count).
 */
export function recordPageView(
  astro: AstroGlobal,
  lang: Lang,
  use: Omit<UsageEntry, 'lang' | 'action'> & { contentId: number },
  counter: ContentKindName,
  visit?: VisitKey,
): boolean {
  if (astro.request.method !== 'GET') return false;
  return astro.locals.recordUse({ ...use, action: 'VIEW', lang }, { counter, id: use.contentId }, visit);
}

/** A view of one row of a declared kind: its usage type from the kind's declaration, its title as the row's name. */
export function recordKindView(astro: AstroGlobal, lang: Lang, kind: ContentKindName, id: number, title: string, visit?: VisitKey): boolean {
  return recordPageView(astro, lang, { contentType: contentKinds[kind].usageType, contentId: id, title }, kind, visit);
}
