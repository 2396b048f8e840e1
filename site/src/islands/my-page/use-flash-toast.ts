// The one-shot message a page leaves for the next (islands/lib/local-session.ts, setFlash) shown as a
// toast by the page's island: "Update success" after the change of my information, the expired session
// after the idle logout (portal spec §4).
import { useEffect } from 'react';
import type { MessageKey } from '#core/i18n/translate.ts';
import { takeFlash } from '../lib/local-session.ts';
import { showToast } from '../ui/toast-store.ts';

/** The flashes the portal leaves; an island hands `pickMessages(lang, flashMessageKeys)` to the hook. */
export const flashMessageKeys = ['auth.updateSuccess', 'auth.sessionExpired', 'auth.accountDeleted', 'auth.passwordChanged'] as const satisfies readonly MessageKey[];

export function useFlashToast(messages: Readonly<Record<string, string>>): void {
  useEffect(() => {
    const flash = takeFlash();
    const message = flash ? messages[flash.key] : undefined;
    if (flash && message) showToast({ type: flash.type, message });
    // once, when the island starts
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages never change after the page rendered
  }, []);
}
