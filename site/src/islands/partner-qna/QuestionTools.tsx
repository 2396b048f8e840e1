// A question's own tools on its page: edit and delete for its writer, STAFF and ADMIN (the server decides
// `canEdit` and checks again). A delete goes to the list with a message (portal spec §4).
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { callApi } from '../lib/api-client.ts';
import { useThreadCall } from '../thread/use-thread-call.ts';
import { Dialog, dialogMessageKeys } from '../ui/Dialog.tsx';
import '../thread/thread.css';

export const questionToolsMessageKeys = [
  'partnerQna.edit',
  'partnerQna.delete',
  'partnerQna.deleteTitle',
  'partnerQna.sending',
  'common.networkError',
  'api.validation',
  ...dialogMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof questionToolsMessageKeys)[number], string>;

type Props = { lang: Lang; messages: Messages; questionId: number; editHref: string; deletedHref: string; title: string };

export function QuestionTools({ lang, messages, questionId, editHref, deletedHref, title }: Props) {
  const [confirming, setConfirming] = useState(false);
  const call = useThreadCall(messages);
  return (
    <div className="forum-tools">
      <div className="forum-tool-buttons">
        <a className="button button--secondary" href={editHref}>
          {messages['partnerQna.edit']}
        </a>
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} disabled={call.busy}>
          {call.busy ? messages['partnerQna.sending'] : messages['partnerQna.delete']}
        </button>
      </div>
      <FormAlert text={call.error} />
      <Dialog
        open={confirming}
        title={messages['partnerQna.deleteTitle']}
        body={title}
        messages={messages}
        onOk={() => {
          setConfirming(false);
          void call.run(
            () => callApi('DELETE /api/partner/question-answer/:id', { params: { id: questionId }, lang }),
            () => window.location.assign(deletedHref),
          );
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
