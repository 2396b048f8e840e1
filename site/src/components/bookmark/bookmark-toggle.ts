// The bookmark toggles of a page (decision 045), without React: the pages they stand on are kept for every
// visitor (the catalogue's details ship no React, e2e/js-budget.spec.ts). A visitor keeps the server's link to
// sign in; in a signed-in browser the button replaces it, pressed when the member bookmarked the item, and the
// server's message about a change (in the page's language) is announced in the status region.
import { hasSessionHint } from '../../islands/lib/local-session.ts';

type Answer = { message: string; data: { bookmarked: boolean } | null };

async function call(method: 'GET' | 'PUT' | 'DELETE', path: string, lang: string): Promise<{ ok: boolean; answer: Answer | null }> {
  try {
    const response = await fetch(path, { method, headers: { accept: 'application/json', 'accept-language': lang }, credentials: 'same-origin' });
    return { ok: response.ok, answer: (await response.json()) as Answer };
  } catch {
    return { ok: false, answer: null };
  }
}

function start(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('button');
  const link = root.querySelector<HTMLAnchorElement>('a');
  const status = root.querySelector<HTMLElement>('[role="status"]');
  const alert = root.querySelector<HTMLElement>('[data-alert]');
  if (!button || !link || !status || !alert || !hasSessionHint()) return;
  const { kind = '', id = '', networkError = '' } = root.dataset;
  const lang = document.documentElement.lang;
  const path = `/api/member/bookmarks/${kind}/${id}`;
  const show = (bookmarked: boolean) => {
    button.setAttribute('aria-pressed', String(bookmarked));
    button.disabled = false;
  };
  const fail = (answer: Answer | null) => {
    alert.textContent = answer?.message || networkError;
    alert.hidden = false;
  };
  link.hidden = true;
  button.hidden = false;
  void call('GET', path, lang).then(({ ok, answer }) => (ok && answer?.data ? show(answer.data.bookmarked) : fail(answer)));
  button.addEventListener('click', () => {
    button.disabled = true;
    alert.hidden = true;
    void call(button.getAttribute('aria-pressed') === 'true' ? 'DELETE' : 'PUT', path, lang).then(({ ok, answer }) => {
      button.disabled = false;
      if (!ok || !answer?.data) return fail(answer);
      show(answer.data.bookmarked);
      status.textContent = answer.message;
    });
  });
}

export function startBookmarkToggles(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-bookmark-toggle]')) start(root);
}
