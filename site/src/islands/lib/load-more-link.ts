// A "load more" link made to load in place (the FAQ list, a search tab): the page works without script, the
// link going to the longer list. A plain click runs `load` instead, one at a time; meanwhile the link is
// marked disabled and the status line (a live region) says it is loading, and if `load` fails it says so
// (`data-failed`), the results shown so far kept. A click that asks for a new tab or window keeps the link.

/**
 * Calls `load` on a plain click of `more`; `load` gets what the status line said before and updates it
 * (and the link) itself when it succeeds.
 */
export function loadInPlace(more: HTMLAnchorElement, status: HTMLElement, load: (shownBefore: string) => Promise<void>): void {
  let busy = false;
  more.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (busy) return;
    busy = true;
    more.setAttribute('aria-disabled', 'true');
    const shownBefore = status.textContent ?? '';
    status.textContent = status.dataset.loading ?? '';
    void load(shownBefore)
      .catch(() => {
        status.textContent = status.dataset.failed ?? shownBefore;
      })
      .finally(() => {
        busy = false;
        more.removeAttribute('aria-disabled');
      });
  });
}
