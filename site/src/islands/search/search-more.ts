// "Load more" on a category tab of the search page (components/search/SearchCategoryResults.astro), a small
// script rather than an island: the page is complete without it, its link going to the next page. Here the
// next page comes from GET /api/public/searching/load-more and its results are appended in place, each
// cloned from the page's own <template> and filled with text only (never markup); the address follows
// (`?pageNo=`), focus moves to the first new result, and the status line, a live region, says what is shown.
// The page hands it its language, the tag dates and numbers are written with and the prefix of its links
// (`data-*` of the results): the language table and the path helpers live in the form kit's file, which
// would bring React with them (site/client-chunks.ts).
import type { AnswerOf } from '#core/api/contract.ts';
import type { Envelope } from '#core/schemas/common.ts';
import type { SearchHit, SearchTextPart } from '#core/search/types.ts';
import { DATE_FORMAT } from '../../lib/date-format.ts';
import { loadInPlace } from '../lib/load-more-link.ts';

type PageLanguage = { lang: string; linkPrefix: string };

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

function hitItem(template: HTMLTemplateElement, hit: SearchHit, page: PageLanguage, dates: Intl.DateTimeFormat): HTMLLIElement | null {
  const item = template.content.firstElementChild?.cloneNode(true);
  if (!(item instanceof HTMLLIElement)) return null;
  const link = item.querySelector<HTMLAnchorElement>('[data-hit-link]');
  const snippet = item.querySelector<HTMLElement>('[data-hit-snippet]');
  const date = item.querySelector<HTMLTimeElement>('[data-hit-date]');
  const other = hit.lang !== page.lang;
  if (link) {
    link.href = page.linkPrefix + hit.path;
    // the search log's ping (components/search/SearchHitItem.astro): the template's, and this result's path
    if (link.dataset.ping) link.ping = `${link.dataset.ping}&path=${encodeURIComponent(hit.path)}`;
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
    const written = new Date(hit.date);
    date.textContent = Number.isNaN(written.getTime()) ? '' : dates.format(written);
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
  const section = list?.closest<HTMLElement>('[data-search-results]');
  if (!more || !list || !status || !template || !section) return;
  const { lang = 'ko', langTag = 'ko-KR', linkPrefix = '', firstShown = '1' } = section.dataset;
  const page: PageLanguage = { lang, linkPrefix };
  const dates = new Intl.DateTimeFormat(langTag, DATE_FORMAT);
  const numbers = new Intl.NumberFormat(langTag);
  loadInPlace(more, status, async () => {
    const { keyword = '', category = '', pageNo = '2' } = more.dataset;
    const query = new URLSearchParams({ keyword, categoryName: category, pageNo });
    const response = await fetch(`/api/public/searching/load-more?${query}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'accept-language': page.lang },
    });
    if (!response.ok) throw new Error(`load-more answered ${response.status}`);
    const next = ((await response.json()) as Envelope<AnswerOf<'GET /api/public/searching/load-more'>>).data;
    const added = next.hits.flatMap((hit) => hitItem(template, hit, page, dates) ?? []);
    list.append(...added);
    const shownTo = (next.pageNo - 1) * next.pageSize + next.hits.length;
    status.textContent = (status.dataset.showing ?? '')
      .replace('{from}', numbers.format(Number(firstShown)))
      .replace('{to}', numbers.format(shownTo))
      .replace('{total}', `${numbers.format(next.total)}${next.more ? '+' : ''}`);
    history.replaceState(history.state, '', more.href);
    if (shownTo < next.total && next.hits.length > 0) {
      const following = next.pageNo + 1;
      const url = new URL(more.href);
      url.searchParams.set('pageNo', String(following));
      more.href = url.pathname + url.search;
      more.dataset.pageNo = String(following);
    } else more.closest('p')?.remove();
    added[0]?.querySelector<HTMLAnchorElement>('[data-hit-link]')?.focus();
  });
}
