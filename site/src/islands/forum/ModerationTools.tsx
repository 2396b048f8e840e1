// A moderator's actions on one reported post or comment: hide it (gone for readers, kept for the
// record; its open reports close), restore it, or dismiss its reports. The queue shows again after each.
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { callApi } from '../lib/api-client.ts';
import type { ThreadMessages } from '../thread/messages.ts';
import { useThreadCall } from '../thread/use-thread-call.ts';
import '../thread/thread.css';

export const moderationMessageKeys = ['forum.hide', 'forum.restore', 'forum.dismiss'] as const satisfies readonly MessageKey[];
type Messages = ThreadMessages & Record<(typeof moderationMessageKeys)[number], string>;

type Props = { lang: Lang; messages: Messages; type: 'post' | 'comment'; id: number; hidden: boolean };

export function ModerationTools({ lang, messages, type, id, hidden }: Props) {
  const call = useThreadCall(messages);
  const reload = () => window.location.reload();
  return (
    <div className="forum-tools">
      <div className="forum-tool-buttons">
        <button
          type="button"
          className="button button--secondary"
          disabled={call.busy}
          onClick={() =>
            void call.run(() => callApi('PUT /api/admin/forum-moderation/:type/:id', { params: { type, id }, body: { hidden: !hidden }, lang }), reload)
          }
        >
          {hidden ? messages['forum.restore'] : messages['forum.hide']}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={call.busy}
          onClick={() => void call.run(() => callApi('DELETE /api/admin/forum-report/:type/:id', { params: { type, id }, lang }), reload)}
        >
          {messages['forum.dismiss']}
        </button>
      </div>
      <FormAlert text={call.error} />
    </div>
  );
}
