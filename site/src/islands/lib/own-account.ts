// The signed-in account's id in the browser, for a page kept for a class of readers that tells the
// reader's own rows apart by their writer's id (the forum's post and thread): kept apart from
// local-session.ts, which every page's header script carries.
import type { Lang } from '#core/i18n/locales.ts';
import { callApi } from './api-client.ts';
import { signedInMarker } from './local-session.ts';

/**
 * Calls `found` with the signed-in account's id: from what this browser remembers of the sign-in, or,
 * for a marker written before ids were kept, from the session's user-info. Answers the function that
 * stops it from calling.
 */
export function ownAccount(lang: Lang, found: (id: number) => void): () => void {
  let wanted = true;
  const id = signedInMarker()?.id;
  if (typeof id === 'number') found(id);
  else
    void callApi('GET /api/auth/user-info', { lang }).then(
      (answer) => wanted && found(answer.data.id),
      () => undefined,
    );
  return () => {
    wanted = false;
  };
}
