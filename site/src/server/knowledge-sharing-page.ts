// What the knowledge-sharing detail and edit pages decide per reader: whether the reader may change an
// entry (its writer, or a moderator: ADMIN and CONTENT_MANAGER, as the API decides). Views count once per
// visit (edge-api/src/lib/visit-views.ts).
import type { Auth } from '#api/lib/session.ts';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';

/** Whether the signed-in reader may edit and delete an entry written by the account `insById`. */
export function mayChange(auth: Auth | null, insById: number | null): boolean {
  if (!auth) return false;
  return CONTENT_AUTHORS.includes(auth.user.role) || (insById !== null && insById === auth.user.id);
}

/**
 * The page's cache header: an entry page answers differently per reader (the edit link, the visit's
 * count), so it is kept by no shared cache; the browser asks again each time.
 */
export const KNOWLEDGE_PAGE_CACHE = 'private, no-cache';
