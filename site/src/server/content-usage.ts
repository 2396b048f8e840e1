// Records a view of a detail page: the content's view counter and a content-usage history row (admin
// spec §1), both queued and written in a batch after the response by the API's recorder that the front
// door hands the page (`Astro.locals.recordUse`), so counting never slows the page.
import type { AstroGlobal } from 'astro';
import type { UsageEntry } from '#api/lib/content-usage.ts';
import { contentKinds, type ContentKindName } from '#core/content-kinds.ts';
import type { Lang } from '#core/i18n/locales.ts';

/**
 * Counts one view and says whether it did: only GET counts (HEAD requests and link checkers that ask
 * for headers are not readers). The page shows the stored count plus this view.
 */
export function recordPageView(
  astro: AstroGlobal,
  lang: Lang,
  use: Omit<UsageEntry, 'lang' | 'action'> & { contentId: number },
  counter: ContentKindName,
): boolean {
  if (astro.request.method !== 'GET') return false;
  astro.locals.recordUse({ ...use, action: 'VIEW', lang }, { counter, id: use.contentId });
  return true;
}

/** A view of one row of a declared kind: its usage type from the kind's declaration, its title as the row's name. */
export function recordKindView(astro: AstroGlobal, lang: Lang, kind: ContentKindName, id: number, title: string): boolean {
  return recordPageView(astro, lang, { contentType: contentKinds[kind].usageType, contentId: id, title }, kind);
}
