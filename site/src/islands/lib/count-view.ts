// Counts a view of a video or an FAQ answer opened in place (PUT /api/public/{kind}/update-view/{id}),
// once per visit per item: the ids already counted are kept in the tab's session storage.
import { langFromTag } from '#core/i18n/locales.ts';

/** The kinds whose views a page's script counts (videos and FAQ answers open without a page load). */
export type ViewedKind = 'video' | 'faq';

function viewedIds(key: string): Set<string> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.map(String) : []);
  } catch {
    return new Set();
  }
}

export function countViewOncePerVisit(kind: ViewedKind, id: string): void {
  const key = `${kind}:viewed`;
  const viewed = viewedIds(key);
  if (viewed.has(id)) return;
  viewed.add(id);
  try {
    sessionStorage.setItem(key, JSON.stringify([...viewed]));
  } catch {
    // storage refused (private mode, full): the view is still counted once on this page
  }
  const lang = langFromTag(document.documentElement.lang);
  // a view that is not counted changes nothing for the reader: no message
  void fetch(`/api/public/${kind}/update-view/${encodeURIComponent(id)}`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'accept-language': lang },
  }).catch(() => undefined);
}
