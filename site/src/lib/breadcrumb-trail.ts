// Where a page sits, declared once (decision 057): the steps between home and a page, derived from the header's
// menus (lib/menu.ts) and the kinds' screens (core/kinds/). A page of a menu sits under the menu's heading; a
// kind's detail page under its list (and the list's menu heading); any other page right under home. The visible
// breadcrumb (components/Breadcrumb.astro) and its BreadcrumbList for search engines are both made from it.
import { routeRegExp } from '#core/auth/screens.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { KindDeclaration } from '#core/kinds/types.ts';
import { menus, type Menu, type MenuEntry } from './menu.ts';
import type { BreadcrumbStep } from './structured-data/breadcrumb.ts';
import { localizePath } from './urls.ts';

function menuEntryOf(path: string): { menu: Menu; entry: MenuEntry } | undefined {
  for (const menu of menus) {
    const entry = menu.entries.find((each) => each.path === path);
    if (entry) return { menu, entry };
  }
  return undefined;
}

/** The kind one of whose screens is at the path (the most specific: a list's own route before a pattern). */
function kindOf(path: string): KindDeclaration | undefined {
  const kinds = Object.values(kindDeclarations) as KindDeclaration[];
  return (
    kinds.find((kind) => kind.screens.some((screen) => screen.route === path)) ??
    kinds.find((kind) => kind.screens.some((screen) => screen.route.includes(':') && routeRegExp(screen.route).test(path)))
  );
}

/** The steps between home and the page at a path (without the language prefix), in a language. */
export function trailOf(path: string, lang: Lang): BreadcrumbStep[] {
  const t = translator(lang);
  const own = menuEntryOf(path);
  if (own) return [{ label: t(own.menu.key) }];
  const kind = kindOf(path);
  const list = kind?.screens[0]?.route;
  if (!kind || !list) return [];
  const listed = menuEntryOf(list);
  const heading = listed ? [{ label: t(listed.menu.key) }] : [];
  if (list === path) return heading;
  return [...heading, { label: t(listed ? listed.entry.key : kind.nameKey), href: localizePath(list, lang) }];
}
