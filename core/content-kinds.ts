// The kinds of content members and authors publish, declared once and read by everything that spans
// them: the upload call (which codes a save can claim: edge-api/src/routes/attachment), the console's
// ownership transfer and the owned-content counts (db/queries/owned-content.ts), the content usage
// history and, later, site-wide search. A new kind adds one entry here (the forum, the community FAQ…),
// and a test fails until the database side (db/queries/owned-content.ts) declares its table too.
import type { UploadCodeName } from './attachment-rules.ts';
import type { MessageKey } from './i18n/translate.ts';
import type { contentUsageTypes } from './schemas/content-usage.ts';
import type { SearchCategory } from './search/types.ts';

export type ContentKind = {
  /** Its name in the console and in search, in both languages. */
  nameKey: MessageKey;
  /** The upload codes of its files: a save of this kind claims uploads under them. */
  uploadCodes: readonly UploadCodeName[];
  /** How its views are recorded in the content usage history. */
  usageType: (typeof contentUsageTypes)[number];
  /** Its detail page, a route of core/auth/screens.ts (public, or the partner area's). */
  detailRoute: string;
  /** Whether the detail page names its row with `?id=` (the spec's partner screens) rather than in its path. */
  idInQuery?: true;
  /** The tab of the site-wide search its rows are found under (core/search/types.ts). */
  searchCategory: SearchCategory;
};

export const contentKinds = {
  PRE_BUILT_MODEL: {
    nameKey: 'nav.preBuiltModel',
    uploadCodes: ['PRE_BUILT_MODEL'],
    usageType: 'PRE_BUILT_MODEL',
    detailRoute: '/resources/pre-built-model/detail/:id',
    searchCategory: 'PREBUILT',
  },
  SUCCESS_STORY: {
    nameKey: 'nav.successStory',
    uploadCodes: ['SUCCESS_STORY_ATM', 'SUCCESS_STORY_THUM'],
    usageType: 'SUCCESS_STORY',
    detailRoute: '/resources/success-story/detail/:id',
    searchCategory: 'SUCCESS_STORY',
  },
  // the community FAQ has no detail page: its answers open in place on the list
  FAQ: {
    nameKey: 'nav.communityFaq',
    uploadCodes: ['COMMUNITY_FAQ'],
    usageType: 'FAQ',
    detailRoute: '/community/FAQ',
    searchCategory: 'COMMUNITY_FAQ',
  },
  KNOWLEDGE_MODEL: {
    nameKey: 'nav.knowledgeModel',
    uploadCodes: ['KNOWLEDGE_MODEL'],
    usageType: 'KNOWLEDGE_MODEL',
    detailRoute: '/community/Knowledge-sharing/detail/:id',
    searchCategory: 'KNOWLEDGE_SHARING',
  },
  KNOWLEDGE_DATA_SET: {
    nameKey: 'nav.knowledgeDataSet',
    uploadCodes: ['KNOWLEDGE_DATA_SET'],
    usageType: 'KNOWLEDGE_DATA_SET',
    detailRoute: '/community/Knowledge-sharing/data-sets/detail/:id',
    searchCategory: 'KNOWLEDGE_SHARING',
  },
  // the partner FAQ answers in place on its list, as the community FAQ does; both partner kinds are read
  // by PARTNER, STAFF and ADMIN only (docs/partner-content.md, decision 025)
  PARTNER_FAQ: {
    nameKey: 'nav.partnerFaq',
    uploadCodes: ['PARTNER_FAQ'],
    usageType: 'PARTNER_FAQ',
    detailRoute: '/partner/partner-FAQ',
    searchCategory: 'PARTNER_FAQ',
  },
  PARTNER_LIBRARY: {
    nameKey: 'nav.partnerLibrary',
    uploadCodes: ['PARTNER_LIBRARY'],
    usageType: 'PARTNER_LIBRARY',
    detailRoute: '/partner/partner-reference-room-detail',
    idInQuery: true,
    searchCategory: 'PARTNER_LIBRARY',
  },
  FORUM: {
    nameKey: 'nav.communityForum',
    uploadCodes: ['FORUM_BULLETIN_BOARD'],
    usageType: 'FORUM',
    detailRoute: '/community/community-forum-detail/:idBullentin',
    searchCategory: 'FORUM',
  },
  // partners' questions: the detail page names its question with `?id=`
  PARTNER_QNA: {
    nameKey: 'navRole.partnerQna',
    uploadCodes: ['PARTNER_QNA'],
    usageType: 'PARTNER_QNA',
    detailRoute: '/partner/partner-Q&A-detail',
    idInQuery: true,
    searchCategory: 'PARTNER_QNA',
  },
  // the education channels' videos have no files and no detail page: they play in place on the channel
  VIDEO: {
    nameKey: 'nav.educationTv',
    uploadCodes: [],
    usageType: 'VIDEO',
    detailRoute: '/education/:product-tv',
    searchCategory: 'VIDEO',
  },
} as const satisfies Record<string, ContentKind>;

export type ContentKindName = keyof typeof contentKinds;
export const contentKindNames = Object.keys(contentKinds) as ContentKindName[];

/** The upload codes some kind's save claims: uploads under any other code are refused until its kind exists. */
export const claimableUploadCodes: ReadonlySet<UploadCodeName> = new Set(contentKindNames.flatMap((name) => contentKinds[name].uploadCodes));

/** The kind whose files carry an upload code, if any (the banner's files belong to no kind of content). */
export function kindOfUploadCode(code: UploadCodeName): ContentKindName | undefined {
  return contentKindNames.find((name) => (contentKinds[name].uploadCodes as readonly UploadCodeName[]).includes(code));
}

/** The kinds whose rows a search category finds (knowledge sharing: models and data sets). */
export const kindsOfSearchCategory = (category: SearchCategory): ContentKindName[] =>
  contentKindNames.filter((name) => contentKinds[name].searchCategory === category);

/**
 * The site path of a row's detail page, without the language prefix: its id in the route (`:id`,
 * `:idBullentin`) or in `?id=`, and for a video its channel's product. Kinds without a detail page
 * answer their list, where the row opens in place.
 */
export function detailPathOf(kind: ContentKindName, row: { id: number; product?: string }): string {
  const declared: ContentKind = contentKinds[kind];
  const path = declared.detailRoute.replace(/:id\w*/, String(row.id)).replace(':product', row.product ?? '');
  return declared.idInQuery ? `${path}?id=${row.id}` : path;
}
