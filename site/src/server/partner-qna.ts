// What the partner Q&A's pages share on the server: who reads (private questions depend on it), the id
// of `?id=`, and the list's query from the URL. What the pages show depends on the reader (a partner's own
// private questions, the writer's tools), so each is kept for its reader alone (the class `person`:
// server/reader-class.ts). The page guard (fetch.ts) has already admitted PARTNER, STAFF and ADMIN only.
import type { AstroGlobal } from 'astro';
import * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import { parseRecordId } from '#core/schemas/common.ts';
import { partnerQnaListQuery, type PartnerQnaListQuery } from '#core/schemas/partner-qna.ts';
import type { QnaReader } from '#db/queries/partner-qna-visibility.ts';
import { langFromLocaleParam, notFound } from '../lib/page-lang.ts';
import { keepForClass } from './reader-class.ts';

/** The reader of a Q&A page: the member session's account (the guard let no visitor through). */
export async function partnerQnaPageReader(astro: AstroGlobal): Promise<QnaReader | null> {
  keepForClass(astro, { class: 'person', reads: ['PARTNER_QNA', 'masterData'] });
  const auth = await astro.locals.session();
  return auth ? { accountId: auth.user.id, role: auth.user.role } : null;
}

/** The language and reader of the list and register pages, or the "Not found" answer for the page to return. */
export async function loadPartnerQnaPage(astro: AstroGlobal): Promise<{ lang: Lang; reader: QnaReader } | Response> {
  const lang = langFromLocaleParam(astro.params.locale);
  const reader = lang ? await partnerQnaPageReader(astro) : null;
  return lang && reader ? { lang, reader } : notFound();
}

/** The question id of `?id=`, or null. */
export const partnerQnaPageId = (astro: AstroGlobal): number | null => parseRecordId(astro.url.searchParams.get('id') ?? undefined);

const listKeys = ['pageNo', 'pageSize', 'type', 'productCd', 'keyword', 'typeOfSearch'];

/** The list's query from the URL; a malformed one reads as the first page of every question. */
export function partnerQnaListQueryOf(url: URL): PartnerQnaListQuery {
  const raw = Object.fromEntries([...url.searchParams.entries()].filter(([key, value]) => listKeys.includes(key) && value !== ''));
  const parsed = v.safeParse(partnerQnaListQuery, raw);
  return parsed.success ? parsed.output : v.parse(partnerQnaListQuery, {});
}

/** The list's address with its filters (empty values and defaults left out). */
export function partnerQnaListHref(
  base: string,
  query: Partial<Pick<PartnerQnaListQuery, 'type' | 'productCd' | 'keyword' | 'typeOfSearch' | 'pageNo'>>,
): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.productCd) params.set('productCd', query.productCd);
  if (query.keyword) {
    params.set('keyword', query.keyword);
    if (query.typeOfSearch && query.typeOfSearch !== 'ALL') params.set('typeOfSearch', query.typeOfSearch);
  }
  if (query.pageNo && query.pageNo > 1) params.set('pageNo', String(query.pageNo));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
