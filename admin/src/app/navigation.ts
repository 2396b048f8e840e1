import type { ComponentType } from 'react';
import { consoleScreens, navGroups, type NavGroup } from './screens.tsx';

/**
 * The side navigation as data (admin spec §2: every console screen except login, add, edit and
 * register pages), made from the screens' declaration (screens.tsx).
 */
export type NavItem = { path: string; label: string; icon: ComponentType; group: NavGroup };

export const navigation: readonly NavItem[] = consoleScreens.flatMap((screen) =>
  screen.nav ? [{ path: screen.path, label: screen.title, icon: screen.nav.icon, group: screen.nav.group }] : [],
);

/** The navigation by group, in the groups' order; a group without screens is left out. */
export const navigationGroups: readonly { group: NavGroup; label: string; items: readonly NavItem[] }[] = navGroups
  .map((group) => ({ group, label: `admin.nav.group.${group}`, items: navigation.filter((item) => item.group === group) }))
  .filter(({ items }) => items.length > 0);

/** The screen at `/admin` itself: the connection history (admin spec §2). */
export const indexPath = consoleScreens.find((screen) => screen.index)?.path ?? '';

/** The navigation entry a console path belongs to; `/` is the index screen's. */
export function navPathOf(pathname: string): string {
  const path = pathname === '/' || pathname === '' ? indexPath : pathname;
  return navigation.find((item) => path === item.path || path.startsWith(`${item.path}/`))?.path ?? '';
}
