// The watch and mute toggles of a catalogue page (decision 047), without React: the pages they stand on are kept
// for every visitor (e2e/js-budget.spec.ts). A visitor keeps the server's link to sign in; in a signed-in browser
// the buttons replace it, the one of the member's level pressed; pressing one sets that level, pressing it again
// goes back to the default, and the server's message (in the page's language) is announced in the status region.
import { hasSessionHint } from '../../islands/lib/local-session.ts';

type Answer = { message: string; data: { level: string | null } | null };

async function call(method: 'GET' | 'PUT', path: string, lang: string, body?: object): Promise<{ ok: boolean; answer: Answer | null }> {
  try {
    const response = await fetch(path, {
      method,
      headers: { accept: 'application/json', 'accept-language': lang, 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: body && JSON.stringify(body),
    });
    return { ok: response.ok, answer: (await response.json()) as Answer };
  } catch {
    return { ok: false, answer: null };
  }
}

function start(root: HTMLElement): void {
  const group = root.querySelector<HTMLElement>('[role="group"]');
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-level]')];
  const link = root.querySelector<HTMLAnchorElement>('a');
  const status = root.querySelector<HTMLElement>('[role="status"]');
  const alert = root.querySelector<HTMLElement>('[data-alert]');
  if (!group || !link || !status || !alert || !hasSessionHint()) return;
  // the level's address is written by the server, its key escaped there
  const { target = '', key = '', levelPath = '', networkError = '' } = root.dataset;
  const lang = document.documentElement.lang;
  const show = (level: string | null) => {
    for (const button of buttons) {
      button.setAttribute('aria-pressed', String(button.dataset.level === level));
      button.disabled = false;
    }
  };
  const fail = (answer: Answer | null) => {
    for (const button of buttons) button.disabled = false;
    alert.textContent = answer?.message || networkError;
    alert.hidden = false;
  };
  link.hidden = true;
  group.hidden = false;
  void call('GET', levelPath, lang).then(({ ok, answer }) => (ok && answer?.data ? show(answer.data.level) : fail(answer)));
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const level = button.getAttribute('aria-pressed') === 'true' ? 'NONE' : (button.dataset.level ?? 'NONE');
      for (const each of buttons) each.disabled = true;
      alert.hidden = true;
      void call('PUT', '/api/member/watches', lang, { target, key, level }).then(({ ok, answer }) => {
        if (!ok || !answer?.data) return fail(answer);
        show(answer.data.level);
        status.textContent = answer.message;
      });
    });
  }
}

export function startWatchToggles(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-watch-toggle]')) start(root);
}
