// The post's own tools on its page: edit and delete for its author and moderators (the server decides
// `canEdit` and checks again), report for other members. On a page kept for a class of members the
// server knows only the writer (`writerId`): the browser tells the author. A delete goes to the list (portal spec §4).
import { useEffect, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { ownAccount } from '../lib/own-account.ts';
import type { ThreadMessages } from '../thread/messages.ts';
import { ReportForm } from '../thread/ReportForm.tsx';
import { useThreadCall } from '../thread/use-thread-call.ts';
import { Dialog } from '../ui/Dialog.tsx';
import '../thread/thread.css';

type Props = {
  lang: Lang;
  messages: ThreadMessages;
  postId: number;
  canEdit: boolean;
  /** The post's writer, on a page kept for a class of members. */
  writerId?: number | undefined;
  editHref: string;
  listHref: string;
  title: string;
};

export function PostTools({ lang, messages, postId, canEdit: classMayEdit, writerId, editHref, listHref, title }: Props) {
  const [mode, setMode] = useState<'idle' | 'report' | 'delete'>('idle');
  // the server's answer first, as it rendered it; the reader's own post once the browser knows the reader
  const [canEdit, setCanEdit] = useState(classMayEdit);
  useEffect(() => (writerId === undefined ? undefined : ownAccount(lang, (id) => setCanEdit((known) => known || id === writerId))), [lang, writerId]);
  const call = useThreadCall(messages);
  return (
    <div className="forum-tools">
      <div className="forum-tool-buttons">
        {canEdit ? (
          <>
            <a className="button button--secondary" href={editHref}>
              {messages['forum.edit']}
            </a>
            <button type="button" className="button button--secondary" onClick={() => setMode('delete')} disabled={call.busy}>
              {call.busy ? messages['forum.sending'] : messages['forum.delete']}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={mode === 'report'}
            onClick={() => setMode(mode === 'report' ? 'idle' : 'report')}
          >
            {messages['forum.report']}
          </button>
        )}
      </div>
      {mode === 'report' && (
        <ReportForm
          messages={messages}
          send={(body) => callApi('POST /api/member/forum-bulletin/:id/report', { params: { id: postId }, body, lang })}
          onDone={() => setMode('idle')}
        />
      )}
      {call.error && (
        <p className="form-error" role="alert">
          {call.error}
        </p>
      )}
      <Dialog
        open={mode === 'delete'}
        title={messages['forum.deletePostTitle']}
        body={title}
        messages={messages}
        onOk={() => {
          setMode('idle');
          void call.run(
            () => callApi('DELETE /api/member/forum-bulletin/:id', { params: { id: postId }, lang }),
            () => {
              setFlash('resources.deleteSuccess', 'success');
              window.location.assign(listHref);
            },
          );
        }}
        onCancel={() => setMode('idle')}
      />
    </div>
  );
}
