// The signed-in account's id in the browser, for a page kept for a class of readers that tells the
// reader's own rows apart by their writer's id (the forum's post and thread, a shared model's page): kept
// apart from local-session.ts, which every page's header script carries. The one call is a plain fetch,
// typed by the contract: a page with no island of its own ships no API client for it.
import type { AnswerOf } from '#core/api/contract.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { Envelope } from '#core/schemas/common.ts';
import { signedInMarker } from './local-session.ts';

async function userInfo(lang: Lang): Promise<AnswerOf<'GET /api/auth/user-info'> | null> {
  const answer = await fetch('/api/auth/user-info', { headers: { accept: 'application/json', 'accept-language': lang }, credentials: 'same-origin' });
  return answer.ok ? ((await answer.json()) as Envelope<AnswerOf<'GET /api/auth/user-info'>>).data : null;
}

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
    void userInfo(lang).then(
      (user) => wanted && user !== null && found(user.id),
      () => undefined,
    );
  return () => {
    wanted = false;
  };
}
