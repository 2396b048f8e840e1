// My Page's re-entry through a sign-in provider (ProviderReauthButtons.astro; issue 34): the signed-in
// member's linked providers, each a button that starts the trip by a call (a member's call, refused from another
// site) and goes to the provider; the trip comes back to the requested My Page screen.
import { myPageNext } from '../../lib/my-page-paths.ts';
import { say, sayRefusal, showProviders } from './provider-list.ts';

type Envelope<T> = { message: string; data: T | null };

export function startReauthButtons(root: HTMLElement): void {
  const lang = root.dataset.lang === 'en' ? 'en' : 'ko';
  const headers = { 'accept-language': lang, 'content-type': 'application/json' };
  const query = new URLSearchParams(window.location.search);
  sayRefusal(root, query);
  const next = myPageNext(query.get('next'), lang);
  const start = async (provider: string, button: HTMLButtonElement) => {
    button.disabled = true;
    try {
      const response = await fetch(`/api/member/sign-in-providers/${provider}/reauth`, { method: 'POST', headers, body: JSON.stringify({ next }) });
      const answer = (await response.json()) as Envelope<{ authorizationUrl: string }>;
      if (response.ok && answer.data) return window.location.assign(answer.data.authorizationUrl);
      say(root, answer.message);
    } catch {
      say(root, root.dataset.networkError);
    }
    button.disabled = false;
  };
  fetch('/api/member/sign-in-providers', { headers })
    .then((response) => response.json() as Promise<Envelope<{ linked: { provider: string }[] }>>)
    .then((answer) => {
      for (const item of showProviders(
        root,
        (answer.data?.linked ?? []).map((link) => link.provider),
      )) {
        const provider = item.dataset.provider ?? '';
        item.querySelector('button')?.addEventListener('click', (event) => void start(provider, event.currentTarget as HTMLButtonElement));
      }
    })
    .catch(() => undefined);
}
