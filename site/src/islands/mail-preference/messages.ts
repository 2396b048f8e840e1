// The strings of the mail preference islands (issue 32): picked by the pages on the server, imported by the islands as types.
import type { MessageKey } from '#core/i18n/translate.ts';
import type { MailChannel } from '#core/schemas/mail-preference.ts';
import type { NotificationKind } from '#core/schemas/notification.ts';

/** Each kind's label: a new kind does not compile until it has one. */
export const kindLabelKeys = {
  FORUM_COMMENT: 'mailPreference.kind.forumComment',
  FORUM_REPLY: 'mailPreference.kind.forumReply',
  FORUM_HIDDEN: 'mailPreference.kind.forumHidden',
  PARTNER_QNA_ANSWERED: 'mailPreference.kind.partnerQnaAnswered',
  FORUM_NEW_POST: 'mailPreference.kind.forumNewPost',
  FORUM_NEW_COMMENT: 'mailPreference.kind.forumNewComment',
  FORUM_ANSWER_ACCEPTED: 'mailPreference.kind.forumAnswerAccepted',
  PARTNER_QNA_ACCEPTED: 'mailPreference.kind.partnerQnaAccepted',
  FORUM_MENTION: 'mailPreference.kind.forumMention',
  CATALOGUE_NEW_ITEM: 'mailPreference.kind.catalogueNewItem',
  CATALOGUE_UPDATED: 'mailPreference.kind.catalogueUpdated',
  CATALOGUE_NEW_VERSION: 'mailPreference.kind.catalogueNewVersion',
} as const satisfies Record<NotificationKind, MessageKey>;

const channelKeys = {
  BELL: 'mailPreference.channel.BELL',
  NOW: 'mailPreference.channel.NOW',
  DAILY: 'mailPreference.channel.DAILY',
  WEEKLY: 'mailPreference.channel.WEEKLY',
  OFF: 'mailPreference.channel.OFF',
} as const satisfies Record<MailChannel, MessageKey>;

export const settingsMessageKeys = [
  ...Object.values(kindLabelKeys),
  ...Object.values(channelKeys),
  'mailPreference.channelHelp.NOW',
  'mailPreference.channelHelp.DAILY',
  'mailPreference.trackingNote',
  'mailPreference.serviceNote',
  'mailPreference.default',
  'mailPreference.save',
  'mailPreference.saving',
  'mailPreference.loading',
  'mailPreference.loadFailed',
  'common.networkError',
  'api.validation',
] as const satisfies readonly MessageKey[];
export type SettingsMessages = Record<(typeof settingsMessageKeys)[number], string>;

export const unsubscribeMessageKeys = [
  ...Object.values(kindLabelKeys),
  'mailPreference.unsubscribe.intro',
  'mailPreference.unsubscribe.confirm',
  'mailPreference.unsubscribe.working',
  'mailPreference.unsubscribe.already',
  'mailPreference.unsubscribe.checking',
  'mailPreference.unsubscribe.preferences',
  'mailPreference.unsubscribeInvalid',
  'common.networkError',
  'api.validation',
] as const satisfies readonly MessageKey[];
export type UnsubscribeMessages = Record<(typeof unsubscribeMessageKeys)[number], string>;
