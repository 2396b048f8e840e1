// Reporting a post or a comment to the moderators: a reason and optional details, once per member.
import { useId, useState } from 'react';
import { reportReasons } from '#core/schemas/forum.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { ThreadMessages } from './messages.ts';
import type { ReportFields } from './thread-calls.ts';
import { useThreadCall } from './use-thread-call.ts';

type Props = { messages: ThreadMessages; send: (fields: ReportFields) => Promise<unknown>; onDone: () => void };

const reasonKeys = {
  SPAM: 'forum.reasonSpam',
  ABUSE: 'forum.reasonAbuse',
  OFF_TOPIC: 'forum.reasonOffTopic',
  PERSONAL_INFO: 'forum.reasonPersonalInfo',
  OTHER: 'forum.reasonOther',
} as const satisfies Record<(typeof reportReasons)[number], keyof ThreadMessages>;

export function ReportForm({ messages, send, onDone }: Props) {
  const id = useId();
  const [reason, setReason] = useState<(typeof reportReasons)[number]>('SPAM');
  const [detail, setDetail] = useState('');
  const [sent, setSent] = useState(false);
  const call = useThreadCall(messages);
  if (sent)
    return (
      <p className="forum-report-sent" role="status">
        {messages['forum.reported']}
      </p>
    );
  return (
    <form
      className="forum-report"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void call.run(
          () => send({ reason, detail }),
          () => setSent(true),
        );
      }}
    >
      <p id={`${id}-title`} className="forum-report-title">
        {messages['forum.reportTitle']}
      </p>
      <label htmlFor={`${id}-reason`}>{messages['forum.reportReason']}</label>
      <select id={`${id}-reason`} className="form-input" value={reason} onChange={(event) => setReason(event.target.value as typeof reason)}>
        {reportReasons.map((value) => (
          <option key={value} value={value}>
            {messages[reasonKeys[value]]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-detail`}>{messages['forum.reportDetail']}</label>
      <textarea id={`${id}-detail`} className="form-input" rows={2} maxLength={500} value={detail} onChange={(event) => setDetail(event.target.value)} />
      <FormAlert text={call.error} />
      <div className="forum-comment-box-actions">
        <button className="button" type="submit" disabled={call.busy}>
          {call.busy ? messages['forum.sending'] : messages['forum.reportSubmit']}
        </button>
        <button className="button button--secondary" type="button" onClick={onDone}>
          {messages['forum.cancel']}
        </button>
      </div>
    </form>
  );
}
