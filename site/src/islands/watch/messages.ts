// The strings of the watch islands (issue 32): picked by the pages on the server, imported by the islands as types.
import type { MessageKey } from '#core/i18n/translate.ts';
import type { WatchTarget } from '#core/schemas/watch.ts';

/** The name of each kind of target on My Page: a new target does not compile until it has one. */
export const watchTargetKeys = {
  BOARD: 'watch.target.BOARD',
  POST: 'watch.target.POST',
  TAG: 'watch.target.TAG',
  PRE_BUILT_MODEL: 'watch.target.preBuiltModel',
  SUCCESS_STORY: 'watch.target.successStory',
  KNOWLEDGE_MODEL: 'watch.target.knowledgeModel',
  KNOWLEDGE_DATA_SET: 'watch.target.knowledgeDataSet',
  VIDEO: 'watch.target.video',
  CHANNEL: 'watch.target.channel',
  MODEL_FILTER: 'watch.target.modelFilter',
} as const satisfies Record<WatchTarget, MessageKey>;

export const watchMessageKeys = [
  'watch.group.BOARD',
  'watch.group.POST',
  'watch.level.WATCHING',
  'watch.level.TRACKING',
  'watch.level.MUTED',
  'watch.hint.BOARD.WATCHING',
  'watch.hint.BOARD.TRACKING',
  'watch.hint.POST.WATCHING',
  'watch.hint.POST.TRACKING',
  'watch.hint.MUTED',
  'watch.hint.none',
  'watch.loading',
  'watch.tags',
  'watch.tagFollow',
  'watch.tagButton',
  'common.networkError',
] as const satisfies readonly MessageKey[];
export type WatchMessages = Record<(typeof watchMessageKeys)[number], string>;

export const myWatchesMessageKeys = [
  'watch.empty',
  'watch.loading',
  'watch.column.target',
  'watch.column.label',
  'watch.column.level',
  'watch.column.action',
  ...Object.values(watchTargetKeys),
  'watch.level.WATCHING',
  'watch.level.TRACKING',
  'watch.level.MUTED',
  'watch.gone',
  'watch.levelLabel',
  'watch.remove',
  'watch.removeLabel',
  'watch.previous',
  'watch.next',
  'watch.pageOf',
  'common.networkError',
] as const satisfies readonly MessageKey[];
export type MyWatchesMessages = Record<(typeof myWatchesMessageKeys)[number], string>;
