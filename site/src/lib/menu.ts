// The header's menus in the spec's order (portal spec §2). A menu shows only the entries whose page
// exists (routes.ts), and a menu without entries is not shown: later issues fill in their entries.
import type { MessageKey } from '#core/i18n/translate.ts';
import { hasRoute, paths } from './routes.ts';

export type MenuEntry = { key: MessageKey; path: string };
export type Menu = { key: MessageKey; entries: readonly MenuEntry[] };

const menus: readonly Menu[] = [
  { key: 'nav.products', entries: [] },
  { key: 'nav.resources', entries: [{ key: 'nav.preBuiltModel', path: paths.preBuiltModelList }] },
  { key: 'nav.download', entries: [] },
  { key: 'nav.education', entries: [] },
  { key: 'nav.community', entries: [] },
  { key: 'nav.partner', entries: [] },
];

export function visibleMenus(): Menu[] {
  return menus
    .map((menu) => ({ ...menu, entries: menu.entries.filter((entry) => hasRoute(entry.path)) }))
    .filter((menu) => menu.entries.length > 0);
}
