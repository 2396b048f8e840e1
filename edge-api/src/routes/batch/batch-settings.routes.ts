// The batch settings of the console (admin spec §2: /admin/batch-process-inactive and
// /admin/batch-process-notification; §3 batch work and admin batch; §7.1). Every read is a view and
// every change an update in the admin access history; the jobs read the settings at their next run.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { adminPasswordExpiresAt } from '#core/auth/admin-password-expiry.ts';
import { adminBatchBody, batchWorkBody, type AdminNoticeConfig } from '#core/schemas/batch.ts';
import { recordIdParam } from '#core/schemas/common.ts';
import { findBatchWorkById, getAdminBatch, saveAdminBatch, saveBatchWork } from '#db/queries/batch-setting.ts';
import { getPasswordCycle } from '#db/queries/password-cycle.ts';
import { describeFilters, recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const tags = ['Console batches'];
const dormancyScreen = '/admin/batch-process-inactive';
const noticeScreen = '/admin/batch-process-notification';
const screenOf = (type: string) => (type === 'DORMANCY' ? dormancyScreen : noticeScreen);

export const batchSettingsRoutes = new Hono<AppEnv>()
  .get(
    '/admin/getbatchwork/:id',
    describeRoute({
      tags,
      summary: 'One user batch: 1 dormancy, 2 dormancy notice, 3 password notice, 4 marketing consent notice (periods in days)',
      responses: { 200: { description: '`{ id, type, designatedPeriod, enable, matureDate, maximum, updatedAt }`' }, 404: { description: 'No such batch' } },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const work = await findBatchWorkById(c.var.deps.db, c.req.valid('param').id);
      if (!work) throw new ApiError(404, 'api.noData');
      await recordAdminView(c, screenOf(work.type), `batch ${work.type}`);
      return ok(c, work);
    },
  )
  .post(
    '/admin/batchwork',
    describeRoute({
      tags,
      summary: 'Sets the user batch of `type`; it holds from the next run',
      responses: { 200: { description: 'The batch as saved' }, 422: { description: 'A field is out of its range' } },
    }),
    validate('json', batchWorkBody),
    async (c) => {
      const body = c.req.valid('json');
      const saved = await saveBatchWork(c.var.deps.db, body, c.var.deps.now().toISOString());
      await recordAdminUpdate(
        c,
        screenOf(body.type),
        `batch ${body.type}: ${describeFilters({ ...body, enable: String(body.enable), matureDate: body.matureDate ?? '', type: undefined })}`,
      );
      return ok(c, saved, 'batch.saved');
    },
  )
  .get(
    '/admin/admin-batch',
    describeRoute({
      tags,
      summary: 'The admin batch: days an admin may stay idle before being locked, at most how many a run, days a password lasts',
      responses: { 200: { description: '`{ id, adminInactiveTimePeriod, maximum, adminPasswordUpdatePeriod, updatedAt }`' } },
    }),
    async (c) => {
      const batch = await getAdminBatch(c.var.deps.db);
      await recordAdminView(c, dormancyScreen, 'admin batch');
      return ok(c, batch);
    },
  )
  .put(
    '/admin/admin-batch',
    describeRoute({
      tags,
      summary: 'Sets the admin batch; the password period holds from the next admin sign-in',
      responses: { 200: { description: 'The admin batch as saved' }, 422: { description: 'A field is out of its range' } },
    }),
    validate('json', adminBatchBody),
    async (c) => {
      const body = c.req.valid('json');
      const saved = await saveAdminBatch(c.var.deps.db, body, c.var.deps.now().toISOString());
      await recordAdminUpdate(c, dormancyScreen, `admin batch: ${describeFilters(body)}`);
      return ok(c, saved, 'batch.saved');
    },
  )
  .get(
    '/admin/config_notice_for_admin_role',
    describeRoute({
      tags,
      summary:
        "The password notice of the signed-in admin: when the password expires under the admin batch's period, and whether the password cycle's notice period has begun",
      responses: { 200: { description: '`{ adminPasswordUpdatePeriod, passwordExpiresAt, daysLeft, notice }`' } },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const { db } = c.var.deps;
      const [batch, cycle] = await Promise.all([getAdminBatch(db), getPasswordCycle(db)]);
      const now = c.var.deps.now();
      const expiresAt = adminPasswordExpiresAt(user, batch.adminPasswordUpdatePeriod);
      const daysLeft = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 86_400_000));
      const answer: AdminNoticeConfig = {
        adminPasswordUpdatePeriod: batch.adminPasswordUpdatePeriod,
        passwordExpiresAt: expiresAt.toISOString(),
        daysLeft,
        notice: daysLeft <= cycle.noticePeriod,
      };
      return ok(c, answer);
    },
  );
