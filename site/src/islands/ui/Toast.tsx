// Shows the toasts of toast-store.ts at the bottom centre. The live region is always in the page so
// screen readers announce each new message; every toast has a close button.
import { useSyncExternalStore } from 'react';
import type { toastMessageKeys } from '../lib/message-keys.ts';
import { $toasts, dismissToast } from './toast-store.ts';
import './ui.css';

export type ToastMessages = Record<(typeof toastMessageKeys)[number], string>;

/** The atom's changes, without the call nanostores' `subscribe` makes at once (React reads the value itself). */
const subscribe = (onChange: () => void) => $toasts.listen(onChange);
const read = () => $toasts.get();
/**
 * What the server rendered: no toast. Hydration starts from it even when another island's effect has
 * already shown a toast (my page's flash after a change), which would otherwise differ from the server's
 * HTML (React error 418); React renders the toast right after.
 */
const noToasts: ReturnType<typeof read> = [];
const readOnServer = () => noToasts;

/** Mount once per page as an island, with `messages={pickMessages(lang, toastMessageKeys)}`. */
export function Toaster({ messages }: { messages: ToastMessages }) {
  const toasts = useSyncExternalStore(subscribe, read, readOnServer);
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-label={messages['common.toastRegion']}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.type}`} data-toast-type={toast.type}>
          <p className="toast-message">{toast.message}</p>
          <button type="button" className="toast-close" onClick={() => dismissToast(toast.id)} aria-label={messages['toast.close']}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
              <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
