// The portal's Atom feeds (decision 058): one of the newest rows of each kind that declares `feed`
// (core/kinds/), and one of each open forum board's newest posts, in each language at `/feeds/<name>.xml`
// (`/en/feeds/…` in English). Their names and addresses are derived here from the declarations, for the
// feed route (site/src/pages/[...locale]/feeds/) and for the pages that link them (DocumentHead).
import { contentKindNames, type ContentKindName } from './content-kinds.ts';
import { kindDeclarations } from './kinds/index.ts';
import type { KindDeclaration } from './kinds/types.ts';

/** The entries of a feed: the newest rows, as a reader checks a feed every few hours at most. */
export const FEED_ENTRIES = 20;

/** A feed: a kind's, or one forum board's. */
export type FeedScope = { kind: ContentKindName; board?: number };

const declared = (name: ContentKindName): KindDeclaration => kindDeclarations[name];

/** The kinds with a feed, in the kinds' order. */
export const feedKinds: readonly ContentKindName[] = contentKindNames.filter((name) => declared(name).feed);

/** A kind's name in a feed's address: `PRE_BUILT_MODEL` is `pre-built-model`. */
export const feedNameOf = (kind: ContentKindName): string => kind.toLowerCase().replaceAll('_', '-');

/** The kind a feed's name names, if it has a feed. */
export const kindOfFeedName = (name: string): ContentKindName | undefined => feedKinds.find((kind) => feedNameOf(kind) === name);

/** Whether a kind's feed comes per board too (the forum). */
export const hasBoardFeeds = (kind: ContentKindName): boolean => typeof declared(kind).feed === 'object';

/** A feed's path without the language prefix: `/feeds/pre-built-model.xml`, `/feeds/forum/3.xml`. */
export const feedPathOf = ({ kind, board }: FeedScope): string =>
  board === undefined ? `/feeds/${feedNameOf(kind)}.xml` : `/feeds/${feedNameOf(kind)}/${board}.xml`;

/** A route (`/education/:product-tv`) as a pattern of the paths it names, its `:name` segments captured. */
const routePattern = (route: string) => new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)')}$`);

const listPages = feedKinds.map((kind) => ({ kind, pattern: routePattern(declared(kind).screens[0]!.route) }));
const boardPages = feedKinds.flatMap((kind) => {
  const feed = declared(kind).feed;
  return typeof feed === 'object' ? [{ kind, pattern: routePattern(feed.boards) }] : [];
});

/**
 * The feeds a page offers: a kind's list page its kind's; a board's page (or the forum's list showing one
 * board, `board`) that board's first. The caller names a board only when everyone may read it: a restricted
 * board has no feed.
 */
export function feedsOfPage(path: string, board?: number): FeedScope[] {
  const feeds: FeedScope[] = [];
  for (const { kind, pattern } of boardPages) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined && board !== undefined && String(board) === id) feeds.push({ kind, board });
  }
  for (const { kind, pattern } of listPages) {
    if (!pattern.test(path)) continue;
    if (board !== undefined && hasBoardFeeds(kind)) feeds.push({ kind, board });
    feeds.push({ kind });
  }
  return feeds;
}
