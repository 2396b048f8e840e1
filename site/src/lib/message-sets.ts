// The message sets a page's script fetches when it needs them (decision 065), instead of every page carrying them
// in its HTML for the few readers who use them: the notification bell, shown to members only, and the one-shot
// message a page leaves for the next (user-menu.ts, showFlash), the header search's suggestions. Each set is pre-rendered per language as
// `/messages/<set>.json` and `/en/messages/<set>.json` (pages/[...locale]/messages/[set].json.ts).
import type { Lang } from '#core/i18n/locales.ts';
import type { CatalogueKey } from '#core/i18n/translate.ts';
import { localizePath } from './urls.ts';

export const messageSets = {
  'member-header': [
    'notification.bell',
    'notification.heading',
    'notification.unread_one',
    'notification.unread_other',
    'notification.empty',
    'notification.loading',
    'notification.loadFailed',
    // the messages a page can leave for a page without the toast island (setFlash)
    'auth.loggedOut',
    'auth.accountDeleted',
    'resources.createSuccess',
    'resources.updateSuccess',
    'resources.deleteSuccess',
    'toast.close',
  ],
  // the header box's suggestions (islands/search/suggest.ts), once the box is focused
  'header-search': ['search.suggestions_one', 'search.suggestions_other', 'search.suggestionsNone', 'search.suggestionTerm'],
} as const satisfies Record<string, readonly CatalogueKey[]>;

export type MessageSetName = keyof typeof messageSets;

export type MessageSet<N extends MessageSetName> = Record<(typeof messageSets)[N][number], string>;

export const isMessageSetName = (name: string): name is MessageSetName => Object.hasOwn(messageSets, name);

/** Where a set is, in a language: `/messages/member-header.json`, `/en/messages/member-header.json`. */
export const messageSetPath = (name: MessageSetName, lang: Lang): string => localizePath(`/messages/${name}.json`, lang);
