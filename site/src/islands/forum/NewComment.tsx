// The new-comment box at the end of a post's thread (signed-in members only; the page shows a sign-in
// link to visitors).
import type { Lang } from '#core/i18n/locales.ts';
import { CommentBox } from './CommentBox.tsx';
import type { ThreadMessages } from './messages.ts';
import './forum.css';

export function NewComment({ lang, messages, postId }: { lang: Lang; messages: ThreadMessages; postId: number }) {
  return (
    <CommentBox
      lang={lang}
      messages={messages}
      label={messages['forum.commentLabel']}
      submitLabel={messages['forum.commentSubmit']}
      path={`/api/member/forum-bulletin/${postId}/comments`}
      method="POST"
    />
  );
}
