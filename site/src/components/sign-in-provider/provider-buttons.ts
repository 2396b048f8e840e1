// The script of the sign-in providers' links (ProviderButtons.astro; issue 34): says why a trip came back refused,
// shows the providers switched on, and points each link at where the sign-in goes on to.
import { safeNextPath } from '../../lib/member-paths.ts';
import { sayRefusal, showProviders } from './provider-list.ts';

export function startProviderButtons(root: HTMLElement): void {
  const query = new URLSearchParams(window.location.search);
  sayRefusal(root, query);
  // the page's `?next=` path of this site, else home
  const next = safeNextPath(query.get('next')) ?? (root.dataset.lang === 'en' ? '/en/' : '/');
  fetch('/api/public/sign-in-providers', { headers: { 'accept-language': root.dataset.lang ?? 'ko' } })
    .then((response) => response.json() as Promise<{ data?: { providers?: string[] } }>)
    .then((answer) => {
      for (const item of showProviders(root, answer.data?.providers ?? [])) {
        const link = item.querySelector('a');
        if (link) link.search = new URLSearchParams({ lang: root.dataset.lang ?? 'ko', next }).toString();
      }
    })
    // no answer: the page's own sign-in stays, without the providers
    .catch(() => undefined);
}
