// "Models and data sets used" of the story form (issue 35): a search box that looks as the author types
// (after a pause), the matches as buttons that add one, and the chosen items in the author's order, each with
// a remove button. Everything works from the keyboard; after a removal the focus goes to the next item's
// button, else the previous one's, else back to the search box, so it is never lost on the page's body.
import { useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { MAX_STORY_USES, storyUsageKindKey, type StoryUsageKind } from '#core/schemas/story-usage.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { searchUses, type ChosenUse } from './story-uses-search.ts';

export type { ChosenUse };

export const storyUsesMessageKeys = [
  'modelCard.storyUsesField',
  'modelCard.storyUsesHint',
  'modelCard.storyUsesSearch',
  'modelCard.storyUsesNone',
  'modelCard.storyUsesNoMatch',
  'modelCard.storyUsesRemove',
  'modelCard.storyUsesInvalid',
  'modelCard.storyUsesTooMany',
  ...Object.values(storyUsageKindKey),
  'common.networkError',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof storyUsesMessageKeys)[number], string>;

/** The pause after the last key before the search runs. */
const DEBOUNCE_MS = 300;

const sameUse = (a: ChosenUse, b: ChosenUse) => a.kind === b.kind && a.id === b.id;

type Props = {
  lang: Lang;
  messages: Messages;
  value: readonly ChosenUse[];
  onChange: (next: ChosenUse[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

type Found = { keyword: string; items: ChosenUse[] | 'failed' };

/** The matches of the box's keyword, searched DEBOUNCE_MS after the last change; a newer keyword cancels an older search. */
function useFound(keyword: string, lang: Lang): Found | undefined {
  const [found, setFound] = useState<Found>();
  useEffect(() => {
    const wanted = keyword.trim();
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchUses(wanted, lang, controller.signal).then(
        (items) => setFound({ keyword: wanted, items }),
        () => !controller.signal.aborted && setFound({ keyword: wanted, items: 'failed' }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, lang]);
  return keyword.trim() && found?.keyword === keyword.trim() ? found : undefined;
}

export function StoryUsesField({ lang, messages, value, onChange, error, disabled = false }: Props) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const found = useFound(keyword, lang);
  const box = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const title = (use: ChosenUse) => (lang === 'en' ? use.titleEn : use.titleKr);
  const kindLabel = (kind: StoryUsageKind) => messages[storyUsageKindKey[kind]];
  const full = value.length >= MAX_STORY_USES;
  const matches = found && found.items !== 'failed' ? found.items.filter((item) => !value.some((use) => sameUse(use, item))) : [];

  const add = (item: ChosenUse) => {
    onChange([...value, item]);
    box.current?.focus();
  };
  const remove = (index: number) => {
    onChange(value.filter((_, at) => at !== index));
    // the list re-renders without the item: its neighbour's button takes the focus
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? box.current)?.focus();
    });
  };
  const status =
    found === undefined ? '' : found.items === 'failed' ? messages['common.networkError'] : matches.length === 0 ? messages['modelCard.storyUsesNoMatch'] : '';

  return (
    <fieldset className="authoring-codes story-uses" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="authoring-legend">{messages['modelCard.storyUsesField']}</legend>
      <p id={`${id}-hint`} className="form-hint">
        {messages['modelCard.storyUsesHint']}
      </p>
      {value.length === 0 ? (
        <p className="form-hint">{messages['modelCard.storyUsesNone']}</p>
      ) : (
        <ul ref={list} className="story-uses-chosen" aria-label={messages['modelCard.storyUsesField']}>
          {value.map((use, index) => (
            <li key={`${use.kind}:${use.id}`}>
              <span className="story-uses-kind">{kindLabel(use.kind)}</span> <span>{title(use)}</span>
              <button type="button" className="button button--secondary story-uses-button" disabled={disabled} onClick={() => remove(index)}>
                {fillMessage(messages, 'modelCard.storyUsesRemove', { name: title(use) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-field authoring-filter">
        <label htmlFor={`${id}-search`}>{messages['modelCard.storyUsesSearch']}</label>
        <input
          ref={box}
          id={`${id}-search`}
          className="form-input"
          type="search"
          value={keyword}
          autoComplete="off"
          disabled={disabled || full}
          aria-describedby={full ? `${id}-full` : undefined}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </div>
      {full && (
        <p id={`${id}-full`} className="form-hint">
          {messages['modelCard.storyUsesTooMany']}
        </p>
      )}
      <p className="form-hint" aria-live="polite">
        {status}
      </p>
      {matches.length > 0 && !full && (
        <ul className="story-uses-found" aria-label={messages['modelCard.storyUsesSearch']}>
          {matches.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <button type="button" className="button button--secondary story-uses-button" disabled={disabled} onClick={() => add(item)}>
                <span className="story-uses-kind">{kindLabel(item.kind)}</span> {title(item)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
