// What a console screen declares (admin/src/app/screens.tsx lists them, the kinds' lists made from their
// declarations in core/kinds/). Apart from the app, so that code outside it can name the type.
import type { ComponentType, LazyExoticComponent } from 'react';

/** The side navigation's groups, in their order: how an operator thinks of the console's work. */
export const navGroups = ['people', 'content', 'records', 'settings'] as const;
export type NavGroup = (typeof navGroups)[number];

/**
 * A console screen inside the frame (admin spec §2), declared once: the router and the side navigation are
 * made from the list of screens.tsx (screens.test.ts holds it to the spec's routes in core/auth/screens.ts).
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
