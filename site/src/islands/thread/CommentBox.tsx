// A comment's text area with its submit: a new comment, a reply, or an edit (portal spec §5: "a comment
// must be entered"). The thread is rendered on the server; after a save the page shows it again. On a forum
// board the text area offers @mention suggestions (use-mentions.ts), and a save whose mentions reached
// nobody says so before the page is shown again.
import { useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { useEarlyInput } from '../forms/early-input.ts';
import { mentionNote } from './mention-note.ts';
import type { ThreadMessages } from './messages.ts';
import { SavedNote } from './SavedNote.tsx';
import { useMentions } from './use-mentions.ts';
import { reloadAt, useThreadCall } from './use-thread-call.ts';
import '../forms/forms.css';

type Props = {
  messages: ThreadMessages;
  label: string;
  submitLabel: string;
  /** Saves the text (a new comment, a reply or an edit) with the ids picked from the mention suggestions. */
  save: (content: string, mentions: number[]) => Promise<unknown>;
  initial?: string;
  onCancel?: (() => void) | undefined;
  /** Opened by a button under a comment (reply, edit): the text area takes the focus from it. */
  focusOnOpen?: boolean;
  /** The forum board whose readers the @mention suggestions offer; none where comments do not mention. */
  mentionBoardId?: number | undefined;
  lang?: Lang;
};

export function CommentBox({ messages, label, submitLabel, save, initial = '', onCancel, focusOnOpen = false, mentionBoardId, lang = 'ko' }: Props) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [note, setNote] = useState<string | null>(null);
  const call = useThreadCall(messages);
  const mentions = useMentions(mentionBoardId, lang);
  // a new comment's box hydrates once it comes into view: words typed before then are taken up, mentions and all
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  useEffect(() => {
    if (focusOnOpen) document.getElementById(id)?.focus();
  }, [focusOnOpen, id]);
  const area = () => document.getElementById(id) as HTMLTextAreaElement | null;
  const change = (value: string, caret: number) => {
    setText(value);
    mentions.onText(value, caret);
  };
  const pick = (item: Parameters<typeof mentions.pick>[1]) => {
    const next = mentions.pick(text, item);
    setText(next.text);
    requestAnimationFrame(() => {
      area()?.focus();
      area()?.setSelectionRange(next.caret, next.caret);
    });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      call.setError(messages['forum.commentRequired']);
      area()?.focus();
      return;
    }
    let answer: unknown;
    void call.run(
      async () => {
        answer = await save(text, mentions.picked(text));
      },
      () => {
        const said = mentionNote((answer as { data?: unknown } | undefined)?.data, messages);
        if (said) setNote(said);
        else reloadAt('comments');
      },
    );
  };
  if (note) return <SavedNote note={note} goOn={messages['mention.showComment']} onGoOn={() => reloadAt('comments')} />;
  const listId = `${id}-mentions`;
  const describedBy = [call.error ? `${id}-error` : '', mentionBoardId !== undefined ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <form ref={formRef} className="forum-comment-box" onSubmit={submit} noValidate aria-busy={call.busy || undefined}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="form-input"
        rows={3}
        maxLength={2000}
        value={text}
        aria-invalid={call.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        // a text area keeps its own role (a textbox): it names the list it fills and the option the arrows reach
        {...(mentionBoardId !== undefined && {
          'aria-autocomplete': 'list' as const,
          'aria-controls': listId,
          'aria-activedescendant': mentions.open ? `${listId}-${mentions.active}` : undefined,
        })}
        onChange={(event) => change(event.target.value, event.target.selectionStart)}
        onKeyDown={(event) => {
          const chosen = mentions.onKey(event);
          if (chosen) pick(chosen);
        }}
        onBlur={() => setTimeout(mentions.close, 150)}
      />
      {mentionBoardId !== undefined && (
        <>
          <p id={`${id}-hint`} className="forum-mention-hint">
            {messages['mention.hint']}
          </p>
          <ul id={listId} role="listbox" aria-label={messages['mention.suggestionsLabel']} className="forum-mention-list" hidden={!mentions.open}>
            {mentions.items.map((item, index) => (
              <li
                key={item.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === mentions.active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(item);
                }}
              >
                @{item.name}
              </li>
            ))}
          </ul>
        </>
      )}
      {call.error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {call.error}
        </p>
      )}
      <div className="forum-comment-box-actions">
        <button className="button" type="submit" disabled={call.busy}>
          {call.busy ? messages['forum.sending'] : submitLabel}
        </button>
        {onCancel && (
          <button className="button button--secondary" type="button" onClick={onCancel}>
            {messages['forum.cancel']}
          </button>
        )}
      </div>
    </form>
  );
}
