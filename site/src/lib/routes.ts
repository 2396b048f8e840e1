// The site's pages at fixed paths, as paths without the /en prefix, and what each is for search engines.
// `routes.test.ts` holds this table to the files of `site/src/pages/[...locale]/` (a page added without
// an entry, or an entry without its page, fails) and to the screens of `core/auth/screens.ts`. The
// header menu and the footer show an entry only when its page is here; the sitemap lists the pages marked
// `sitemap` (Korean-only ones by their Korean URL alone) and, after each list, its items.

import { videoProducts, type VideoProduct } from '#core/education.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { KindScreen } from '#core/kinds/types.ts';

/** `sitemap`: a page a search engine should list; `unlisted`: a form, a member page or a window-only page. */
type PageIndexing = 'sitemap' | 'unlisted';

const sitePages = {
  '/': 'sitemap',
  '/products/overview': 'sitemap',
  '/products/machine-learning': 'sitemap',
  '/products/data-hub': 'sitemap',
  '/download': 'sitemap',
  '/privacy_policy': 'sitemap',
  '/terms-conditions': 'sitemap',
  '/about': 'sitemap',
  '/privacy_policy_sup': 'sitemap',
  // result pages are not indexed (noindex): what they list depends on the words and on who reads
  '/search': 'unlisted',
  // the search glossary and log of the content authors (issue 31): behind the sign-in, never listed
  '/search/glossary': 'unlisted',
  '/search/log': 'unlisted',
  '/dso1/introduction': 'sitemap',
  '/dso1/application': 'sitemap',
  '/community/forecast-item': 'sitemap',
  '/education/prods': 'sitemap',
  // opened in a new window from the download dialog, without the site's header and footer
  '/download/guide': 'unlisted',
  '/register': 'unlisted',
  '/check-email': 'unlisted',
  '/register-success': 'unlisted',
  '/login': 'unlisted',
  // after a sign-in provider (issue 34): a new person's sign-up, and the proof of an existing account
  '/register-provider': 'unlisted',
  '/login-provider': 'unlisted',
  '/change-password': 'unlisted',
  '/forget-id': 'unlisted',
  '/forget-password': 'unlisted',
  '/reset-password': 'unlisted',
  '/my-page/info': 'unlisted',
  '/my-page/change-info': 'unlisted',
  '/my-page/import-password': 'unlisted',
  '/my-page/watching': 'unlisted',
  '/my-page/notifications': 'unlisted',
  // a notification mail's unsubscribe link (issue 32): no sign-in, the link is its proof
  '/mail/unsubscribe': 'unlisted',
  '/my-page/bookmarks': 'unlisted',
  // a member's own data and consents, and the acceptance of new terms at sign-in (issue 33)
  '/my-page/my-data': 'unlisted',
  '/my-page/accept-terms': 'unlisted',
  // how the member signs in besides the password (the authenticator app, recovery codes, passkeys, linked providers), and where the
  // mailed "lost your device" link lands (issue 34)
  '/my-page/security': 'unlisted',
  '/second-factor-recovery': 'unlisted',
  '/partner/partner-policy': 'sitemap',
  '/partner/partner-policy-register': 'unlisted',
  '/partner/partner-application': 'unlisted',
  // the partner area's pages are never listed: they are for partners, staff and admins only
  '/partner/partner-business-management': 'unlisted',
  '/partner/partner-business-management-register': 'unlisted',
} as const satisfies Record<string, PageIndexing>;

/** The kinds' screens at fixed paths (core/kinds/): their lists, listed when the kind is public and the screen says so. */
const kindPages = Object.fromEntries(
  Object.values(kindDeclarations).flatMap((kind) =>
    kind.screens
      .filter((screen: KindScreen) => !screen.route.includes(':'))
      .map((screen: KindScreen) => [screen.route, screen.sitemap ? 'sitemap' : 'unlisted']),
  ),
) as Record<string, PageIndexing>;

export const fixedPages: Readonly<Record<string, PageIndexing>> = { ...sitePages, ...kindPages };

export const knownRoutes: readonly string[] = Object.keys(fixedPages);

/**
 * Pages at a path with a parameter whose values are fixed: each product's video channel and training
 * guide (`/education/{product}-tv`, core/education.ts). Menus and the sitemap list them with the fixed pages.
 */
export const productPages: readonly string[] = videoProducts.flatMap((product) => [`/education/${product}-tv`, `/education/${product}-training-guide-tv`]);

