// What the forum's pages share on the server: who reads (the restricted boards depend on it), the id of
// a page's path, and the list's query from the URL. What forum pages show depends on the reader (decision
// 014), so they answer `private, no-store`, but for the list and the post, which are the same for a class of readers.
import type { AstroGlobal } from 'astro';
import * as v from 'valibot';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import { parseRecordId } from '#core/schemas/common.ts';
import { postListQuery, type PostListQuery } from '#core/schemas/forum.ts';
import type { Db } from '#db/client.ts';
import type { ForumReader } from '#db/queries/forum-visibility.ts';
import { langFromLocaleParam, notFound } from '../lib/page-lang.ts';
import { paths } from '../lib/routes.ts';
import { localizePath } from '../lib/urls.ts';
import { keepForVisitorsOrClass } from './reader-class.ts';

export const FORUM_PAGE_CACHE = 'private, no-store';

/** The reader of a forum page: the member session's account, or null for a visitor. */
export async function forumPageReader(astro: AstroGlobal): Promise<ForumReader> {
  astro.response.headers.set('Cache-Control', FORUM_PAGE_CACHE);
  const auth = await astro.locals.session();
  return auth ? { accountId: auth.user.id, email: auth.user.username, role: auth.user.role } : null;
}

/**
 * A forum list or post is the same for every reader of a class (visitors, moderators, members listed on the
 * same restricted boards: edge-api/src/lib/reader-classes.ts): kept whole for visitors, once per class for
 * the others. A post's tools for the member's own rows are the browser's to show (db/queries/forum.ts `ToolsFor`).
 */
export function shareForumPageByClass(astro: AstroGlobal, reader: ForumReader): void {
  keepForVisitorsOrClass(astro, reader !== null, { class: 'forum' });
}

export const isForumAuthor = (reader: ForumReader): boolean => reader !== null && CONTENT_AUTHORS.includes(reader.role);

/** The record id of `…/{idBullentin}`, or null. */
export const forumPageId = (astro: AstroGlobal): number | null => parseRecordId(astro.params.idBullentin);

export type ForumRecordPage = {
  lang: Lang;
  t: ReturnType<typeof translator>;
  reader: ForumReader;
  /** null when the path's id is not one: the page answers as for a record it cannot find. */
  id: number | null;
  listHref: string;
  db: Db;
};

/** What every page at `…/{idBullentin}` starts from, or "Not found" for a prefix that is not a language of ours. */
export async function loadForumRecordPage(astro: AstroGlobal): Promise<ForumRecordPage | Response> {
  const lang = langFromLocaleParam(astro.params.locale);
  if (!lang) return notFound();
  const reader = await forumPageReader(astro);
  return { lang, t: translator(lang), reader, id: forumPageId(astro), listHref: localizePath(paths.forumList, lang), db: astro.locals.deps.db };
}

/** The list's query from the URL; a malformed one reads as the first page of every board. */
export function forumListQuery(url: URL): PostListQuery {
  const raw = Object.fromEntries(
    [...url.searchParams.entries()].filter(([key]) => ['page', 'pageSize', 'boardId', 'keyword', 'searchCondition', 'solved'].includes(key)),
  );
  const parsed = v.safeParse(postListQuery, raw);
  return parsed.success ? parsed.output : v.parse(postListQuery, {});
}

/** The list's address with its filters (an empty value left out). */
export function forumListHref(
  base: string,
  query: { boardId?: number | undefined; keyword?: string | undefined; searchCondition?: string; page?: number; solved?: string | undefined },
): string {
  const params = new URLSearchParams();
  if (query.boardId) params.set('boardId', String(query.boardId));
  if (query.solved) params.set('solved', query.solved);
  if (query.keyword) {
    params.set('keyword', query.keyword);
    if (query.searchCondition && query.searchCondition !== 'ALL') params.set('searchCondition', query.searchCondition);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
