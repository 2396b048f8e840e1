// Watching (issue 32): a member chooses how much they hear of a board, a post or a tag, a catalogue item, a
// video channel or a saved filter of the pre-built models (decision 047). Three levels: watching
// (every new post and comment, by the bell and later by mail), tracking (the bell only), muted (nothing, not
// even the replies to their own comments). A member's own posts are watched from the moment they are written.
// Which events each level hears, and how the specific choice (a post) wins over the general one (its board):
// docs/watching.md and decision 042.
import * as v from 'valibot';
import type { ContentKindName } from '../content-kinds.ts';
import { videoProducts } from '../education.ts';
import { kindDeclarations } from '../kinds/index.ts';
import { pageQuery, pageSchema, pageSizeQuery } from './common.ts';

type Declarations = typeof kindDeclarations;
/** The kinds whose rows a member may watch one by one, by their declarations (core/kinds/, `watch: true`). */
export type WatchableKind = { [K in ContentKindName]: Declarations[K] extends { watch: true } ? K : never }[ContentKindName];

export const watchableKinds = (Object.keys(kindDeclarations) as ContentKindName[]).filter(
  (name) => (kindDeclarations[name] as { watch?: true }).watch === true,
) as [WatchableKind, ...WatchableKind[]];

/**
 * What can be watched: the forum's boards, posts and tags (a tag by its text, lower case, across every board
 * the member may see); a row of a watchable kind (by its id); a video channel (by its product,
 * core/education.ts); a saved filter of the pre-built models (by `modelFilterKey`).
 */
export type WatchTarget = 'BOARD' | 'POST' | 'TAG' | WatchableKind | 'CHANNEL' | 'MODEL_FILTER';
export const watchTargets = ['BOARD', 'POST', 'TAG', ...watchableKinds, 'CHANNEL', 'MODEL_FILTER'] as [WatchTarget, ...WatchTarget[]];

/** Whether a target names a row of a watchable kind. */
export const isWatchableKind = (target: string): target is WatchableKind => (watchableKinds as readonly string[]).includes(target);

/** The longest key: a filter's (its codes and keyword); the others are far shorter. */
export const WATCH_KEY_MAX = 200;
/** A saved filter holds at most this many codes of each catalogue, and a keyword of at most this many characters. */
const FILTER_CODES_MAX = 8;
const FILTER_KEYWORD_MAX = 50;
const CODE = /^[A-Z0-9_]{1,12}$/;

/** A saved filter of the pre-built model list: industries × algorithms × keyword (any may be empty, not all). */
export type ModelFilter = { industries: string[]; algorithms: string[]; keyword: string };

/**
 * One key per filter, whatever the order of its codes or the case of its keyword: `i=CON,FIN;a=XGB;k=anomaly`
 * (codes sorted, the keyword trimmed, its spaces collapsed, lower case). Null for an empty filter or one past
 * the bounds.
 */
export function modelFilterKey(filter: { industries?: readonly string[]; algorithms?: readonly string[]; keyword?: string | undefined }): string | null {
  const codes = (list: readonly string[] | undefined) => [...new Set((list ?? []).map((code) => code.trim().toUpperCase()))].sort();
  const industries = codes(filter.industries);
  const algorithms = codes(filter.algorithms);
  const keyword = (filter.keyword ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  if (industries.length + algorithms.length === 0 && keyword === '') return null;
  if (industries.length > FILTER_CODES_MAX || algorithms.length > FILTER_CODES_MAX || keyword.length > FILTER_KEYWORD_MAX) return null;
  if (![...industries, ...algorithms].every((code) => CODE.test(code))) return null;
  return `i=${industries.join(',')};a=${algorithms.join(',')};k=${keyword}`;
}

/** The filter a key names, when the key is one `modelFilterKey` writes; null otherwise. */
export function parseModelFilterKey(key: string): ModelFilter | null {
  const parts = /^i=([A-Z0-9_,]*);a=([A-Z0-9_,]*);k=(.*)$/s.exec(key);
  if (!parts) return null;
  const list = (text: string | undefined) => (text ? text.split(',') : []);
  const filter = { industries: list(parts[1]), algorithms: list(parts[2]), keyword: parts[3] ?? '' };
  return modelFilterKey(filter) === key ? filter : null;
}

/** Whether a key names a product's channel. */
export const isChannelKey = (key: string): boolean => (videoProducts as readonly string[]).includes(key);

export const watchLevels = ['WATCHING', 'TRACKING', 'MUTED'] as const;
export type WatchLevel = (typeof watchLevels)[number];

/** The page size of My Page's list of what a member watches. */
export const WATCH_PAGE_SIZE = 20;

/** A tag as a watch names it: trimmed, lower case (the boards' tags are at most 30 characters). */
export const watchTagKey = (tag: string): string => tag.normalize('NFKC').trim().toLowerCase();

const target = v.picklist(watchTargets, 'watch.targetInvalid');
/** The key of what is watched: a board's, post's or item's id in digits, a tag's text, a channel's product or a filter's key. */
const key = v.pipe(v.string('watch.keyInvalid'), v.trim(), v.nonEmpty('watch.keyInvalid'), v.maxLength(WATCH_KEY_MAX, 'watch.keyInvalid'));

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
  label: v.pipe(
    v.string(),
    v.description("The board's name in the reader's language, the post's or item's title, the tag, the channel's product, or the filter in words"),
  ),
  /** The site path (without the language prefix) of what is watched; empty for a tag, or for an item gone or out of reach. */
  path: v.string(),
  createdAt: v.string(),
});
export type WatchItemView = v.InferOutput<typeof watchItemView>;
export const watchPage = pageSchema(watchItemView);
