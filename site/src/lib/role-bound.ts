// The `data-roles` attribute of links only some roles see (lib/menu.ts, components/AuthorLink.astro):
// written when the page renders, read in the browser by the user menu's script (user-menu.ts), which
// shows them once it knows the reader's role. Kept apart from the menus: the script is on every page,
// and this is all it needs of them.
import type { Role } from '#core/auth/roles.ts';

/**
 * The `data-roles` value of an entry, or of a whole menu when every entry of it is role-bound (the
 * union of their roles); undefined when everyone sees it.
 */
export function rolesAttribute(items: readonly { roles?: readonly Role[] | undefined }[]): string | undefined {
  if (items.length === 0 || items.some((item) => !item.roles)) return undefined;
  return [...new Set(items.flatMap((item) => item.roles ?? []))].join(' ');
}

/** Whether an element with this `data-roles` value is shown to a role (the visitor is ALL). */
export function shownFor(rolesValue: string, role: string): boolean {
  return rolesValue.split(' ').includes(role);
}
