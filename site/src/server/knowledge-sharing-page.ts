// What the knowledge-sharing detail and edit pages decide per reader: whether the reader may change an
// entry (its writer, or a moderator: ADMIN and CONTENT_MANAGER, as the API decides). Views count once per
// visit (edge-api/src/lib/visit-views.ts). A detail page is the same for every reader of a class (decision
// 014): visitors, members (the writer's tools hidden, with the writer's id, for the browser to show the
// writer) and moderators.
import type { AstroGlobal } from 'astro';
import type { Auth } from '#api/lib/session.ts';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';
import { READER_CLASS_ANSWER, SHARED_ANSWER } from '#core/cache-control.ts';

/** Whether the signed-in reader may edit and delete an entry written by the account `insById`. */
export function mayChange(auth: Auth | null, insById: number | null): boolean {
  if (!auth) return false;
  return CONTENT_AUTHORS.includes(auth.user.role) || (insById !== null && insById === auth.user.id);
}

/** The writer's tools on an entry's page: shown (a moderator's class), kept for the writer to find (a member's), or none. */
export type OwnerTools = { shown: boolean; writerId: number | null } | undefined;

/**
 * The writer's tools of an entry written by `insById`, as the page renders them for the reader's class, and
 * the page kept once per class (lib/reader-classes.ts `authors`).
 */
export async function ownerToolsOf(astro: AstroGlobal, insById: number | null): Promise<OwnerTools> {
  const auth = await astro.locals.session();
  astro.locals.shareWithClass('authors');
  astro.response.headers.set('Cache-Control', auth ? READER_CLASS_ANSWER : SHARED_ANSWER);
  if (!auth) return undefined;
  return CONTENT_AUTHORS.includes(auth.user.role) ? { shown: true, writerId: insById } : { shown: false, writerId: insById };
}
