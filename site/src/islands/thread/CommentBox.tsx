// A comment's text area with its submit: a new comment, a reply, or an edit (portal spec §5: "a comment
// must be entered"). The thread is rendered on the server; after a save the page shows it again.
import { useEffect, useId, useState } from 'react';
import type { ThreadMessages } from './messages.ts';
import { reloadAt, useThreadCall } from './use-thread-call.ts';
import '../forms/forms.css';

type Props = {
  messages: ThreadMessages;
  label: string;
  submitLabel: string;
  /** Saves the text (a new comment, a reply or an edit). */
  save: (content: string) => Promise<unknown>;
  initial?: string;
  onCancel?: (() => void) | undefined;
  /** Opened by a button under a comment (reply, edit): the text area takes the focus from it. */
  focusOnOpen?: boolean;
};

export function CommentBox({ messages, label, submitLabel, save, initial = '', onCancel, focusOnOpen = false }: Props) {
  const id = useId();
  const [text, setText] = useState(initial);
  const call = useThreadCall(messages);
  useEffect(() => {
    if (focusOnOpen) document.getElementById(id)?.focus();
  }, [focusOnOpen, id]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      call.setError(messages['forum.commentRequired']);
      document.getElementById(id)?.focus();
      return;
    }
    void call.run(
      () => save(text),
      () => reloadAt('comments'),
    );
  };
  return (
    <form className="forum-comment-box" onSubmit={submit} noValidate aria-busy={call.busy || undefined}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="form-input"
        rows={3}
        maxLength={2000}
        value={text}
        aria-invalid={call.error ? true : undefined}
        aria-describedby={call.error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
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
