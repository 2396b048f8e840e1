// The header's menus in the spec's order (portal spec §2). A menu shows only the entries whose page
// exists (routes.ts), and a menu without entries is not shown: later issues fill in their entries.
// Some links depend on the reader (portal spec §2, behaviour of the shell): Partner Q&A and the library
// for PARTNER, STAFF and ADMIN, the partner FAQ only in Korean, business management only for ADMIN.
// The language is known when the page renders; the role only in the browser (pages are cached and
// pre-rendered), so role-bound entries are rendered hidden with `data-roles` and shown by the user
// menu's script (components/UserMenu.astro) through `shownFor` (role-bound.ts).
import { ADMINS, PARTNER_AREA, type Role } from '#core/auth/roles.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { knownRoutes, paths, productPages } from './routes.ts';

export type MenuEntry = {
  key: MessageKey;
  path: string;
  /** Shown only to these roles; absent: shown to everyone. */
  roles?: readonly Role[];
  /** Shown only on Korean pages. */
  koreanOnly?: boolean;
};
export type Menu = { key: MessageKey; entries: readonly MenuEntry[] };

export const menus: readonly Menu[] = [
  {
    key: 'nav.products',
    entries: [
      { key: 'nav.productsOverview', path: paths.productsOverview },
      { key: 'nav.productsMachineLearning', path: paths.productsMachineLearning },
      { key: 'nav.productsDataHub', path: paths.productsDataHub },
    ],
  },
  {
    key: 'nav.resources',
    entries: [
      { key: 'nav.preBuiltModel', path: paths.preBuiltModelList },
      { key: 'nav.successStory', path: paths.successStoryList },
    ],
  },
  { key: 'nav.download', entries: [{ key: 'nav.downloadStudio', path: paths.download }] },
  {
    key: 'nav.education',
    entries: [
      { key: 'nav.machineLearningTv', path: paths.videoChannel('machine-learning') },
      { key: 'nav.dataHubTv', path: paths.videoChannel('data-hub') },
      { key: 'nav.machineLearningGuide', path: paths.trainingGuide('machine-learning') },
      { key: 'nav.dataHubGuide', path: paths.trainingGuide('data-hub') },
      { key: 'nav.certification', path: paths.certification },
    ],
  },
  {
    key: 'nav.community',
    entries: [
      { key: 'nav.communityForum', path: '/community/community-forum-list' },
      { key: 'nav.communityFaq', path: '/community/FAQ' },
      { key: 'nav.knowledgeSharing', path: '/community/Knowledge-sharing' },
      { key: 'nav.forecastItem', path: '/community/forecast-item' },
    ],
  },
  {
    key: 'nav.partner',
    entries: [
      { key: 'navRole.partnerPolicy', path: '/partner/partner-policy' },
      { key: 'navRole.partnerQna', path: '/partner/partner-Q&A', roles: PARTNER_AREA },
      { key: 'navRole.partnerFaq', path: '/partner/partner-FAQ', roles: PARTNER_AREA, koreanOnly: true },
      { key: 'navRole.partnerLibrary', path: '/partner/partner-reference-room', roles: PARTNER_AREA },
      { key: 'navRole.partnerBusiness', path: '/partner/partner-business-management', roles: ADMINS },
    ],
  },
];

/** The menus of a page in a language: entries whose page exists and that the language shows. */
export function visibleMenus(lang: Lang, known: readonly string[] = [...knownRoutes, ...productPages], source: readonly Menu[] = menus): Menu[] {
  return source
    .map((menu) => ({ ...menu, entries: menu.entries.filter((entry) => known.includes(entry.path) && (!entry.koreanOnly || lang === 'ko')) }))
    .filter((menu) => menu.entries.length > 0);
}
