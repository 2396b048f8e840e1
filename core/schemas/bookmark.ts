// Bookmarks (issue "Hearing back", decision 045): a member keeps private bookmarks of forum posts and catalogue
// items and finds them on My Page. The kinds that can be bookmarked are those whose declaration says so
// (core/kinds/, `bookmark: true`); nothing here lists them again.
import * as v from 'valibot';
import type { ContentKindName } from '../content-kinds.ts';
import { kindDeclarations } from '../kinds/index.ts';
import { pageQuery, pageSchema, pageSizeQuery, parseRecordId } from './common.ts';

type Declarations = typeof kindDeclarations;
/** The kinds whose rows a member may bookmark, by their declarations. */
export type BookmarkKind = { [K in ContentKindName]: Declarations[K] extends { bookmark: true } ? K : never }[ContentKindName];

export const bookmarkKinds = (Object.keys(kindDeclarations) as ContentKindName[]).filter(
  (name) => (kindDeclarations[name] as { bookmark?: true }).bookmark === true,
) as [BookmarkKind, ...BookmarkKind[]];

/** The page size of My Page's list of bookmarks. */
export const BOOKMARK_PAGE_SIZE = 20;

/** PUT, DELETE and GET /api/member/bookmarks/:kind/:id: one bookmark of one item. */
export const bookmarkParam = v.object({
  kind: v.picklist(bookmarkKinds, 'bookmark.kindInvalid'),
  id: v.pipe(
    v.string('bookmark.itemUnknown'),
    v.check((text) => parseRecordId(text) !== null, 'bookmark.itemUnknown'),
    v.transform(Number),
  ),
});
export type BookmarkTarget = v.InferOutput<typeof bookmarkParam>;

export const bookmarkState = v.object({
  kind: v.picklist(bookmarkKinds),
  id: v.number(),
  bookmarked: v.boolean(),
});
export type BookmarkState = v.InferOutput<typeof bookmarkState>;

/** GET /api/member/bookmarks: the member's bookmarks of items they may still see, newest first. */
export const bookmarkListQuery = v.object({ page: pageQuery, pageSize: pageSizeQuery(BOOKMARK_PAGE_SIZE) });

export const bookmarkItemView = v.object({
  kind: v.picklist(bookmarkKinds),
  id: v.number(),
  title: v.pipe(v.string(), v.description("The item's title in the reader's language, or in the one it was written in")),
  /** The site path (without the language prefix) of the item's page. */
  path: v.string(),
  createdAt: v.string(),
});
export type BookmarkItemView = v.InferOutput<typeof bookmarkItemView>;
export const bookmarkPage = pageSchema(bookmarkItemView);
