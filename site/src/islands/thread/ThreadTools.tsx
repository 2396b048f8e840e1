// The tools of every comment in a server-rendered thread (a forum post's, a partner question's), as one
// island: the thread's HTML carries each comment's buttons (disabled until this island is running), and
// the island listens to the whole thread, opening the reply, edit or report form under the comment
// clicked (a portal) and the delete confirmation. One island, not one per comment, so a long thread
// ships its messages once. Which calls it makes is data (`ThreadCalls`), so each kind names its own.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Lang } from '#core/i18n/locales.ts';
import { ownAccount } from '../lib/own-account.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { CommentBox } from './CommentBox.tsx';
import type { ThreadMessages } from './messages.ts';
import { ReportForm } from './ReportForm.tsx';
import { commentSenders, mentionBoardOf, type ThreadCalls } from './thread-calls.ts';
import { reloadAt, useThreadCall } from './use-thread-call.ts';
import './thread.css';

type Mode = 'reply' | 'edit' | 'report' | 'delete' | 'idle';
type Active = { tools: HTMLElement; opener: HTMLButtonElement; commentId: number; threadId: number; content: string; mode: Mode };

type Props = {
  lang: Lang;
  messages: ThreadMessages;
  calls: ThreadCalls;
  /** The id of the element that holds the thread. */
  threadElementId: string;
};

const toolButtons = 'button[data-tool]';

/** In a thread kept for a class of members, the reader's own comments get their edit and delete in place of the report. */
function showOwnTools(thread: HTMLElement, accountId: number): void {
  for (const tools of thread.querySelectorAll<HTMLElement>(`[data-writer-id="${accountId}"]`)) {
    for (const button of tools.querySelectorAll<HTMLButtonElement>('[data-tool="edit"], [data-tool="delete"]')) button.hidden = false;
    tools.querySelector<HTMLButtonElement>('[data-tool="report"]')?.remove();
  }
}

/** Reads the comment a button belongs to from the attributes CommentBody.astro writes. */
function activeFor(button: HTMLButtonElement): Active | null {
  const tools = button.closest<HTMLElement>('[data-comment-id]');
  const mode = button.dataset['tool'] as Mode | undefined;
  if (!tools || !mode) return null;
  const content = tools.closest('.forum-comment')?.querySelector('.forum-comment-text')?.textContent ?? '';
  return { tools, opener: button, mode, content, commentId: Number(tools.dataset['commentId']), threadId: Number(tools.dataset['threadId']) };
}

export function ThreadTools({ lang, messages, calls, threadElementId }: Props) {
  const [active, setActive] = useState<Active | null>(null);
  const call = useThreadCall(messages);
  const senders = commentSenders(calls, lang);
  const { report } = senders;

  useEffect(() => {
    const thread = document.getElementById(threadElementId);
    if (!thread) return undefined;
    for (const button of thread.querySelectorAll<HTMLButtonElement>(toolButtons)) button.disabled = false;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(toolButtons);
      const next = button && thread.contains(button) ? activeFor(button) : null;
      if (!next) return;
      call.setError(null);
      setActive((current) => (current && current.tools === next.tools && current.mode === next.mode && next.mode !== 'delete' ? null : next));
    };
    thread.addEventListener('click', onClick);
    const stopListening = ownAccount(lang, (id) => showOwnTools(thread, id));
    return () => {
      thread.removeEventListener('click', onClick);
      stopListening();
    };
    // The listener reads nothing that changes: it is set once for the thread.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [threadElementId]);

  // The server-rendered toggles say whether their form is open.
  useEffect(() => {
    const thread = document.getElementById(threadElementId);
    for (const button of thread?.querySelectorAll<HTMLButtonElement>(`${toolButtons}[aria-expanded]`) ?? []) {
      const open = active !== null && button.closest('[data-comment-id]') === active.tools && button.dataset['tool'] === active.mode;
      button.setAttribute('aria-expanded', String(open));
    }
  }, [active, threadElementId]);

  const close = () => setActive((current) => (current ? { ...current, mode: 'idle' } : null));
  // a form closed by its Cancel gives the focus back to the button that opened it
  const cancel = () => {
    active?.opener.focus();
    close();
  };
  const panel = active && (
    <>
      {active.mode === 'reply' && (
        <CommentBox
          messages={messages}
          label={messages['forum.replyLabel']}
          submitLabel={messages['forum.replySubmit']}
          save={(content, mentions) => senders.create(content, active.threadId, mentions)}
          mentionBoardId={mentionBoardOf(calls)}
          lang={lang}
          onCancel={cancel}
          focusOnOpen
        />
      )}
      {active.mode === 'edit' && (
        <CommentBox
          messages={messages}
          label={messages['forum.commentLabel']}
          submitLabel={messages['forum.save']}
          save={(content) => senders.update(active.commentId, content)}
          initial={active.content}
          onCancel={cancel}
          focusOnOpen
        />
      )}
      {active.mode === 'report' && report && <ReportForm messages={messages} send={(fields) => report(active.commentId, fields)} onDone={close} />}
      {call.error && (
        <p className="form-error" role="alert">
          {call.error}
        </p>
      )}
    </>
  );
  return (
    <>
      {active && panel && createPortal(panel, active.tools, `${active.commentId}-${active.mode}`)}
      <Dialog
        open={active?.mode === 'delete'}
        title={messages['forum.deleteCommentTitle']}
        body={active?.content ?? ''}
        messages={messages}
        onOk={() => {
          if (!active) return;
          close();
          const isChild = active.commentId !== active.threadId;
          const { commentId } = active;
          void call.run(
            () => senders.remove(commentId, isChild),
            () => reloadAt('comments'),
          );
        }}
        onCancel={close}
      />
    </>
  );
}
