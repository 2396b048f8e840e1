// The strings of the thread islands (a forum post's or a partner question's comments, a forum post's tools).
import type { MessageKey } from '#core/i18n/translate.ts';
import { dialogMessageKeys } from '../ui/Dialog.tsx';

export const threadMessageKeys = [
  'forum.reply',
  'forum.replyLabel',
  'forum.replySubmit',
  'forum.commentLabel',
  'forum.commentSubmit',
  'forum.commentRequired',
  'forum.edit',
  'forum.save',
  'forum.cancel',
  'forum.delete',
  'forum.deleteCommentTitle',
  'forum.deletePostTitle',
  'forum.report',
  'forum.reportTitle',
  'forum.reportReason',
  'forum.reportDetail',
  'forum.reportSubmit',
  'forum.reasonSpam',
  'forum.reasonAbuse',
  'forum.reasonOffTopic',
  'forum.reasonPersonalInfo',
  'forum.reasonOther',
  'forum.reported',
  'forum.sending',
  'common.networkError',
  'api.validation',
  // @mentions in a forum comment (issue 32)
  'mention.suggestionsLabel',
  'mention.hint',
  'mention.unreached',
  'mention.unknown',
  'mention.showComment',
  ...dialogMessageKeys,
] as const satisfies readonly MessageKey[];
export type ThreadMessages = Record<(typeof threadMessageKeys)[number], string>;
