// The tools under one comment of the server-rendered thread: reply, edit and delete (its author or a
// moderator: `canEdit` comes from the server, which checks again), and report (other members).
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { CommentBox } from './CommentBox.tsx';
import type { ThreadMessages } from './messages.ts';
import { ReportForm } from './ReportForm.tsx';
import { reloadAt, useForumCall } from './use-forum-call.ts';
import './forum.css';

type Props = {
  lang: Lang;
  messages: ThreadMessages;
  postId: number;
  commentId: number;
  /** The comment a reply answers (a reply to a reply answers its comment). */
  threadId: number;
  content: string;
  canEdit: boolean;
};

export function CommentTools({ lang, messages, postId, commentId, threadId, content, canEdit }: Props) {
  const [mode, setMode] = useState<'idle' | 'reply' | 'edit' | 'report' | 'delete'>('idle');
  const call = useForumCall(lang, messages);
  const toggle = (next: typeof mode) => setMode((current) => (current === next ? 'idle' : next));
  return (
    <div className="forum-tools">
      <div className="forum-tool-buttons">
        <button type="button" className="forum-tool" aria-expanded={mode === 'reply'} onClick={() => toggle('reply')}>
          {messages['forum.reply']}
        </button>
        {canEdit ? (
          <>
            <button type="button" className="forum-tool" aria-expanded={mode === 'edit'} onClick={() => toggle('edit')}>
              {messages['forum.edit']}
            </button>
            <button type="button" className="forum-tool" onClick={() => setMode('delete')} disabled={call.busy}>
              {messages['forum.delete']}
            </button>
          </>
        ) : (
          <button type="button" className="forum-tool" aria-expanded={mode === 'report'} onClick={() => toggle('report')}>
            {messages['forum.report']}
          </button>
        )}
      </div>
      {mode === 'reply' && (
        <CommentBox
          lang={lang}
          messages={messages}
          label={messages['forum.replyLabel']}
          submitLabel={messages['forum.replySubmit']}
          path={`/api/member/forum-bulletin/${postId}/comments`}
          method="POST"
          parentId={threadId}
          onCancel={() => setMode('idle')}
        />
      )}
      {mode === 'edit' && (
        <CommentBox
          lang={lang}
          messages={messages}
          label={messages['forum.commentLabel']}
          submitLabel={messages['forum.save']}
          path={`/api/member/forum-bulletin/comments/${commentId}`}
          method="PUT"
          initial={content}
          onCancel={() => setMode('idle')}
        />
      )}
      {mode === 'report' && (
        <ReportForm lang={lang} messages={messages} path={`/api/member/forum-bulletin/comments/${commentId}/report`} onDone={() => setMode('idle')} />
      )}
      {call.error && (
        <p className="form-error" role="alert">
          {call.error}
        </p>
      )}
      <Dialog
        open={mode === 'delete'}
        title={messages['forum.deleteCommentTitle']}
        body={content}
        messages={messages}
        onOk={() => {
          setMode('idle');
          void call.run(`/api/member/forum-bulletin/comments/${commentId}`, { method: 'DELETE' }, () => reloadAt('comments'));
        }}
        onCancel={() => setMode('idle')}
      />
    </div>
  );
}
