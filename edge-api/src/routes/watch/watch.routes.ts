// Watching (issue 32, core/schemas/watch.ts, decisions 042 and 047): a member reads and sets how much they hear
// of a board, a post, a tag, a catalogue item, a video channel or a filter of the pre-built models, and lists
// their choices on My Page. Only what the member may see can be watched: a board or post of a restricted board
// they are not listed on, or an item deleted, answers as one that does not exist, so the call tells nothing
// about it. Telling the watchers happens elsewhere (db/queries/watch-fan-out.ts).
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { MessageKey } from '#core/i18n/translate.ts';
import { envelopeSchema, parseRecordId } from '#core/schemas/common.ts';
import {
  isChannelKey,
  isWatchableKind,
  parseModelFilterKey,
  watchLevelQuery,
  watchLevelView,
  watchListQuery,
  watchPage,
  watchSaveBody,
  watchTagKey,
  type WatchLevelView,
  type WatchSave,
  type WatchTarget,
} from '#core/schemas/watch.ts';
import { listAlgorithms, listIndustries } from '#db/queries/catalogue.ts';
import type { ForumReader } from '#db/queries/forum-visibility.ts';
import { getBoard, getPostOwner, listBoards } from '#db/queries/forum.ts';
import { canWatchItem, chosenWatchLevel, listWatches, saveWatchLevel } from '#db/queries/watch.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { readerOfAuth } from '../../lib/reader.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { watchItemsOf } from './watch-labels.ts';

const tags = ['Watching'];
const signedOut = { 401: { description: 'No member session: sign in first' } };

/** What a key names, when the member may see it: its stored key, and for a post its writer. */
type Watched = { key: string; writerId: number | null };

/** The thing a target and key name, as the member may see it now; a 404 otherwise. */
async function watchedOf(c: Context<AppEnv>, target: WatchTarget, key: string): Promise<Watched> {
  const { db } = c.var.deps;
  const reader = readerOfAuth(requireAuth(c)) as NonNullable<ForumReader>;
  if (target === 'CHANNEL') {
    if (!isChannelKey(key)) throw new ApiError(404, 'watch.channelUnknown');
    return { key, writerId: null };
  }
  if (target === 'MODEL_FILTER') return { key: await filterKeyOf(c, key), writerId: null };
  if (isWatchableKind(target)) {
    const id = parseRecordId(key);
    if (id === null || !(await canWatchItem(db, reader, target, id))) throw new ApiError(404, 'watch.itemUnknown');
    return { key: String(id), writerId: null };
  }
  if (target === 'TAG') {
    const tag = watchTagKey(key);
    const boards = await listBoards(db, reader);
    if (!boards.some((board) => board.tags.some((each) => watchTagKey(each) === tag))) throw new ApiError(404, 'watch.tagUnknown');
    return { key: tag, writerId: null };
  }
  const id = parseRecordId(key);
  if (target === 'BOARD') {
    if (id === null || !(await getBoard(db, reader, id))) throw new ApiError(404, 'watch.boardUnknown');
    return { key: String(id), writerId: null };
  }
  const post = id === null ? null : await getPostOwner(db, reader, id);
  if (!post) throw new ApiError(404, 'watch.postUnknown');
  return { key: String(id), writerId: post.writerId };
}

/** A filter's key as `modelFilterKey` writes it, naming only codes of the catalogues; a 422 otherwise. */
async function filterKeyOf(c: Context<AppEnv>, key: string): Promise<string> {
  const filter = parseModelFilterKey(key);
  if (!filter) throw new ApiError(422, 'watch.filterInvalid');
  const { db } = c.var.deps;
  const [industries, algorithms] = await Promise.all([listIndustries(db), listAlgorithms(db)]);
  const known = (codes: string[], items: { code: string }[]) => codes.every((code) => items.some((item) => item.code === code));
  if (!known(filter.industries, industries) || !known(filter.algorithms, algorithms)) throw new ApiError(422, 'watch.filterInvalid');
  return key;
}

/** The member's level: their choice, else WATCHING for a post of their own. */
async function levelView(c: Context<AppEnv>, target: WatchTarget, watched: Watched): Promise<WatchLevelView> {
  const accountId = requireAuth(c).user.id;
  const chosen = await chosenWatchLevel(c.var.deps.db, accountId, target, watched.key);
  const own = target === 'POST' && watched.writerId === accountId;
  return { target, key: watched.key, level: chosen ?? (own ? 'WATCHING' : null), chosen: chosen !== null };
}

const levelAnswer = { 200: { description: 'The level', content: { 'application/json': { schema: resolver(envelopeSchema(watchLevelView)) } } } };
const unknown = { 404: { description: 'No board, post, tag, item or channel the member may see by that key' } };
/** The message of a saved level: the forum's say what the forum tells; the catalogue's, what is new or updated. */
const savedMessage = (target: WatchTarget, level: WatchSave['level']): MessageKey =>
  level === 'NONE'
    ? 'watch.cleared'
    : target === 'BOARD' || target === 'POST' || target === 'TAG'
      ? (`watch.saved.${level}` as const)
      : (`watch.saved.catalogue.${level}` as const);

export const watchRoutes = new Hono<AppEnv>()
  .get(
    '/member/watches/level',
    describeRoute({
      tags,
      summary: "The signed-in member's level for one board, post, tag, catalogue item, channel or model filter",
      responses: { ...levelAnswer, ...signedOut, ...unknown },
    }),
    validate('query', watchLevelQuery),
    async (c) => {
      const { target, key } = c.req.valid('query');
      c.header('cache-control', 'private, no-store');
      return ok(c, await levelView(c, target, await watchedOf(c, target, key)));
    },
  )
  .put(
    '/member/watches',
    describeRoute({
      tags,
      summary: 'Sets the level for one board, post, tag, catalogue item, channel or model filter (NONE: back to the default); answers the level now',
      responses: { ...levelAnswer, ...signedOut, ...unknown, 422: { description: 'An unknown target or level, or a filter that cannot be watched' } },
    }),
    validate('json', watchSaveBody),
    async (c) => {
      const save = c.req.valid('json');
      const watched = await watchedOf(c, save.target, save.key);
      await saveWatchLevel(c.var.deps.db, requireAuth(c).user.id, { ...save, key: watched.key }, c.var.deps.now());
      return ok(c, await levelView(c, save.target, watched), savedMessage(save.target, save.level));
    },
  )
  .get(
    '/member/watches',
    describeRoute({
      tags,
      summary: 'What the signed-in member watches, tracks or muted, newest first, named in the caller’s language',
      responses: { 200: { description: 'A page of watches', content: { 'application/json': { schema: resolver(envelopeSchema(watchPage)) } } }, ...signedOut },
    }),
    validate('query', watchListQuery),
    async (c) => {
      const { db } = c.var.deps;
      const page = await listWatches(db, readerOfAuth(requireAuth(c)) as NonNullable<ForumReader>, c.req.valid('query'));
      const items = await watchItemsOf(db, c.var.t, c.var.lang, page.items);
      c.header('cache-control', 'private, no-store');
      return ok(c, { ...page, items });
    },
  );
