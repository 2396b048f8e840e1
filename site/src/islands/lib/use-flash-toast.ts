// The one-shot message a page leaves for the next (local-session.ts, setFlash), shown as a toast by the
// island of the page it lands on: "Update success" after my page's change, the expired session after the
// idle logout, "completed, please log in again" after a password change (portal spec §4).
import { useEffect } from 'react';
import { showToast } from '../ui/toast-store.ts';
import { takeFlash } from './local-session.ts';

export function useFlashToast(messages: Readonly<Record<string, string>>): void {
  useEffect(() => {
    const flash = takeFlash();
    const message = flash ? messages[flash.key] : undefined;
    if (flash && message) showToast({ type: flash.type, message });
    // once, when the island starts
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages never change after the page rendered
  }, []);
}
