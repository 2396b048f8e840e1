// The link prompt of the rich-text editor: the portal's dialog with an address field and "open in a
// new window". Only the schemes of core/rich-text.ts are accepted, so the editor cannot produce a link
// the sanitiser would drop; an empty address removes the link.
import { useId, useState } from 'react';
import { richTextLinkSchemes } from '#core/rich-text.ts';
import { Dialog } from '../ui/Dialog.tsx';
import type { linkDialogMessageKeys } from './rich-text-messages.ts';
import '../forms/forms.css';

type Messages = Record<(typeof linkDialogMessageKeys)[number], string>;

export type LinkValue = { href: string; newWindow: boolean };

const allowedLink = new RegExp(`^(?:${richTextLinkSchemes.join('|')}):`, 'i');

type Props = {
  /** The link being edited; null while the dialog is closed. */
  initial: LinkValue | null;
  messages: Messages;
  /** The address to set, or '' to remove the link. */
  onDone: (value: LinkValue) => void;
  onCancel: () => void;
};

export function LinkDialog({ initial, messages, onDone, onCancel }: Props) {
  const id = useId();
  // the dialog is mounted again for every link (see the key in RichTextEditor), so this is its start
  const [href, setHref] = useState(initial?.href ?? '');
  const [newWindow, setNewWindow] = useState(initial?.newWindow ?? false);
  const [error, setError] = useState(false);

  const confirm = () => {
    const value = href.trim();
    if (value !== '' && !allowedLink.test(value)) {
      setError(true);
      return;
    }
    onDone({ href: value, newWindow });
  };

  return (
    <Dialog
      open={initial !== null}
      title={messages['editor.linkTitle']}
      messages={messages}
      onOk={confirm}
      onCancel={onCancel}
      body={
        <form
          className="form-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // the dialog sits in a portal: React would hand its submit on to the editor's own form
            event.stopPropagation();
            confirm();
          }}
        >
          <div className="form-field">
            <label htmlFor={`${id}-url`}>{messages['editor.linkUrl']}</label>
            <input
              id={`${id}-url`}
              className="form-input"
              type="url"
              inputMode="url"
              value={href}
              maxLength={2000}
              data-initial-focus
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                setHref(event.target.value);
                setError(false);
              }}
            />
            <p id={`${id}-hint`} className="form-hint">
              {messages['editor.linkHint']}
            </p>
            {error && (
              <p id={`${id}-error`} className="form-error">
                {messages['editor.linkInvalid']}
              </p>
            )}
          </div>
          <label className="form-check">
            <input type="checkbox" checked={newWindow} onChange={(event) => setNewWindow(event.target.checked)} />
            <span>{messages['editor.linkNewWindow']}</span>
          </label>
        </form>
      }
    />
  );
}
