// The console's System screen (docs/observability.md "The console's System screen"): the build, the
// migration level, the database's size, the last backup, each scheduled job's last run and the outbox's
// backlog, for ADMIN only (core/auth/calls.ts), the same call on Node and in the Worker.
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema } from '#core/schemas/common.ts';
import { systemView } from '#core/schemas/system.ts';
import { recordAdminView } from '../../lib/admin-access.ts';
import { ok } from '../../lib/envelope.ts';
import { readSystem } from '../../lib/system.ts';
import type { AppEnv } from '../../types.ts';

export const systemRoutes = new Hono<AppEnv>().get(
  '/admin/system',
  describeRoute({
    tags: ['Console system'],
    summary:
      'The running build (version, commit), the database’s migration level, kind and size, the last backup, each scheduled job’s next and last run, and the outbox’s backlog',
    responses: { 200: { description: 'What the System screen shows', content: { 'application/json': { schema: resolver(envelopeSchema(systemView)) } } } },
  }),
  async (c) => {
    const view = await readSystem(c.var.deps);
    await recordAdminView(c, '/admin/system', 'system');
    return ok(c, view);
  },
);
