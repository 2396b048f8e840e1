// A moderator turns a solved post into a community FAQ draft in one step (decision 044), then lands in the
// FAQ editor to complete the other language (the editor says the question is a draft): the server fills the
// question and the answer in the post's language.
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { callApi } from '../lib/api-client.ts';
import type { ThreadMessages } from '../thread/messages.ts';
import { useThreadCall } from '../thread/use-thread-call.ts';

export const faqDraftMessageKeys = ['forum.makeFaqDraft'] as const satisfies readonly MessageKey[];

type Props = {
  lang: Lang;
  messages: ThreadMessages & Record<(typeof faqDraftMessageKeys)[number], string>;
  postId: number;
  /** The FAQ editor's address, without the draft's id. */
  editorHref: string;
};

export function FaqDraftButton({ lang, messages, postId, editorHref }: Props) {
  const call = useThreadCall(messages);
  const [status, setStatus] = useState('');
  const make = () =>
    call.run(
      async () => {
        const answer = await callApi('POST /api/admin/forum-bulletin/:id/faq-draft', { params: { id: postId }, body: {}, lang });
        setStatus(answer.message);
        window.location.assign(`${editorHref}?id=${answer.data.id}`);
      },
      () => undefined,
    );
  return (
    <div className="forum-tools">
      <button type="button" className="button button--secondary" onClick={() => void make()} disabled={call.busy}>
        {call.busy ? messages['forum.sending'] : messages['forum.makeFaqDraft']}
      </button>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {call.error && (
        <p className="form-error" role="alert">
          {call.error}
        </p>
      )}
    </div>
  );
}
