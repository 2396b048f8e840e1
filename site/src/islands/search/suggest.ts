// Suggestions in the header's search box (issue 31; components/HeaderSearch.astro): the box becomes a
// combobox (WAI-ARIA 1.2, list autocomplete) whose list offers what GET /api/public/searching/suggest answers
// for what was typed: glossary terms, which are searched, and titles, which open. Arrow keys move through
// the list, Enter takes the active option (or sends the form as typed), Escape closes the list, and a live
// region says how many there are. Loaded only when the box is first focused; without it the box is the
// plain form it always was.
import { langFromTag } from '#core/i18n/locales.ts';
import type { Envelope } from '#core/schemas/common.ts';
import type { SearchSuggestion, SearchSuggestions } from '#core/search/types.ts';
import { loadMessageSet } from '../../components/message-set.ts';
import type { MessageSet } from '../../lib/message-sets.ts';

/** How long typing must pause before the suggestions are asked for. */
const PAUSE_MS = 150;

type Texts = { count: (n: number) => string; none: string; term: string };

/** The texts of the `header-search` message set (decision 065); without it, none (the list still works). */
function textsOf(set: MessageSet<'header-search'> | null, locale: string): Texts {
  const plural = new Intl.PluralRules(locale);
  const count = (n: number) =>
    (set?.[plural.select(n) === 'one' ? 'search.suggestions_one' : 'search.suggestions_other'] ?? '').replace('{{count}}', String(n));
  return { count, none: set?.['search.suggestionsNone'] ?? '', term: set?.['search.suggestionTerm'] ?? '' };
}

export function startSuggestions(form: HTMLFormElement, input: HTMLInputElement): void {
  const list = form.querySelector<HTMLUListElement>('[data-suggestions]');
  const status = form.querySelector<HTMLElement>('[data-suggest-status]');
  if (!list || !status || input.getAttribute('role') === 'combobox') return;
  const lang = langFromTag(document.documentElement.lang);
  let texts = textsOf(null, document.documentElement.lang);
  const textsReady = loadMessageSet('header-search', lang).then((set) => {
    texts = textsOf(set, document.documentElement.lang);
  });
  const prefix = form.dataset.linkPrefix ?? '';
  const koreanOnly = new Set((form.dataset.koreanOnly ?? '').split(' ').filter(Boolean));
  let shown: SearchSuggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | undefined;

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');

  const hrefOf = (suggestion: Extract<SearchSuggestion, { type: 'title' }>) => `${koreanOnly.has(suggestion.category) ? '' : prefix}${suggestion.path}`;

  function close(): void {
    list!.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  }

  function activate(at: number): void {
    active = at;
    list!.querySelectorAll('[role="option"]').forEach((option, index) => option.setAttribute('aria-selected', String(index === at)));
    const option = list!.children[at];
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }

  function take(suggestion: SearchSuggestion): void {
    if (suggestion.type === 'title') {
      window.location.assign(hrefOf(suggestion));
      return;
    }
    input.value = suggestion.text;
    close();
    form.requestSubmit();
  }

  function show(suggestions: SearchSuggestion[]): void {
    shown = suggestions;
    list!.replaceChildren(
      ...suggestions.map((suggestion, at) => {
        const option = document.createElement('li');
        option.id = `${list!.id}-${at}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.className = `suggestion suggestion-${suggestion.type}`;
        option.lang = suggestion.lang;
        option.textContent = suggestion.text;
        if (suggestion.type === 'term') {
          const tag = document.createElement('span');
          tag.className = 'suggestion-tag';
          tag.lang = lang;
          tag.textContent = texts.term;
          option.append(' ', tag);
        }
        // mousedown, not click: the box keeps its focus, so the list is not closed first
        option.addEventListener('mousedown', (event) => {
          event.preventDefault();
          take(suggestion);
        });
        return option;
      }),
    );
    active = -1;
    input.removeAttribute('aria-activedescendant');
    const open = suggestions.length > 0;
    list!.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    status!.textContent = open ? texts.count(suggestions.length) : input.value.trim() ? texts.none : '';
  }

  async function ask(typed: string): Promise<void> {
    asking?.abort();
    asking = new AbortController();
    try {
      const response = await fetch(`/api/public/searching/suggest?keyword=${encodeURIComponent(typed)}`, {
        headers: { 'accept-language': lang },
        signal: asking.signal,
      });
      if (!response.ok) return close();
      const envelope = (await response.json()) as Envelope<SearchSuggestions>;
      await textsReady;
      if (envelope.data && input.value.trim() === typed) show(envelope.data.suggestions);
    } catch {
      // typed on (aborted) or offline: the form still searches as typed
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const typed = input.value.trim();
    if (!typed) {
      asking?.abort();
      show([]);
      return;
    }
    timer = setTimeout(() => void ask(typed), PAUSE_MS);
  });

  input.addEventListener('keydown', (event) => {
    const open = !list.hidden && shown.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      // from the box (-1) through the options and back to the box
      const next = active + (event.key === 'ArrowDown' ? 1 : -1);
      activate(next >= shown.length ? -1 : next < -1 ? shown.length - 1 : next);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      take(shown[active]!);
    } else if (event.key === 'Escape' && open) {
      // the list closes first; a second Escape closes the search bar (the popover)
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  });

  input.addEventListener('blur', close);
  if (input.value.trim()) void ask(input.value.trim());
}
