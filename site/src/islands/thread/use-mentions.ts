// @mention suggestions in a comment's text area (issue 32): when the word before the caret starts with "@", the
// people who may see the board and whose name starts with what follows are offered (GET …/mention-suggestions),
// as a listbox the text area controls (as in the ARIA combobox pattern, the text area keeping its textbox role: arrows move, Enter or Tab picks, Escape
// closes). A pick writes the whole name and remembers who it was, which settles a name several members share.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MentionSuggestion } from '#core/schemas/mention.ts';
import { callApi } from '../lib/api-client.ts';

/** The "@word" that ends the text before the caret, or null. */
function typedMention(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[\s(])@([^\s@]{1,30})$/u.exec(text.slice(0, caret));
  if (!match?.[1]) return null;
  return { start: caret - match[1].length - 1, query: match[1] };
}

export function useMentions(boardId: number | undefined, lang: Lang) {
  const [typed, setTyped] = useState<{ start: number; query: string } | null>(null);
  const [items, setItems] = useState<MentionSuggestion[]>([]);
  const [active, setActive] = useState(0);
  const picks = useRef(new Map<string, number>());

  useEffect(() => {
    // with nothing typed the list is closed (`open`); what it held is replaced by the next answer
    if (boardId === undefined || !typed) return;
    const controller = new AbortController();
    // a short pause, so a quick typist sends one query
    const timer = setTimeout(() => {
      callApi('GET /api/member/forum-bulletin-menu/:id/mention-suggestions', {
        params: { id: boardId },
        query: { q: typed.query },
        lang,
        signal: controller.signal,
      }).then(
        (answer) => {
          setItems(answer.data.items);
          setActive(0);
        },
        () => setItems([]),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [boardId, typed, lang]);

  const open = typed !== null && items.length > 0;

  /** Reads the caret after every change of the text. */
  const onText = (text: string, caret: number) => setTyped(boardId === undefined ? null : typedMention(text, caret));

  /** The text with a suggestion written in place of what was typed; the caret's new place. */
  const pick = (text: string, item: MentionSuggestion): { text: string; caret: number } => {
    if (!typed) return { text, caret: text.length };
    picks.current.set(item.name, item.id);
    const before = `${text.slice(0, typed.start)}@${item.name} `;
    setTyped(null);
    return { text: before + text.slice(typed.start + 1 + typed.query.length), caret: before.length };
  };

  /** Handles the listbox's keys; answers the suggestion Enter or Tab picked, if any. */
  const onKey = (event: KeyboardEvent): MentionSuggestion | null => {
    if (!open) return null;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setTyped(null);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      return items[active] ?? null;
    }
    return null;
  };

  /** The ids of the picks whose name the text still mentions. */
  const picked = (text: string) => [...picks.current].filter(([name]) => text.includes(`@${name}`)).map(([, id]) => id);

  return { open, items, active, onText, onKey, pick, picked, close: () => setTyped(null) };
}
