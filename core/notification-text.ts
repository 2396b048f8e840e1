// A notification's title and HTML content in the reader's language, written when it is read: a Korean
// member reads Korean whatever language the member who commented spoke. What members wrote (a name, a
// post's title) is escaped before it goes into the HTML.
import type { MessageKey, Translate } from './i18n/translate.ts';
import type { NotificationKind } from './schemas/notification.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML that shows it as it is. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

/** The title and content keys of each kind: a new kind does not compile until it has both. */
const kindKeys = {
  FORUM_COMMENT: ['notification.kind.forumComment.title', 'notification.kind.forumComment.content'],
  FORUM_REPLY: ['notification.kind.forumReply.title', 'notification.kind.forumReply.content'],
  FORUM_HIDDEN: ['notification.kind.forumHidden.title', 'notification.kind.forumHidden.content'],
  PARTNER_QNA_ANSWERED: ['notification.kind.partnerQnaAnswered.title', 'notification.kind.partnerQnaAnswered.content'],
  FORUM_NEW_POST: ['notification.kind.forumNewPost.title', 'notification.kind.forumNewPost.content'],
  FORUM_NEW_COMMENT: ['notification.kind.forumNewComment.title', 'notification.kind.forumNewComment.content'],
  FORUM_ANSWER_ACCEPTED: ['notification.kind.forumAnswerAccepted.title', 'notification.kind.forumAnswerAccepted.content'],
  PARTNER_QNA_ACCEPTED: ['notification.kind.partnerQnaAccepted.title', 'notification.kind.partnerQnaAccepted.content'],
  FORUM_MENTION: ['notification.kind.forumMention.title', 'notification.kind.forumMention.content'],
  CATALOGUE_NEW_ITEM: ['notification.kind.catalogueNewItem.title', 'notification.kind.catalogueNewItem.content'],
  CATALOGUE_UPDATED: ['notification.kind.catalogueUpdated.title', 'notification.kind.catalogueUpdated.content'],
  CATALOGUE_NEW_VERSION: ['notification.kind.catalogueNewVersion.title', 'notification.kind.catalogueNewVersion.content'],
} as const satisfies Record<NotificationKind, readonly [MessageKey, MessageKey]>;

export function notificationText(t: Translate, row: { kind: NotificationKind; actorName: string; subject: string }): { title: string; content: string } {
  const values = {
    actor: escapeHtml(row.actorName || t('notification.someone')),
    subject: escapeHtml(row.subject || t('notification.untitled')),
  };
  const [title, content] = kindKeys[row.kind];
  return { title: t(title), content: t(content, values) };
}

const unescaped: Record<string, string> = Object.fromEntries(Object.entries(entities).map(([char, entity]) => [entity, char]));

/**
 * The same as plain text, for a mail: the catalogue's markup taken out, what members wrote as they wrote it
 * (it is rendered escaped first, so a `<` in a title is text, never taken for markup).
 */
export function notificationPlainText(t: Translate, row: { kind: NotificationKind; actorName: string; subject: string }): { title: string; content: string } {
  const { title, content } = notificationText(t, row);
  return { title, content: content.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => unescaped[entity] ?? entity) };
}

/**
 * The site path (without the language prefix) a notification links to: its forum post, its partner question,
 * or the catalogue item's page as it was told (`refPath`: a video's is its channel).
 */
export function notificationPath(row: { kind: NotificationKind; refObjId: number; refPath?: string | null }): string {
  if (row.refPath) return row.refPath;
  return row.kind.startsWith('PARTNER_QNA_') ? `/partner/partner-Q&A-detail?id=${row.refObjId}` : `/community/community-forum-detail/${row.refObjId}`;
}
