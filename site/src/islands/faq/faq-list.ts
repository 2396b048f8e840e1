// The FAQ list's behaviour in the browser (pages/[...locale]/community/FAQ.astro), a small script rather
// than React: the page is complete without it.
// - "Show more questions" is a link to the same list 10 longer (`?size=20`). Here it fetches that page and
//   appends the questions it does not show yet, so the rendering stays the server's (rich text sanitised
//   there); the address follows, focus moves to the first new question, and the status line, a live
//   region, says how many are shown.
// - Opening an answer counts a view (PUT /api/public/faq/update-view/{id}), once per visit per answer.

import { countViewOncePerVisit } from '../lib/count-view.ts';
import { loadInPlace } from '../lib/load-more-link.ts';

export function startFaqList(): void {
  const list = document.querySelector<HTMLOListElement>('[data-faq-list]');
  const status = document.querySelector<HTMLElement>('[data-faq-status]');
  if (!list) return;

  // `toggle` does not bubble: listened to while it goes down to the <details>
  list.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      const id = details.closest<HTMLElement>('[data-faq-id]')?.dataset.faqId;
      if (id) countViewOncePerVisit('faq', id);
    },
    true,
  );

  const more = document.querySelector<HTMLAnchorElement>('[data-faq-more]');
  if (!more || !status) return;
  loadInPlace(more, status, async (shownBefore) => {
    const response = await fetch(more.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`the list answered ${response.status}`);
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const known = new Set([...list.children].map((item) => (item as HTMLElement).dataset.faqId));
    const fresh = [...next.querySelectorAll<HTMLLIElement>('[data-faq-list] > li')].filter((item) => !known.has(item.dataset.faqId));
    // a role-bound link shows as the page's own links for the same roles do: the user menu's script
    // decided those for this reader when the page loaded (hidden when the page has none)
    const shownAlready = (roles: string) =>
      [...document.querySelectorAll<HTMLElement>('[data-roles]')].find((element) => element.dataset.roles === roles)?.hidden === false;
    const added = fresh.map((item) => {
      const node = document.importNode(item, true);
      for (const link of node.querySelectorAll<HTMLElement>('[data-roles]')) link.hidden = !shownAlready(link.dataset.roles ?? '');
      list.append(node);
      return node;
    });
    const nextMore = next.querySelector<HTMLAnchorElement>('[data-faq-more]');
    history.replaceState(history.state, '', more.href);
    status.textContent = next.querySelector('[data-faq-status]')?.textContent?.trim() ?? shownBefore;
    if (nextMore) more.href = nextMore.href;
    else more.closest('p')?.remove();
    added[0]?.querySelector('summary')?.focus();
  });
}
