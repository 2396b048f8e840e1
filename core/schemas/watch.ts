// Watching (issue 32): a member chooses how much they hear of a board, a post or a tag. Three levels: watching
// (every new post and comment, by the bell and later by mail), tracking (the bell only), muted (nothing, not
// even the replies to their own comments). A member's own posts are watched from the moment they are written.
// Which events each level hears, and how the specific choice (a post) wins over the general one (its board):
// docs/watching.md and decision 042.
import * as v from 'valibot';
import { pageQuery, pageSchema, pageSizeQuery } from './common.ts';

/** What can be watched. A tag is named by its text (lower case), across every board the member may see. */
export const watchTargets = ['BOARD', 'POST', 'TAG'] as const;
export type WatchTarget = (typeof watchTargets)[number];

export const watchLevels = ['WATCHING', 'TRACKING', 'MUTED'] as const;
export type WatchLevel = (typeof watchLevels)[number];

/** The page size of My Page's list of what a member watches. */
export const WATCH_PAGE_SIZE = 20;

/** A tag as a watch names it: trimmed, lower case (the boards' tags are at most 30 characters). */
export const watchTagKey = (tag: string): string => tag.normalize('NFKC').trim().toLowerCase();

const target = v.picklist(watchTargets, 'watch.targetInvalid');
/** The key of what is watched: a board's or post's id in digits, or a tag's text. */
const key = v.pipe(v.string('watch.keyInvalid'), v.trim(), v.nonEmpty('watch.keyInvalid'), v.maxLength(60, 'watch.keyInvalid'));

/** GET /api/member/watches/level?target=…&key=…: the member's level for one thing. */
export const watchLevelQuery = v.object({ target, key });

/** PUT /api/member/watches: sets the level, or `NONE` to go back to the default (no row). */
export const watchSaveBody = v.object({ target, key, level: v.picklist([...watchLevels, 'NONE'], 'watch.levelInvalid') });
export type WatchSave = v.InferOutput<typeof watchSaveBody>;

export const watchLevelView = v.object({
  target: v.picklist(watchTargets),
  key: v.string(),
  level: v.pipe(
    v.nullable(v.picklist(watchLevels)),
    v.description('What the member hears: their choice, else WATCHING for a post of their own; null: nothing'),
  ),
  chosen: v.pipe(v.boolean(), v.description('Whether the level is a choice of theirs (false: the default)')),
});
export type WatchLevelView = v.InferOutput<typeof watchLevelView>;

/** GET /api/member/watches: what the member watches, tracks or muted, newest first. */
export const watchListQuery = v.object({ page: pageQuery, pageSize: pageSizeQuery(WATCH_PAGE_SIZE) });

export const watchItemView = v.object({
  target: v.picklist(watchTargets),
  key: v.string(),
  level: v.picklist(watchLevels),
  label: v.pipe(v.string(), v.description("The board's name in the reader's language, the post's title, or the tag")),
  /** The site path (without the language prefix) of the board, post or tag; empty for a tag. */
  path: v.string(),
  createdAt: v.string(),
});
export type WatchItemView = v.InferOutput<typeof watchItemView>;
export const watchPage = pageSchema(watchItemView);
