import { HistoryOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The side navigation's groups, in their order: how an operator thinks of the console's work. */
export const navGroups = ['people', 'content', 'records', 'settings'] as const;
export type NavGroup = (typeof navGroups)[number];

/**
 * The console's screens inside the frame (admin spec §2), declared once: the router and the side
 * navigation are made from this list (screens.test.ts holds it to the spec's routes in core/auth/screens.ts).
 * A new screen is one entry here and its feature folder.
 */
export type ConsoleScreen = {
  /** The path under /admin, as in admin spec §2 (`/history-connect` is `/admin/history-connect`). */
  path: `/${string}`;
  /** Also the screen at `/admin` itself (admin spec §2: /admin is the connection history). */
  index?: true;
  /** The message key of the screen's title: its one h1, the document title and its navigation entry. */
  title: string;
  /**
   * Its entry in the side navigation, under its group; none for add, edit and register pages (admin
   * spec §2). Within a group, entries keep the order of this list.
   */
  nav?: { icon: ComponentType; group: NavGroup };
  /** What the screen shows under its title, loaded when first opened (each screen is its own chunk). */
  content: LazyExoticComponent<ComponentType>;
};

export const consoleScreens: readonly ConsoleScreen[] = [
  {
    path: '/history-connect',
    index: true,
    title: 'admin.nav.connectionHistory',
    nav: { icon: HistoryOutlined, group: 'records' },
    content: lazy(() => import('../features/connection-history/components/connection-history-list.tsx').then((m) => ({ default: m.ConnectionHistoryList }))),
  },
  {
    path: '/admin-access',
    title: 'admin.nav.adminAccessHistory',
    nav: { icon: SafetyCertificateOutlined, group: 'records' },
    content: lazy(() =>
      import('../features/admin-access-history/components/admin-access-history-list.tsx').then((m) => ({ default: m.AdminAccessHistoryList })),
    ),
  },
];