/** The fixed pages a search engine should list, in the table's order. */
export const sitemapRoutes: readonly string[] = knownRoutes.filter((path) => fixedPages[path] === 'sitemap');

export function hasRoute(path: string): boolean {
  return knownRoutes.includes(path);
}

/** Paths used by more than one component. */
export const paths = {
  home: '/',
  search: '/search',
  searchGlossary: '/search/glossary',
  searchLog: '/search/log',
  preBuiltModelList: '/resources/pre-built-model',
  preBuiltModelDetail: (id: number) => `/resources/pre-built-model/detail/${id}`,
  preBuiltModelRegistration: '/resources/pre-built-model/registration',
  preBuiltModelEdit: (id: number) => `/resources/pre-built-model/edit/${id}`,
  successStoryList: '/resources/success-story',
  successStoryDetail: (id: number) => `/resources/success-story/detail/${id}`,
  successStoryRegistration: '/resources/success-story/registration',
  successStoryEdit: (id: number) => `/resources/success-story/edit/${id}`,
  productsOverview: '/products/overview',
  productsMachineLearning: '/products/machine-learning',
  productsDataHub: '/products/data-hub',
  download: '/download',
  downloadGuide: '/download/guide',
  about: '/about',
  privacyPolicySup: '/privacy_policy_sup',
  dso1Introduction: '/dso1/introduction',
  dso1Application: '/dso1/application',
  privacyPolicy: '/privacy_policy',
  partnerPolicy: '/partner/partner-policy',
  partnerPolicyRegister: '/partner/partner-policy-register',
  partnerApplication: '/partner/partner-application',
  terms: '/terms-conditions',
  forecastItem: '/community/forecast-item',
  faqList: '/community/FAQ',
  // the spec names no edit route for the FAQ: this page also edits the question its `?id=` names
  faqRegister: '/community/FAQ-register',
  knowledgeModelList: '/community/Knowledge-sharing',
  knowledgeModelDetail: (id: number) => `/community/Knowledge-sharing/detail/${id}`,
  knowledgeDataSetList: '/community/Knowledge-sharing/data-sets',
  knowledgeDataSetDetail: (id: number) => `/community/Knowledge-sharing/data-sets/detail/${id}`,
  knowledgeRegisterModel: '/community/Knowledge-sharing/register/model',
  knowledgeRegisterDataSet: '/community/Knowledge-sharing/register/dataset',
  knowledgeEditModel: (id: number) => `/community/Knowledge-sharing/edit/model/${id}`,
  knowledgeEditDataSet: (id: number) => `/community/Knowledge-sharing/edit/dataset/${id}`,
  forumList: '/community/community-forum-list',
  forumDetail: (id: number) => `/community/community-forum-detail/${id}`,
  forumAdd: '/community/community-forum-add',
  forumEdit: (id: number) => `/community/community-forum-edit/${id}`,
  forumBoardAdd: '/community/community-forum-bulletin-board-add',
  forumBoard: (id: number) => `/community/community-forum-bulletin-board/${id}`,
  forumReports: '/community/community-forum-reports',
  partnerQnaList: '/partner/partner-Q&A',
  // the spec's detail and register screens name their question with `?id=`
  partnerQnaDetail: (id: number) => `/partner/partner-Q&A-detail?id=${id}`,
  partnerQnaRegister: '/partner/partner-Q&A-register',
  partnerQnaEdit: (id: number) => `/partner/partner-Q&A-register?id=${id}`,
  videoChannel: (product: VideoProduct | number) => `/education/${product}-tv`,
  videoRegister: (product: VideoProduct | number) => `/education/${product}-tv/video-register`,
  videoEdit: (product: VideoProduct | number, id = 1) => `/education/${product}-tv/edit/${id}`,
  trainingGuide: (product: VideoProduct | number) => `/education/${product}-training-guide-tv`,
  certification: '/education/prods',
  partnerFaq: '/partner/partner-FAQ',
  partnerFaqRegister: '/partner/partner-register',
  partnerLibrary: '/partner/partner-reference-room',
  partnerLibraryDetail: (id: number) => `/partner/partner-reference-room-detail?id=${id}`,
  partnerLibraryRegister: '/partner/partner-reference-room-register',
  partnerBusiness: '/partner/partner-business-management',
  partnerBusinessRegister: '/partner/partner-business-management-register',
  partnerBusinessEdit: (id: number) => `/partner/partner-business-management-register?id=${id}`,
} as const;
