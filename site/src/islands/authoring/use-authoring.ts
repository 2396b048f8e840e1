// What every authoring form does around its fields (portal spec §4, §5): the busy state (a save or a
// delete never runs twice), the upload's progress, the failure's text, the browser's warning when the
// page is left with unsaved changes, leaving on purpose, and the save itself: the new files of each
// group uploaded, then the form's one call, a success flash and the page the form goes to.
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { failureText } from '../forms/form-messages.ts';
import { ApiFailure } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { showToast } from '../ui/toast-store.ts';
import { attachmentChanges, type AttachmentKind, type FileItem } from './file-items.ts';
import type { Busy } from './FormActions.tsx';
import { warnBeforeUnload } from './leave-warning.ts';
import { createsContent, sendDelete, sendSave, type DeleteCall, type SaveCall } from './save-call.ts';
import { GroupUploadError, uploadGroups } from './save-flow.ts';
import type { FileGroupState } from './use-file-group.ts';

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

/** The save list of a group's files once uploaded, for the body of the call. */
export type Attached = (group: FileGroupState, type: AttachmentKind) => ReturnType<typeof attachmentChanges>;

export type SavePlan = {
  /** The file groups whose new files are uploaded before the call, in this order. */
  files?: readonly FileGroupState[];
  /** The form's own checks that the schema cannot make; false stops the save (the form showed why). */
  check?: () => boolean;
  /** The call, once the files are uploaded. */
  call: (attached: Attached) => SaveCall;
  /** Where the form goes after the save, from the call's answer (a create answers with the new id). */
  leaveTo: (data: unknown) => string;
  /** A line the writer reads before the form leaves, from the call's answer (a post's @mentions that reached nobody); none leaves at once. */
  noteOf?: (data: unknown) => string | null;
  /** Shows a failure next to its field; the toast and the form's failure text are shown anyway. */
  onFailure?: (failure: unknown, text: string) => void;
};

export function useAuthoring(lang: Lang, messages: Messages, dirty: boolean) {
  const [busy, setBusy] = useState<Busy>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** A saved form that holds before leaving: the note it shows and where its button goes. */
  const [held, setHeld] = useState<{ note: string; href: string } | null>(null);
  const leaving = useRef(false);

  useEffect(() => (dirty ? warnBeforeUnload(window, () => leaving.current) : undefined), [dirty]);

  /** Leaves on purpose: no warning about unsaved changes. */
  const leave = (href: string) => {
    leaving.current = true;
    window.location.assign(href);
  };

  const fail = (error: unknown) => {
    const text = savingFailureText(error, messages);
    showToast({ type: 'error', message: text });
    setBusy('idle');
    return text;
  };

  const save = async ({ files = [], check, call, leaveTo, noteOf, onFailure }: SavePlan) => {
    if (busy !== 'idle') return;
    setFailure(null);
    files.forEach((group) => group.setError(undefined));
    if (check && !check()) return;
    setBusy('saving');
    try {
      const uploaded = await uploadGroups(files, lang, setProgress, (index, items) => files[index]?.setItems(items));
      const itemsOf = (group: FileGroupState): readonly FileItem[] => uploaded[files.indexOf(group)] ?? group.items;
      const request = call((group, type) => attachmentChanges(itemsOf(group), type));
      const answer = await sendSave(request, lang);
      setFlash(createsContent(request) ? 'resources.createSuccess' : 'resources.updateSuccess', 'success');
      const note = noteOf?.(answer.data) ?? null;
      if (note === null) leave(leaveTo(answer.data));
      else {
        // saved: nothing is left unsaved, and the form waits for the writer to read the note
        leaving.current = true;
        setBusy('idle');
        setHeld({ note, href: leaveTo(answer.data) });
      }
    } catch (error) {
      const text = fail(error);
      setFailure(text);
      onFailure?.(error, text);
    }
  };

  /** DELETE the content, then the list with a toast there (portal spec §4). */
  const remove = async (call: DeleteCall, listHref: string) => {
    if (busy !== 'idle') return;
    setBusy('deleting');
    try {
      await sendDelete(call, lang);
      setFlash('resources.deleteSuccess', 'success');
      leave(listHref);
    } catch (error) {
      fail(error);
    }
  };

  return { busy, progress, failure, held, disabled: busy !== 'idle' || held !== null, leave, save, remove };
}

export type Authoring = ReturnType<typeof useAuthoring>;

/** The id a create answers with (the new row's id, alone or in an object). */
export function createdId(data: unknown): number | null {
  if (typeof data === 'number') return data;
  if (data && typeof data === 'object' && 'id' in data && typeof data.id === 'number') return data.id;
  return null;
}
