// The kinds of content members and authors publish, read from their declarations (core/kinds/, decision
// 039) by everything that spans them: the upload call (which codes a save can claim), the console's
// ownership transfer and the owned-content counts, the content usage history, site-wide search, the
// screens, calls, menus and pages. A new kind is one file in core/kinds/ (and one in db/kinds/), listed by
// `npm run kinds:index`; nothing here names a kind.
import type { MessageKey } from './i18n/translate.ts';
import { kindDeclarations } from './kinds/index.ts';
import type { KindDeclaration } from './kinds/types.ts';

type Declarations = typeof kindDeclarations;
export type ContentKindName = keyof Declarations;

/** The upload codes the kinds declare (the banner's and the notice's belong to no kind: core/attachment-rules.ts). */
export type KindUploadCode = { [K in ContentKindName]: keyof Declarations[K]['uploads'] & string }[ContentKindName];
/** The site-wide search's tabs, as the kinds declare them (core/search/types.ts orders them). */
export type KindSearchCategory = Declarations[ContentKindName]['search']['category'];

export type ContentKind = {
  /** Its name in the console and in search, in both languages. */
  nameKey: MessageKey;
  /** The upload codes of its files: a save of this kind claims uploads under them. */
  uploadCodes: readonly KindUploadCode[];
  /** How its views are recorded in the content usage history: its name. */
  usageType: ContentKindName;
  /** The name of one of its rows, in the usage history. */
  itemKey: MessageKey;
  /** Its detail page, a route of core/auth/screens.ts (public, or the partner area's). */
  detailRoute: string;
  /** Whether the detail page names its row with `?id=` (the spec's partner screens) rather than in its path. */
  idInQuery?: true;
  /** The tab of the site-wide search its rows are found under (core/search/types.ts). */
  searchCategory: KindSearchCategory;
  /** Who reads its rows. */
  readers: KindDeclaration['readers'];
};

/** The kinds in the order of their numbers. */
export const contentKindNames = Object.keys(kindDeclarations) as ContentKindName[];

export const contentKinds = Object.fromEntries(
  contentKindNames.map((name) => {
    const declared: KindDeclaration = kindDeclarations[name];
    const kind: ContentKind = {
      nameKey: declared.nameKey,
      uploadCodes: Object.keys(declared.uploads) as KindUploadCode[],
      usageType: name,
      itemKey: declared.itemKey,
      detailRoute: declared.detail.route,
      ...(declared.detail.idInQuery ? { idInQuery: true } : {}),
      searchCategory: declared.search.category as KindSearchCategory,
      readers: declared.readers,
    };
    return [name, kind];
  }),
) as Record<ContentKindName, ContentKind>;

/** A kind's stable number (its place in the search index's rowids). */
export const kindNumber = (name: ContentKindName): number => kindDeclarations[name].number;

/** The upload codes some kind's save claims: uploads under any other code are refused until its kind exists. */
export const claimableUploadCodes: ReadonlySet<string> = new Set(contentKindNames.flatMap((name) => contentKinds[name].uploadCodes));

/** The kind whose files carry an upload code, if any (the banner's files belong to no kind of content). */
export function kindOfUploadCode(code: string): ContentKindName | undefined {
  return contentKindNames.find((name) => (contentKinds[name].uploadCodes as readonly string[]).includes(code));
}

/** Whether a kind's rows have public pages of their own (a search engine lists each): everyone reads them, one row a page. */
export const hasRowPages = (name: ContentKindName): boolean =>
  contentKinds[name].readers === 'everyone' && /:id\w*/.test(contentKinds[name].detailRoute) && !contentKinds[name].idInQuery;

/** The kinds whose rows a search category finds (knowledge sharing: models and data sets). */
export const kindsOfSearchCategory = (category: KindSearchCategory): ContentKindName[] =>
  contentKindNames.filter((name) => contentKinds[name].searchCategory === category);

/**
 * The site path of a row's detail page, without the language prefix: its id in the route (`:id`,
 * `:idBullentin`) or in `?id=`, and for a video its channel's product. Kinds without a detail page
 * answer their list, where the row opens in place.
 */
export function detailPathOf(kind: ContentKindName, row: { id: number; product?: string }): string {
  const declared = contentKinds[kind];
  const path = declared.detailRoute.replace(/:id\w*/, String(row.id)).replace(':product', row.product ?? '');
  return declared.idInQuery ? `${path}?id=${row.id}` : path;
}
