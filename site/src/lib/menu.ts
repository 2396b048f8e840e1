// The header's menus in the spec's order (portal spec §2). A menu shows only the entries whose page
// exists (routes.ts), and a menu without entries is not shown: later issues fill in their entries.
// Some links depend on the reader (portal spec §2, behaviour of the shell): Partner Q&A and the library
// for PARTNER, STAFF and ADMIN, the partner FAQ only in Korean, business management only for ADMIN; the search
// glossary and log (issue 31) for the content authors.
// The language is known when the page renders; the role only in the browser (pages are cached and
// pre-rendered), so role-bound entries are rendered hidden with `data-roles` and shown by the user
// menu's script (components/UserMenu.astro) through `shownFor` (role-bound.ts).
import { ADMINS, CONTENT_AUTHORS, PARTNER_AREA, type Role } from '#core/auth/roles.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { KindDeclaration } from '#core/kinds/types.ts';
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

/** The site's own entries, each placed by `order` among its menu's entries and the kinds' (core/kinds/). */
type PlacedEntry = MenuEntry & { order: number };
const siteMenus: readonly { key: MessageKey; entries: readonly PlacedEntry[] }[] = [
  {
    key: 'nav.products',
    entries: [
      { key: 'nav.productsOverview', path: paths.productsOverview, order: 10 },
      { key: 'nav.productsMachineLearning', path: paths.productsMachineLearning, order: 20 },
      { key: 'nav.productsDataHub', path: paths.productsDataHub, order: 30 },
    ],
  },
  { key: 'nav.resources', entries: [] },
  { key: 'nav.download', entries: [{ key: 'nav.downloadStudio', path: paths.download, order: 10 }] },
  {
    key: 'nav.education',
    entries: [
      { key: 'nav.machineLearningTv', path: paths.videoChannel('machine-learning'), order: 10 },
      { key: 'nav.dataHubTv', path: paths.videoChannel('data-hub'), order: 20 },
      { key: 'nav.machineLearningGuide', path: paths.trainingGuide('machine-learning'), order: 30 },
      { key: 'nav.dataHubGuide', path: paths.trainingGuide('data-hub'), order: 40 },
      { key: 'nav.certification', path: paths.certification, order: 50 },
    ],
  },
  {
    key: 'nav.community',
    entries: [
      { key: 'nav.forecastItem', path: '/community/forecast-item', order: 40 },
      // the search glossary and log (issue 31): content managers keep them here, the console admitting ADMINs only
      { key: 'navRole.searchGlossary', path: paths.searchGlossary, roles: CONTENT_AUTHORS, order: 50 },
      { key: 'navRole.searchLog', path: paths.searchLog, roles: CONTENT_AUTHORS, order: 60 },
    ],
  },
  {
    key: 'nav.partner',
    entries: [
      { key: 'navRole.partnerPolicy', path: '/partner/partner-policy', order: 10 },
      { key: 'navRole.partnerBusiness', path: '/partner/partner-business-management', roles: ADMINS, order: 50 },
    ],
  },
];

/** A kind's entry: its list page (its first screen), shown to the partner area only when it says so. */
const kindEntries: readonly (PlacedEntry & { menu: MessageKey })[] = Object.values(kindDeclarations).flatMap((kind: KindDeclaration) =>
  kind.menu
    ? [
        {
          menu: kind.menu.menu,
          key: kind.menu.key,
          path: kind.screens[0]!.route,
          order: kind.menu.order,
          ...(kind.menu.openTo ? { roles: PARTNER_AREA } : {}),
          ...(kind.menu.koreanOnly ? { koreanOnly: true } : {}),
        },
      ]
    : [],
);

export const menus: readonly Menu[] = siteMenus.map((menu) => ({
  key: menu.key,
  entries: [...menu.entries, ...kindEntries.filter((entry) => entry.menu === menu.key)]
    .sort((a, b) => a.order - b.order)
    .map(({ key, path, roles, koreanOnly }) => ({ key, path, ...(roles ? { roles } : {}), ...(koreanOnly ? { koreanOnly } : {}) })),
}));

/** The menus of a page in a language: entries whose page exists and that the language shows. */
export function visibleMenus(lang: Lang, known: readonly string[] = [...knownRoutes, ...productPages], source: readonly Menu[] = menus): Menu[] {
  return source
    .map((menu) => ({ ...menu, entries: menu.entries.filter((entry) => known.includes(entry.path) && (!entry.koreanOnly || lang === 'ko')) }))
    .filter((menu) => menu.entries.length > 0);
}
