// The reactions of a forum post's page (decision 045), as one island: the page's HTML carries every bar's
// buttons with the counts (ReactionBar.astro, disabled until this runs); the island reads the counts now with
// the member's own marked (the page is kept for a class of readers), answers the buttons (pressing a pressed
// one takes the reaction back), announces the server's message, and fills a bar's "who reacted" when opened.
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Lang } from '#core/i18n/locales.ts';
import { reactionKinds, type ReactionKind, type ReactionPersonView, type ReactionSummary, type ReactionTarget } from '#core/schemas/forum-reaction.ts';
import { callApi } from '../lib/api-client.ts';
import { failureText, SaveAnnouncements } from '../watch/use-watch-save.tsx';
import type { ReactionMessages } from './messages.ts';

type Props = { lang: Lang; messages: ReactionMessages; postId: number };
type Bar = { element: HTMLElement; target: ReactionTarget; id: number };
type People = { bar: Bar; items: ReactionPersonView[]; page: number; totalPages: number; state: 'loading' | 'done' | 'failed' };

const barOf = (element: Element | null): Bar | null => {
  const bar = element?.closest<HTMLElement>('[data-reaction-target]');
  return bar ? { element: bar, target: bar.dataset['reactionTarget'] as ReactionTarget, id: Number(bar.dataset['reactionId']) } : null;
};

/** Writes a summary into its bar: the counts, and which buttons are pressed. */
function show(element: HTMLElement, summary: { counts: Partial<ReactionSummary['counts']>; mine: readonly ReactionKind[] }, lang: Lang): void {
  for (const kind of reactionKinds) {
    const button = element.querySelector<HTMLButtonElement>(`button[data-reaction="${kind}"]`);
    if (!button) continue;
    button.setAttribute('aria-pressed', String(summary.mine.includes(kind)));
    const count = button.querySelector<HTMLElement>('.reaction-count');
    if (count) count.textContent = (summary.counts[kind] ?? 0).toLocaleString(lang);
  }
}

export function ReactionTools({ lang, messages, postId }: Props) {
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [people, setPeople] = useState<Map<HTMLElement, People>>(new Map());

  const loadPeople = useCallback(
    async (bar: Bar, page: number) => {
      const keep = (next: Partial<People>) =>
        setPeople((known) => new Map(known).set(bar.element, { bar, items: [], page, totalPages: 1, state: 'loading', ...known.get(bar.element), ...next }));
      keep({ state: 'loading' });
      try {
        const answer = await callApi('GET /api/member/reactions/people', { query: { target: bar.target, id: bar.id, page }, lang });
        setPeople((known) => {
          const before = page > 1 ? (known.get(bar.element)?.items ?? []) : [];
          return new Map(known).set(bar.element, { bar, items: [...before, ...answer.data.items], page, totalPages: answer.data.totalPages, state: 'done' });
        });
      } catch {
        keep({ state: 'failed' });
      }
    },
    [lang],
  );

  useEffect(() => {
    const bars = [...document.querySelectorAll<HTMLElement>('[data-reaction-target]')];
    const controller = new AbortController();
    callApi('GET /api/member/reactions', { query: { postId }, lang, signal: controller.signal }).then(
      (answer) => {
        for (const element of bars) {
          const bar = barOf(element);
          const summary = answer.data.items.find((each) => each.target === bar?.target && each.id === bar.id);
          if (summary) show(element, summary, lang);
          for (const button of element.querySelectorAll<HTMLButtonElement>('button[data-reaction]')) button.disabled = false;
        }
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failureText(failure, messages['common.networkError']));
      },
    );

    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-reaction]');
      const bar = barOf(button ?? null);
      if (!button || !bar) return;
      const reaction = button.dataset['reaction'] as ReactionKind;
      const pressed = button.getAttribute('aria-pressed') === 'true';
      button.disabled = true;
      setError('');
      try {
        const key = pressed ? 'DELETE /api/member/reactions/:target/:id/:reaction' : 'PUT /api/member/reactions/:target/:id/:reaction';
        const answer = await callApi(key, { params: { target: bar.target, id: bar.id, reaction }, lang });
        show(bar.element, answer.data, lang);
        setStatus(answer.message);
      } catch (failure) {
        setError(failureText(failure, messages['common.networkError']));
      } finally {
        button.disabled = false;
      }
    };
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      const bar = details.classList?.contains('reaction-people') ? barOf(details) : null;
      if (bar && details.open) void loadPeople(bar, 1);
    };
    const clicks = (event: MouseEvent) => void onClick(event);
    document.addEventListener('click', clicks);
    // `toggle` does not bubble: listened to while it goes down
    document.addEventListener('toggle', onToggle, true);
    return () => {
      controller.abort();
      document.removeEventListener('click', clicks);
      document.removeEventListener('toggle', onToggle, true);
    };
  }, [postId, lang, messages, loadPeople]);

  return (
    <>
      {[...people.values()].map(({ bar, items, page, totalPages, state }) => {
        const list = bar.element.querySelector('.reaction-people-list');
        if (!list) return null;
        return createPortal(
          <div aria-live="polite" aria-busy={state === 'loading'}>
            {state === 'done' && items.length === 0 && <p>{messages['forumReaction.peopleEmpty']}</p>}
            {items.length > 0 && (
              <ul>
                {items.map((person, index) => (
                  <li key={`${person.name}:${person.reaction}:${index}`}>
                    {person.name} · {messages[`forumReaction.name.${person.reaction}`]}
                  </li>
                ))}
              </ul>
            )}
            {state === 'loading' && <p>{messages['forumReaction.peopleLoading']}</p>}
            {state === 'failed' && <p role="alert">{messages['forumReaction.peopleFailed']}</p>}
            {state === 'done' && page < totalPages && (
              <button type="button" className="button button--secondary" onClick={() => void loadPeople(bar, page + 1)}>
                {messages['forumReaction.peopleMore']}
              </button>
            )}
          </div>,
          list,
          `${bar.target}:${bar.id}`,
        );
      })}
      <SaveAnnouncements status={status} error={error} />
    </>
  );
}
