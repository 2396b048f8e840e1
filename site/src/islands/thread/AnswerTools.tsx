// The accept buttons of a server-rendered thread (decision 044): a forum post's asker or a moderator marks
// one comment as the answer, a partner question's writer accepts one staff answer. One island answers every
// comment's button (drawn by CommentBody.astro, disabled until this runs), as ThreadTools does: pressing the
// accepted answer's button again takes the mark back. On a forum page kept for a class of members the
// server cannot tell the asker: the island shows them the buttons once it knows the reader is the writer.
import { useEffect, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { callApi } from '../lib/api-client.ts';
import { ownAccount } from '../lib/own-account.ts';
import type { ThreadMessages } from './messages.ts';
import { reloadAt, useThreadCall } from './use-thread-call.ts';

/** Which question the buttons mark the answer of, and (a forum page kept for a class) the asker's account. */
export type AnswerCalls = { kind: 'forum'; postId: number; askerId?: number | undefined } | { kind: 'partnerQna'; questionId: number };

type Props = {
  lang: Lang;
  messages: ThreadMessages;
  calls: AnswerCalls;
  /** The id of the element that holds the thread. */
  threadElementId: string;
  /** Where the page shows the accepted answer, to land on after a change. */
  anchor: string;
};

const answerButtons = 'button[data-answer-id]';

async function send(calls: AnswerCalls, lang: Lang, commentId: number, accepted: boolean): Promise<string> {
  if (calls.kind === 'forum') {
    const params = { id: calls.postId };
    const answer = accepted
      ? await callApi('DELETE /api/member/forum-bulletin/:id/answer', { params, lang })
      : await callApi('PUT /api/member/forum-bulletin/:id/answer', { params, body: { commentId }, lang });
    return answer.message;
  }
  const params = { id: calls.questionId };
  const answer = accepted
    ? await callApi('DELETE /api/partner/question-answer/:id/accept', { params, lang })
    : await callApi('PUT /api/partner/question-answer/:id/accept', { params, body: { commentId }, lang });
  return answer.message;
}

export function AnswerTools({ lang, messages, calls, threadElementId, anchor }: Props) {
  const call = useThreadCall(messages);
  const [status, setStatus] = useState('');
  const askerId = calls.kind === 'forum' ? calls.askerId : undefined;

  useEffect(() => {
    const thread = document.getElementById(threadElementId);
    if (!thread) return undefined;
    const buttons = [...thread.querySelectorAll<HTMLButtonElement>(answerButtons)];
    for (const button of buttons) button.disabled = false;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(answerButtons);
      if (!button || !thread.contains(button)) return;
      const accepted = button.getAttribute('aria-pressed') === 'true';
      setStatus(messages['forum.sending']);
      void call.run(
        async () => setStatus(await send(calls, lang, Number(button.dataset['answerId']), accepted)),
        () => reloadAt(anchor),
      );
    };
    thread.addEventListener('click', onClick);
    const stopListening =
      askerId === undefined
        ? () => undefined
        : ownAccount(lang, (id) => {
            if (id === askerId) for (const button of buttons) button.hidden = false;
          });
    return () => {
      thread.removeEventListener('click', onClick);
      stopListening();
    };
    // The listener reads nothing that changes: it is set once for the thread.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [threadElementId]);

  return (
    <>
      <p className="visually-hidden" role="status">
        {call.error ? '' : status}
      </p>
      {call.error && (
        <p className="form-error" role="alert">
          {call.error}
        </p>
      )}
    </>
  );
}
