// The strings of My Page's bookmark island (decision 045): picked by the pages on the server, imported by the islands as types.
import type { MessageKey } from '#core/i18n/translate.ts';

export const myBookmarksMessageKeys = [
  'bookmark.empty',
  'bookmark.loading',
  'bookmark.column.kind',
  'bookmark.column.title',
  'bookmark.column.saved',
  'bookmark.column.action',
  'bookmark.remove',
  'bookmark.removeLabel',
  'bookmark.previous',
  'bookmark.next',
  'bookmark.pageOf',
  'common.networkError',
] as const satisfies readonly MessageKey[];
export type MyBookmarksMessages = Record<(typeof myBookmarksMessageKeys)[number], string>;
