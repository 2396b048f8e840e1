// The password-change cycle of the console (admin spec §2 /admin/password-change-cycle; §3, §9: id 1,
// 3 months, a warning 7 days before). The member sign-in reads it each time, so a change holds from
// the next sign-in; sessions already open are left as they are.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { passwordCycleBody } from '#core/schemas/batch.ts';
import { savePasswordCycle } from '#db/queries/batch-setting.ts';
import { getPasswordCycle } from '#db/queries/password-cycle.ts';
import { describeFilters, recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const tags = ['Console batches'];
const screen = '/admin/password-change-cycle';

export const passwordCycleRoutes = new Hono<AppEnv>()
  .get(
    '/admin/notice-password-change-interval',
    describeRoute({
      tags,
      summary: 'The password cycle (id 1): defaultPeriod in months, enable, noticePeriod in days',
      responses: { 200: { description: '`{ id, defaultPeriod, enable, noticePeriod }`' } },
    }),
    async (c) => {
      const cycle = await getPasswordCycle(c.var.deps.db);
      await recordAdminView(c, screen, 'password cycle');
      return ok(c, cycle);
    },
  )
  .put(
    '/admin/notice-password-change-interval',
    describeRoute({
      tags,
      summary: 'Sets the password cycle: 1–24 months, a warning 1–30 days before; it holds from the next sign-in',
      responses: { 200: { description: 'The cycle as saved' }, 422: { description: 'A field is out of its range' } },
    }),
    validate('json', passwordCycleBody),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.var.deps;
      await savePasswordCycle(db, body, c.var.deps.now().toISOString());
      await recordAdminUpdate(c, screen, `password cycle: ${describeFilters({ ...body, enable: String(body.enable) })}`);
      return ok(c, await getPasswordCycle(db), 'passwordCycle.saved');
    },
  );
