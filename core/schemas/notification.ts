// A member's notifications (portal spec §1 the header bell, §3 Notification, §4; admin spec §7.2 "alarm
// list" and POST /api/public/notices/readAll). A notification stores what happened, never a sentence:
// its title and HTML content are written at read time in the reader's language (db/queries/notification.ts).
import * as v from 'valibot';
import { pageQuery, pageSizeQuery } from './common.ts';
import { retentionDays } from './retention.ts';

/**
 * What a notification tells: a comment on the reader's post, a reply to the reader's comment, the
 * reader's content hidden by a moderator; a new post or comment where the reader watches (issue 32,
 * db/queries/watch-fan-out.ts). A new kind is one more entry here, its two message keys
 * (`notification.kind.<kind>.title` and `.content`) in both languages and their line in core/notification-text.ts.
 */
export const notificationKinds = [
  'FORUM_COMMENT',
  'FORUM_REPLY',
  'FORUM_HIDDEN',
  'PARTNER_QNA_ANSWERED',
  'FORUM_NEW_POST',
  'FORUM_NEW_COMMENT',
  // the reader's comment was marked as a post's answer, or accepted as a partner question's (decision 044)
  'FORUM_ANSWER_ACCEPTED',
  'PARTNER_QNA_ACCEPTED',
  // the reader was @mentioned in a post or comment of a board they may see (issue 32)
  'FORUM_MENTION',
  // what the reader watches in the catalogue (decision 047): a new pre-built model matching a filter, a new
  // video of a channel; an item updated
  'CATALOGUE_NEW_ITEM',
  'CATALOGUE_UPDATED',
  // a watched model's update that released a new version (decision 055): told instead of CATALOGUE_UPDATED
  'CATALOGUE_NEW_VERSION',
] as const;
/** The kinds about a partner question (their refObjId is the question's id); the others are about a forum post or a catalogue item. */
export const partnerQnaNotificationKinds = ['PARTNER_QNA_ANSWERED', 'PARTNER_QNA_ACCEPTED'] as const satisfies readonly NotificationKind[];
/** The kinds about a catalogue item (their refObjId is the item's id, `refKind` its kind, `path` its page). */
export const catalogueNotificationKinds = ['CATALOGUE_NEW_ITEM', 'CATALOGUE_UPDATED', 'CATALOGUE_NEW_VERSION'] as const satisfies readonly NotificationKind[];
export type NotificationKind = (typeof notificationKinds)[number];

/** How long a notification is kept (the retention rule `notifications`): the nightly `purge-old-notifications` job removes older ones. */
export const NOTIFICATION_RETENTION_DAYS = retentionDays('notifications');
/** The bell lists this many of the newest. */
export const NOTIFICATION_BELL_SIZE = 10;

export const notificationListQuery = v.object({
  page: pageQuery,
  pageSize: pageSizeQuery(NOTIFICATION_BELL_SIZE),
});

export const notificationView = v.object({
  id: v.number(),
  kind: v.picklist(notificationKinds),
  title: v.pipe(v.string(), v.description("In the reader's language (Accept-Language)")),
  content: v.pipe(v.string(), v.description("HTML in the reader's language; what members wrote (names, titles) is escaped")),
  createdDate: v.pipe(v.string(), v.description('ISO 8601, UTC')),
  seen: v.boolean(),
  refObjId: v.pipe(
    v.number(),
    v.description(
      'What it is about: a forum post (/community/community-forum-detail/{refObjId}), for PARTNER_QNA_ANSWERED and PARTNER_QNA_ACCEPTED a partner question (/partner/partner-Q&A-detail?id={refObjId}), for the CATALOGUE_ kinds a catalogue item',
    ),
  ),
  path: v.pipe(v.string(), v.description('The site path (without the language prefix) of the page it links to')),
});
export type NotificationView = v.InferOutput<typeof notificationView>;

/** One page of the reader's notifications, newest first, with the count of those not yet seen. */
export const notificationPage = v.object({
  items: v.array(notificationView),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  totalPages: v.number(),
  unreadCount: v.number(),
});
export type NotificationPage = v.InferOutput<typeof notificationPage>;

export const notificationsSeen = v.object({ marked: v.number(), unreadCount: v.number() });
