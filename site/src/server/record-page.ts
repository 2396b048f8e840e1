// What every page at `…/{id}` of a kind of content does first (details and edit pages): the page's
// language from its prefix, the record id from its path, and the live record, or the "Not found" answer
// when any of them is missing, so a page of a new kind starts with one call.
import type { AstroGlobal } from 'astro';
import type { Lang } from '#core/i18n/locales.ts';
import { parseRecordId } from '#core/schemas/common.ts';
import type { Db } from '#db/client.ts';
import { langFromLocaleParam, notFound } from '../lib/page-lang.ts';

export type RecordPage<Item> = { lang: Lang; id: number; item: Item };

/** The language, id and live record of the page, or a 404 answer for the page to return. */
export async function loadRecordPage<Item>(astro: AstroGlobal, get: (db: Db, id: number) => Promise<Item | null>): Promise<RecordPage<Item> | Response> {
  const lang = langFromLocaleParam(astro.params.locale);
  const id = parseRecordId(astro.params.id);
  if (!lang || id === null) return notFound();
  const item = await get(astro.locals.deps.db, id);
  return item === null ? notFound() : { lang, id, item };
}

/**
 * The record a register page's `?id=` names for editing: undefined without one (a new entry), null when
 * it is not a record id (the page answers "Not found").
 */
export function editedRecordId(astro: AstroGlobal): number | undefined | null {
  const param = astro.url.searchParams.get('id');
  return param === null ? undefined : parseRecordId(param);
}
