// The console's notices (ADMIN only, core/auth/calls.ts): the list, one notice, register, edit, delete.
// Every write is recorded in the admin access history and forgets the visitors' notices (db/queries/notice.ts).
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema, pageSchema, recordIdParam } from '#core/schemas/common.ts';
import { noticeAdminItem, noticeAdminQuery, noticeCreate, noticeUpdate } from '#core/schemas/notice.ts';
import { createNotice, deleteNotice, findNotice, noticeAdminItem as itemOf, listNoticesAdmin, updateNotice } from '#db/queries/notice.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const SCREEN = '/admin/notice';
const tags = ['Console notices'];
const itemResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(noticeAdminItem)) } } });
const notFound = { 404: { description: 'No notice has this id' } };
const refused = { 422: { description: 'A field is missing or too long; the message says which, in the language of Accept-Language' } };

const noticeOr404 = async (c: { var: AppEnv['Variables'] }, id: number) => {
  const row = await findNotice(c.var.deps.db, id);
  if (!row) throw new ApiError(404, 'notice.notFound');
  return row;
};

export const noticeAdminRoutes = new Hono<AppEnv>()
  .get(
    '/admin/notice',
    describeRoute({
      tags,
      summary: 'Every notice, in use or not, newest first',
      responses: {
        200: { description: 'A page of notices', content: { 'application/json': { schema: resolver(envelopeSchema(pageSchema(noticeAdminItem))) } } },
      },
    }),
    validate('query', noticeAdminQuery),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listNoticesAdmin(c.var.deps.db, query);
      await recordAdminView(c, SCREEN, `page=${query.page}`);
      return ok(c, page);
    },
  )
  .get(
    '/admin/notice/:id',
    describeRoute({ tags, summary: 'One notice to edit', responses: { 200: itemResponse('The notice'), ...notFound } }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await noticeOr404(c, id);
      await recordAdminView(c, SCREEN, `#${id}`);
      return ok(c, itemOf(row));
    },
  )
  .post(
    '/admin/notice',
    describeRoute({ tags, summary: 'Registers a notice in Korean and English', responses: { 201: itemResponse('The notice'), ...refused } }),
    validate('json', noticeCreate),
    async (c) => {
      const input = c.req.valid('json');
      const { db, now } = c.var.deps;
      const id = await createNotice(db, input, requireAuth(c).user.username, now());
      await recordAdminUpdate(c, SCREEN, `created #${id} ${input.titleKr}`);
      return ok(c, itemOf(await noticeOr404(c, id)), 'notice.created', 201);
    },
  )
  .put(
    '/admin/notice/:id',
    describeRoute({ tags, summary: 'Saves a notice', responses: { 200: itemResponse('The notice'), ...notFound, ...refused } }),
    validate('param', recordIdParam),
    validate('json', noticeUpdate),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const { db, now } = c.var.deps;
      if (!(await updateNotice(db, id, input, now()))) throw new ApiError(404, 'notice.notFound');
      await recordAdminUpdate(c, SCREEN, `updated #${id} ${input.titleKr}${input.inUse ? '' : ' (not in use)'}`);
      return ok(c, itemOf(await noticeOr404(c, id)), 'notice.updated');
    },
  )
  .delete(
    '/admin/notice/:id',
    describeRoute({ tags, summary: 'Deletes a notice', responses: { 200: { description: 'Deleted' }, ...notFound } }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await noticeOr404(c, id);
      await deleteNotice(c.var.deps.db, id);
      await recordAdminUpdate(c, SCREEN, `deleted #${id} ${row.titleKr}`);
      return ok(c, { id }, 'notice.deleted');
    },
  );
