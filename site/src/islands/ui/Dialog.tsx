// The portal's dialog (portal spec §2): a title, a body and OK and Cancel; the alert type shows only OK.
// A real modal <dialog> opened with showModal(): the rest of the page is inert, focus moves in and goes
// back where it was on close, Escape is Cancel, and the dialog is named by its title.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { MessageKey } from '#core/i18n/translate.ts';
import './ui.css';

export const dialogMessageKeys = ['dialog.ok', 'dialog.cancel'] as const satisfies readonly MessageKey[];
export type DialogMessages = Record<(typeof dialogMessageKeys)[number], string>;

export type DialogProps = {
  open: boolean;
  /** `confirm` (default) shows OK and Cancel; `alert` shows only OK. */
  type?: 'confirm' | 'alert';
  title: string;
  body: ReactNode;
  /** `pickMessages(lang, dialogMessageKeys)`. */
  messages: DialogMessages;
  onOk: () => void;
  /** Cancel, Escape; for an alert, Escape is the same as OK. */
  onCancel?: () => void;
};

export function Dialog({ open, type = 'confirm', title, body, messages, onOk, onCancel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const cancel = type === 'alert' ? onOk : (onCancel ?? onOk);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: the parent decides, by closing through `open`
        event.preventDefault();
        cancel();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      <div id={bodyId} className="dialog-body">
        {body}
      </div>
      <div className="dialog-actions">
        {type === 'confirm' && (
          <button type="button" className="dialog-button dialog-button--secondary" onClick={cancel} data-initial-focus>
            {messages['dialog.cancel']}
          </button>
        )}
        <button type="button" className="dialog-button" onClick={onOk} data-initial-focus={type === 'alert' ? true : undefined}>
          {messages['dialog.ok']}
        </button>
      </div>
    </dialog>
  );
}
