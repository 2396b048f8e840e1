// "Load more" on a category tab of the search page (components/search/SearchCategoryResults.astro), a small
// script rather than an island: the page is complete without it, its link going to the next page. Here the
// next page comes from GET /api/public/searching/load-more and its results are appended in place, each
// cloned from the page's own <template> and filled with text only (never markup); the address follows
// (`?pageNo=`), focus moves to the first new result, and the status line, a live region, says what is shown.
import { isLang, type Lang } from '#core/i18n/locales.ts';
import type { SearchMoreResult, SearchTextPart } from '#core/search/types.ts';
import { formatCount, formatDate } from '../../lib/format.ts';
import { localizePath } from '../../lib/urls.ts';

function fillText(target: Element, parts: readonly SearchTextPart[]): void {
  target.replaceChildren(
    ...parts.map((part) => {
      if (!part.match) return document.createTextNode(part.text);
      const mark = document.createElement('mark');
      mark.textContent = part.text;
      return mark;
    }),
  );
}

function hitItem(template: HTMLTemplateElement, hit: SearchMoreResult['hits'][number], lang: Lang): HTMLLIElement | null {
  const item = template.content.firstElementChild?.cloneNode(true);
  if (!(item instanceof HTMLLIElement)) return null;
  const link = item.querySelector<HTMLAnchorElement>('[data-hit-link]');
  const snippet = item.querySelector<HTMLElement>('[data-hit-snippet]');
  const date = item.querySelector<HTMLTimeElement>('[data-hit-date]');
  const other = hit.lang !== lang;
  if (link) {
    link.href = localizePath(hit.path, lang);
    fillText(link, hit.title);
    if (other) link.lang = hit.lang;
  }
  if (snippet) {
    fillText(snippet, hit.snippet);
    snippet.hidden = hit.snippet.length === 0;
    if (other) snippet.lang = hit.lang;
  }
  if (date) {
    date.dateTime = hit.date;
    date.textContent = formatDate(hit.date, lang);
  }
  const badge = item.querySelector<HTMLElement>('[data-hit-lang]');
  if (badge) badge.hidden = !other;
  return item;
}

export function startSearchMore(): void {
  const more = document.querySelector<HTMLAnchorElement>('[data-search-more]');
  const list = document.querySelector<HTMLOListElement>('[data-search-list]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-search-hit-template]');
  if (!more || !list || !status || !template) return;
  const pageLang = document.documentElement.lang.slice(0, 2);
  const lang: Lang = isLang(pageLang) ? pageLang : 'ko';
  const firstShown = Number(list.closest('[data-first-shown]')?.getAttribute('data-first-shown') ?? '1');
  let busy = false;

  more.addEventListener('click', (event) => {
    // a new tab or window keeps the plain link
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (busy) return;
    busy = true;
    more.setAttribute('aria-disabled', 'true');
    const shownBefore = status.textContent ?? '';
    status.textContent = status.dataset.loading ?? '';
    const { keyword = '', category = '', pageNo = '2' } = more.dataset;
    const query = new URLSearchParams({ keyword, categoryName: category, pageNo });
    void (async () => {
      try {
        const response = await fetch(`/api/public/searching/load-more?${query}`, {
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'accept-language': lang },
        });
        if (!response.ok) throw new Error(`load-more answered ${response.status}`);
        const page = ((await response.json()) as { data: SearchMoreResult }).data;
        const added = page.hits.flatMap((hit) => hitItem(template, hit, lang) ?? []);
        list.append(...added);
        const shownTo = (page.pageNo - 1) * page.pageSize + page.hits.length;
        status.textContent = (status.dataset.showing ?? '')
          .replace('{from}', formatCount(firstShown, lang))
          .replace('{to}', formatCount(shownTo, lang))
          .replace('{total}', formatCount(page.total, lang));
        history.replaceState(history.state, '', more.href);
        if (shownTo < page.total && page.hits.length > 0) {
          const next = page.pageNo + 1;
          const url = new URL(more.href);
          url.searchParams.set('pageNo', String(next));
          more.href = url.pathname + url.search;
          more.dataset.pageNo = String(next);
        } else more.closest('p')?.remove();
        added[0]?.querySelector<HTMLAnchorElement>('[data-hit-link]')?.focus();
      } catch {
        status.textContent = status.dataset.failed ?? shownBefore;
      } finally {
        busy = false;
        more.removeAttribute('aria-disabled');
      }
    })();
  });
}
