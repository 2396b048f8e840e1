// The console's notices (ADMIN only, core/auth/calls.ts): the list, one notice, register, edit, delete,
// and the upload of a notice's one file. Every write is recorded in the admin access history and forgets
// the visitors' notices (db/queries/notice.ts).
//
// A notice's file goes through the attachment pipeline (upload code NOTICE: extensions, size, content
// bytes, pending bounds) by a call of its own, like the banner image: a notice is no kind of member
// content (no views, no owner to transfer, one file, not a list), so it is not in core/content-kinds.ts
// and its save names the file by stored path (attachmentPath) rather than by an attachment list.
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { envelopeSchema, pageSchema, recordIdParam } from '#core/schemas/common.ts';
import { noticeAdminItem, noticeAdminQuery, noticeCreate, noticeFileUpload, noticeUpdate, type NoticeCreate } from '#core/schemas/notice.ts';
import {
  createNotice,
  deleteNotice,
  findNotice,
  noticeAdminItem as itemOf,
  listNoticesAdmin,
  noticeFileFor,
  updateNotice,
  type NoticeFields,
} from '#db/queries/notice.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { uploadUnderCode } from '../attachment/attachment.routes.ts';

const SCREEN = '/admin/notice';
const tags = ['Console notices'];
const itemResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(noticeAdminItem)) } } });
const notFound = { 404: { description: 'No notice has this id' } };
const refused = {
  422: { description: 'A field is missing or too long, or the file is not one to attach; the message says which, in the language of Accept-Language' },
};

const noticeOr404 = async (c: { var: AppEnv['Variables'] }, id: number) => {
  const row = await findNotice(c.var.deps.db, id);
  if (!row) throw new ApiError(404, 'notice.notFound');
  return row;
};

/** The fields and the file a save asks for: the file by attachment id, resolved from the path it sent. */
async function fileOf(c: Context<AppEnv>, input: NoticeCreate, noticeId: number | null): Promise<{ fields: NoticeFields; fileId: number | null }> {
  const { attachmentPath, ...fields } = input;
  if (attachmentPath === null) return { fields, fileId: null };
  // the notice's own file, or this admin's fresh NOTICE upload: never a path typed or taken from elsewhere
  const fileId = await noticeFileFor(c.var.deps.db, attachmentPath, noticeId, requireAuth(c).user.id);
  if (fileId === undefined) throw new ApiError(422, 'notice.fileNotFound');
  return { fields, fileId };
}

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
  .post(
    '/admin/notice/upload-file',
    describeRoute({
      tags,
      summary: "Uploads a notice's file (multipart field `files`, one file)",
      description:
        "Checked like every attachment (upload code NOTICE: extension, size, content bytes, the account's pending uploads). The answer's storedPath goes back as a save's `attachmentPath`; until a save claims it, only its uploader can download it.",
      responses: {
        200: { description: 'The stored file', content: { 'application/json': { schema: resolver(envelopeSchema(v.array(noticeFileUpload))) } } },
        ...refused,
      },
    }),
    async (c) => ok(c, await uploadUnderCode(c, 'NOTICE')),
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
      const { fields, fileId } = await fileOf(c, input, null);
      const id = await createNotice(db, fields, fileId, requireAuth(c).user.username, now());
      await recordAdminUpdate(c, SCREEN, `created #${id} ${input.titleKr}${fileId === null ? '' : ` (file #${fileId})`}`);
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
      const current = await noticeOr404(c, id);
      const { fields, fileId } = await fileOf(c, input, id);
      await updateNotice(db, id, fields, fileId, now());
      const before = current.file?.id ?? null;
      const file = fileId === before ? '' : fileId === null ? ' (file removed)' : ` (file #${fileId})`;
      await recordAdminUpdate(c, SCREEN, `updated #${id} ${input.titleKr}${input.inUse ? '' : ' (not in use)'}${file}`);
      return ok(c, itemOf(await noticeOr404(c, id)), 'notice.updated');
    },
  )
  .delete(
    '/admin/notice/:id',
    describeRoute({ tags, summary: 'Deletes a notice and lets its file go', responses: { 200: { description: 'Deleted' }, ...notFound } }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await noticeOr404(c, id);
      await deleteNotice(c.var.deps.db, id, c.var.deps.now());
      await recordAdminUpdate(c, SCREEN, `deleted #${id} ${row.notice.titleKr}`);
      return ok(c, { id }, 'notice.deleted');
    },
  );
