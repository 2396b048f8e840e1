// The end of an authoring form: the upload progress, Save (busy while saving, never sent twice),
// Cancel (a dialog warns that entered data is not saved: portal spec §5) and, when editing, Delete
// (a dialog confirms first).
import { useState } from 'react';
import type { MessageKey } from '#core/i18n/translate.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { Dialog, dialogMessageKeys } from '../ui/Dialog.tsx';

export const formActionsMessageKeys = [
  'editor.save',
  'editor.saving',
  'editor.delete',
  'editor.deleting',
  'editor.cancelTitle',
  'editor.cancelBody',
  'editor.deleteBody',
  'editor.uploadProgressLabel',
  'editor.uploadProgress',
  'editor.uploadDone',
  'common.cancel',
  ...dialogMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof formActionsMessageKeys)[number], string>;

export type Busy = 'idle' | 'saving' | 'deleting';

type Props = {
  messages: Messages;
  busy: Busy;
  /** The upload's percentage while files are sent; null before any upload of this save. */
  progress: number | null;
  /** Leaves the form without saving (after the warning). */
  onLeave: () => void;
  /** The delete dialog's title and the delete itself, on the edit pages only. */
  remove?: { title: string; run: () => void } | undefined;
};

export function FormActions({ messages, busy, progress, onLeave, remove }: Props) {
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
  const working = busy !== 'idle';
  const uploading = progress !== null && progress < 100 && busy === 'saving';

  return (
    <div className="authoring-actions">
      {/* the live region stays in the page so each change of its text is announced */}
      <div className="authoring-progress">
        {progress !== null && <progress max={100} value={progress} aria-label={messages['editor.uploadProgressLabel']} />}
        <p className="form-hint" role="status" aria-live="polite">
          {progress === null ? '' : uploading ? fillMessage(messages, 'editor.uploadProgress', { percent: progress }) : messages['editor.uploadDone']}
        </p>
      </div>
      <div className="authoring-buttons">
        {remove && (
          <button type="button" className="button authoring-danger" disabled={working} onClick={() => setDialog('delete')}>
            {busy === 'deleting' ? messages['editor.deleting'] : messages['editor.delete']}
          </button>
        )}
        <span className="authoring-spacer" />
        <button type="button" className="button button--secondary" disabled={working} onClick={() => setDialog('cancel')}>
          {messages['common.cancel']}
        </button>
        {/* aria-disabled rather than disabled: the button keeps its focus while the save runs */}
        <button type="submit" className="button" aria-disabled={working || undefined} aria-busy={busy === 'saving' || undefined}>
          {busy === 'saving' ? messages['editor.saving'] : messages['editor.save']}
        </button>
      </div>
      <Dialog
        open={dialog === 'cancel'}
        title={messages['editor.cancelTitle']}
        body={<p>{messages['editor.cancelBody']}</p>}
        messages={messages}
        onCancel={() => setDialog(null)}
        onOk={() => {
          setDialog(null);
          onLeave();
        }}
      />
      {remove && (
        <Dialog
          open={dialog === 'delete'}
          title={remove.title}
          body={<p>{messages['editor.deleteBody']}</p>}
          messages={messages}
          onCancel={() => setDialog(null)}
          onOk={() => {
            setDialog(null);
            remove.run();
          }}
        />
      )}
    </div>
  );
}
