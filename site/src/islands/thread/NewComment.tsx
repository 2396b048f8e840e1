// The new-comment box at the end of a thread (signed-in readers only; a forum page shows a sign-in link
// to visitors).
import type { Lang } from '#core/i18n/locales.ts';
import { CommentBox } from './CommentBox.tsx';
import type { ThreadMessages } from './messages.ts';
import { commentSenders, mentionBoardOf, type ThreadCalls } from './thread-calls.ts';
import './thread.css';

export function NewComment({ lang, messages, calls }: { lang: Lang; messages: ThreadMessages; calls: ThreadCalls }) {
  return (
    <CommentBox
      messages={messages}
      label={messages['forum.commentLabel']}
      submitLabel={messages['forum.commentSubmit']}
      save={(content, mentions) => commentSenders(calls, lang).create(content, undefined, mentions)}
      mentionBoardId={mentionBoardOf(calls)}
      lang={lang}
    />
  );
}
