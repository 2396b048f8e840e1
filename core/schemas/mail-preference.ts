// How a member hears of each kind of notification (issue 32, decision 046): on the bell only, by mail at once
// (gathered over at most 10 minutes), in a daily or a weekly digest, or not at all. Every channel but OFF
// also puts it on the bell. A member's choice is stored only where it differs from the default below; a
// watched thing's TRACKING level keeps its news on the bell whatever the choice (the bell only, by definition).
import * as v from 'valibot';
import { TOKEN_PATTERN } from '../auth/token.ts';
import { notificationKinds, type NotificationKind } from './notification.ts';

export const mailChannels = ['BELL', 'NOW', 'DAILY', 'WEEKLY', 'OFF'] as const;
export type MailChannel = (typeof mailChannels)[number];

/** The channels that send mail: a notification waiting for one carries it in `notification.mail`. */
export const mailingChannels = ['NOW', 'DAILY', 'WEEKLY'] as const satisfies readonly MailChannel[];
export type MailingChannel = (typeof mailingChannels)[number];

/**
 * The default per kind: what is addressed to the member (an answer to their writing, their content hidden, a
 * staff answer to their partner question) by mail at once; what they watch in the daily digest. A new kind does
 * not compile until it has its default here.
 */
export const defaultMailChannel = {
  FORUM_COMMENT: 'NOW',
  FORUM_REPLY: 'NOW',
  FORUM_HIDDEN: 'NOW',
  PARTNER_QNA_ANSWERED: 'NOW',
  FORUM_NEW_POST: 'DAILY',
  FORUM_NEW_COMMENT: 'DAILY',
  FORUM_ANSWER_ACCEPTED: 'NOW',
  PARTNER_QNA_ACCEPTED: 'NOW',
  FORUM_MENTION: 'NOW',
  CATALOGUE_NEW_ITEM: 'DAILY',
  CATALOGUE_UPDATED: 'DAILY',
  CATALOGUE_NEW_VERSION: 'DAILY',
} as const satisfies Record<NotificationKind, MailChannel>;

/** At once: a member's mail gathers what came within this many minutes (the trigger that sends it). */
export const MAIL_GATHER_MINUTES = 10;
/** A digest lists this many items; the rest are counted ("and 12 more"). */
export const DIGEST_MOST_ITEMS = 50;
/** How long a mail's unsubscribe link works. */
export const UNSUBSCRIBE_DAYS = 90;

export const mailPreferenceView = v.object({
  kind: v.picklist(notificationKinds),
  channel: v.picklist(mailChannels),
  chosen: v.pipe(v.boolean(), v.description('Whether the channel is a choice of theirs (false: the default)')),
});
export type MailPreferenceView = v.InferOutput<typeof mailPreferenceView>;

/** GET /api/member/notification-preferences: every kind with its channel. */
export const mailPreferenceList = v.object({ items: v.array(mailPreferenceView) });

/** PUT /api/member/notification-preferences: the channel of some kinds (the others keep theirs). */
export const mailPreferenceSaveBody = v.object({
  items: v.pipe(
    v.array(
      v.object({ kind: v.picklist(notificationKinds, 'mailPreference.kindInvalid'), channel: v.picklist(mailChannels, 'mailPreference.channelInvalid') }),
      'mailPreference.itemsInvalid',
    ),
    v.minLength(1, 'mailPreference.itemsInvalid'),
    v.maxLength(notificationKinds.length, 'mailPreference.itemsInvalid'),
  ),
});
export type MailPreferenceSave = v.InferOutput<typeof mailPreferenceSaveBody>;

/** The unsubscribe link's token: 43 base64url characters (core/auth/token.ts `randomToken`). */
export const unsubscribeQuery = v.object({
  token: v.pipe(v.string('mailPreference.unsubscribeInvalid'), v.regex(TOKEN_PATTERN, 'mailPreference.unsubscribeInvalid')),
});

export const unsubscribeView = v.object({
  kinds: v.pipe(v.array(v.picklist(notificationKinds)), v.description('The kinds the link stops mail of')),
  done: v.pipe(v.boolean(), v.description('Whether the mail of those kinds is already off')),
});
export type UnsubscribeView = v.InferOutput<typeof unsubscribeView>;
