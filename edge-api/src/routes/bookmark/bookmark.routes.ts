// Bookmarks (issue "Hearing back", core/schemas/bookmark.ts, decision 045): a member keeps, reads and removes
// private bookmarks of forum posts and catalogue items, and lists them on My Page. Only what the member may see
// can be bookmarked (an unknown, deleted, hidden or restricted item answers as one that does not exist), and the
// list leaves out what they can no longer see. Nobody but the member reads their bookmarks: every call names
// the session's account.
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { bookmarkListQuery, bookmarkPage, bookmarkParam, bookmarkState, type BookmarkItemView, type BookmarkTarget } from '#core/schemas/bookmark.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { addBookmark, canBookmark, isBookmarked, listBookmarks, removeBookmark } from '#db/queries/bookmark.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { readerOfAuth } from '../../lib/reader.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const tags = ['Bookmarks'];
const signedOut = { 401: { description: 'No member session: sign in first' } };
const unknown = { 404: { description: 'No item of that kind the member may see by that id' } };
const invalid = { 422: { description: 'A kind that cannot be bookmarked, or an id that is not one' } };
const stateAnswer = {
  200: { description: 'Whether it is bookmarked now', content: { 'application/json': { schema: resolver(envelopeSchema(bookmarkState)) } } },
};

const reader = (c: Context<AppEnv>) => readerOfAuth(requireAuth(c));

/** The item, when the member may see it now; a 404 otherwise. */
async function visibleTarget(c: Context<AppEnv>, target: BookmarkTarget): Promise<BookmarkTarget> {
  if (!(await canBookmark(c.var.deps.db, reader(c), target))) throw new ApiError(404, 'bookmark.itemUnknown');
  return target;
}

export const bookmarkRoutes = new Hono<AppEnv>()
  .get(
    '/member/bookmarks/:kind/:id',
    describeRoute({ tags, summary: 'Whether the signed-in member bookmarked one item', responses: { ...stateAnswer, ...signedOut, ...unknown, ...invalid } }),
    validate('param', bookmarkParam),
    async (c) => {
      const target = await visibleTarget(c, c.req.valid('param'));
      c.header('cache-control', 'private, no-store');
      return ok(c, { ...target, bookmarked: await isBookmarked(c.var.deps.db, requireAuth(c).user.id, target) });
    },
  )
  .put(
    '/member/bookmarks/:kind/:id',
    describeRoute({
      tags,
      summary: 'Bookmarks an item the member may see; one bookmarked already is refused (409) and changes nothing',
      responses: { ...stateAnswer, ...signedOut, ...unknown, ...invalid, 409: { description: 'Bookmarked already' } },
    }),
    validate('param', bookmarkParam),
    async (c) => {
      const target = await visibleTarget(c, c.req.valid('param'));
      if (!(await addBookmark(c.var.deps.db, requireAuth(c).user.id, target, c.var.deps.now()))) throw new ApiError(409, 'bookmark.already');
      return ok(c, { ...target, bookmarked: true }, 'bookmark.added');
    },
  )
  .delete(
    '/member/bookmarks/:kind/:id',
    describeRoute({
      tags,
      summary: 'Removes one of the member’s bookmarks, whether or not they may still see the item',
      responses: { ...stateAnswer, ...signedOut, ...invalid, 404: { description: 'The member has no such bookmark' } },
    }),
    validate('param', bookmarkParam),
    async (c) => {
      const target = c.req.valid('param');
      if (!(await removeBookmark(c.var.deps.db, requireAuth(c).user.id, target))) throw new ApiError(404, 'bookmark.absent');
      return ok(c, { ...target, bookmarked: false }, 'bookmark.removed');
    },
  )
  .get(
    '/member/bookmarks',
    describeRoute({
      tags,
      summary: 'The signed-in member’s bookmarks of items they may still see, newest first, titled in the caller’s language',
      responses: {
        200: { description: 'A page of bookmarks', content: { 'application/json': { schema: resolver(envelopeSchema(bookmarkPage)) } } },
        ...signedOut,
      },
    }),
    validate('query', bookmarkListQuery),
    async (c) => {
      const page = await listBookmarks(c.var.deps.db, reader(c) as NonNullable<ReturnType<typeof reader>>, c.req.valid('query'));
      const items: BookmarkItemView[] = page.items.map((row) => {
        const text = row.document.texts.find((each) => each.lang === c.var.lang) ?? row.document.texts[0];
        return { kind: row.kind, id: row.id, title: text?.title ?? '', path: row.document.path, createdAt: row.createdAt };
      });
      c.header('cache-control', 'private, no-store');
      return ok(c, { ...page, items });
    },
  );
