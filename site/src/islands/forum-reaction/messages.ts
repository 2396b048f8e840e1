// The strings of the reaction island (decision 045): picked by the page on the server, imported by the island as types.
import type { MessageKey } from '#core/i18n/translate.ts';

export const reactionMessageKeys = [
  'forumReaction.name.LIKE',
  'forumReaction.name.THANKS',
  'forumReaction.name.INSIGHTFUL',
  'forumReaction.name.CELEBRATE',
  'forumReaction.peopleLoading',
  'forumReaction.peopleEmpty',
  'forumReaction.peopleMore',
  'forumReaction.peopleFailed',
  'common.networkError',
] as const satisfies readonly MessageKey[];
export type ReactionMessages = Record<(typeof reactionMessageKeys)[number], string>;
