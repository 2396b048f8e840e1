import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { boardAuthorView, boardSave, boardView } from '#core/schemas/forum.ts';
import { createBoard, deleteBoard, updateBoard } from '#db/queries/forum-write.ts';
import { getBoard, getBoardForAuthors, listBoards, listBoardsForAuthors } from '#db/queries/forum.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { sessionReader } from '../../lib/reader.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// The forum's boards (bulletin board menus, portal spec §3, §6): readers list the boards they may see;
// ADMIN and CONTENT_MANAGER register and edit them with their access lists (the matrix admits only them
// to /admin/forum-bulletin-menu, from the site's member session or the console's).

const json = <S extends v.GenericSchema>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema: resolver(envelopeSchema(schema)) } },
});

export const forumBoardRoutes = new Hono<AppEnv>()
  .get(
    '/public/forum-bulletin-menu',
    describeRoute({ tags: ['Forum'], summary: 'The boards the caller may see, in their order', responses: { 200: json(v.array(boardView), 'The boards') } }),
    async (c) => ok(c, await listBoards(c.var.deps.db, await sessionReader(c))),
  )
  .get(
    '/public/forum-bulletin-menu/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'One board the caller may see',
      responses: { 200: json(boardView, 'The board'), 404: { description: 'No board the caller may see has this id' } },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const board = await getBoard(c.var.deps.db, await sessionReader(c), c.req.valid('param').id);
      if (!board) throw new ApiError(404, 'forum.boardNotFound');
      return ok(c, board);
    },
  )
  .get(
    '/admin/forum-bulletin-menu',
    describeRoute({
      tags: ['Forum'],
      summary: 'Every board with its access list, for its authors',
      responses: { 200: json(v.array(boardAuthorView), 'The boards') },
    }),
    async (c) => ok(c, await listBoardsForAuthors(c.var.deps.db)),
  )
  .get(
    '/admin/forum-bulletin-menu/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'One board with its access list',
      responses: { 200: json(boardAuthorView, 'The board'), 404: { description: 'No live board' } },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const board = await getBoardForAuthors(c.var.deps.db, c.req.valid('param').id);
      if (!board) throw new ApiError(404, 'forum.boardNotFound');
      return ok(c, board);
    },
  )
  .post(
    '/admin/forum-bulletin-menu',
    describeRoute({
      tags: ['Forum'],
      summary: 'Registers a board: names, category, order, tags and access list (empty: everyone)',
      responses: { 201: json(boardAuthorView, 'The new board'), 422: { description: 'A field breaks a rule; the message says which' } },
    }),
    validate('json', boardSave),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      const id = await createBoard(db, c.req.valid('json'), auth.user.name, now());
      return ok(c, await getBoardForAuthors(db, id), 'forum.boardCreated', 201);
    },
  )
  .put(
    '/admin/forum-bulletin-menu/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'Saves a board and its access list',
      responses: { 200: json(boardAuthorView, 'The saved board'), 404: { description: 'No live board' }, 422: { description: 'A field breaks a rule' } },
    }),
    validate('param', recordIdParam),
    validate('json', boardSave),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      const { id } = c.req.valid('param');
      if (!(await updateBoard(db, id, c.req.valid('json'), auth.user.name, now()))) throw new ApiError(404, 'forum.boardNotFound');
      return ok(c, await getBoardForAuthors(db, id), 'forum.boardUpdated');
    },
  )
  .delete(
    '/admin/forum-bulletin-menu/:id',
    describeRoute({
      tags: ['Forum'],
      summary: 'Deletes a board without posts',
      responses: { 200: { description: 'Deleted' }, 404: { description: 'No live board' }, 409: { description: 'The board still has posts' } },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      const result = await deleteBoard(db, c.req.valid('param').id, auth.user.name, now());
      if (result === 'notFound') throw new ApiError(404, 'forum.boardNotFound');
      if (result === 'hasPosts') throw new ApiError(409, 'forum.boardHasPosts');
      return ok(c, null, 'forum.boardDeleted');
    },
  );
