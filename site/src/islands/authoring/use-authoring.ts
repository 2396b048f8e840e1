// What both authoring forms do around their fields: the busy state (a save or delete never runs twice),
// the upload's progress, the browser's warning when the page is left with unsaved changes, leaving on
// purpose (after a save, a delete or a confirmed cancel), and the delete itself (portal spec §4, §5).
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { failureText } from '../forms/form-messages.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { showToast } from '../ui/toast-store.ts';
import type { Busy } from './FormActions.tsx';
import { GroupUploadError } from './save-flow.ts';

export const authoringFailureMessageKeys = ['common.networkError', 'api.validation', 'resources.uploadFailed'] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof authoringFailureMessageKeys)[number], string>;

/** The text of a failed upload or call: the server's own message (in the page's language) when it sent one. */
export function savingFailureText(failure: unknown, messages: Messages): string {
  if (failure instanceof GroupUploadError) {
    return failure.failure instanceof ApiFailure && failure.failure.status !== 0 && failure.failure.message
      ? failure.failure.message
      : messages['resources.uploadFailed'];
  }
  return failureText(failure, messages);
}

export function useAuthoring(lang: Lang, messages: Messages, dirty: boolean) {
  const [busy, setBusy] = useState<Busy>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      // the browser shows its own words; both calls are needed across browsers
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Leaves on purpose: no warning about unsaved changes. */
  const leave = (href: string) => {
    leaving.current = true;
    window.location.assign(href);
  };

  const fail = (failure: unknown) => {
    showToast({ type: 'error', message: savingFailureText(failure, messages) });
    setBusy('idle');
  };

  /** DELETE the content, then the list with a toast there (portal spec §4). */
  const remove = async (path: string, listHref: string) => {
    if (busy !== 'idle') return;
    setBusy('deleting');
    try {
      await callApi(path, { method: 'DELETE', lang });
      setFlash('resources.deleteSuccess', 'success');
      leave(listHref);
    } catch (failure) {
      fail(failure);
    }
  };

  return { busy, setBusy, progress, setProgress, leave, fail, remove };
}

/** The id a create answers with (the new row's id, alone or in an object). */
export function createdId(data: unknown): number | null {
  if (typeof data === 'number') return data;
  if (data && typeof data === 'object' && 'id' in data && typeof data.id === 'number') return data.id;
  return null;
}
