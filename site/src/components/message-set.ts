// Fetches a message set (lib/message-sets.ts) in the page's language once per page; null when it cannot be had
// (offline, a failed answer): the caller then shows nothing rather than a key.
import type { Lang } from '#core/i18n/locales.ts';
import { messageSetPath, type MessageSet, type MessageSetName } from '../lib/message-sets.ts';

const loading = new Map<MessageSetName, Promise<unknown>>();

export function loadMessageSet<N extends MessageSetName>(name: N, lang: Lang): Promise<MessageSet<N> | null> {
  let set = loading.get(name);
  if (!set) {
    set = fetch(messageSetPath(name, lang), { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    loading.set(name, set);
  }
  return set as Promise<MessageSet<N> | null>;
}
