// The console's second factors (issue 34, console screen /admin/second-factor): the ADMIN setting that console
// accounts need an authenticator code or a passkey, the console accounts with their strong factors, and an ADMIN's
// reset of another console account's second factor (never their own: they turn it off with their password). Every
// read is a view and every change an update in the admin access history; a reset is also announced to its owner.
import { Hono } from 'hono';
import { recordIdParam } from '#core/schemas/common.ts';
import { secondFactorPolicyBody, type ConsoleFactorAccount, type SecondFactorPolicy } from '#core/schemas/second-factor.ts';
import { findAccountById } from '#db/queries/account.ts';
import { getSecondFactorPolicy, listConsoleAccountsWithTotp, saveSecondFactorPolicy } from '#db/queries/second-factor.ts';
import { deleteUserSessions } from '#db/queries/session.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { resetSecondFactors, strongFactorsOf } from '../../lib/second-factor/factors.ts';
import { recordSecurityChange } from '../../lib/security-change.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Console second factors');

/** The console screen these calls serve, as the admin access history names it. */
export const SECOND_FACTOR_SCREEN = '/admin/second-factor';

export const consoleSecondFactorRoutes = new Hono<AppEnv>()
  .get('/admin/second-factor-policy', doc("The console's second-factor policy", { 200: '`{ consoleStrongFactorRequired, updatedAt }`' }), async (c) => {
    const policy: SecondFactorPolicy = await getSecondFactorPolicy(c.var.deps.db);
    await recordAdminView(c, SECOND_FACTOR_SCREEN, 'second-factor policy');
    return ok(c, policy);
  })
  .put(
    '/admin/second-factor-policy',
    doc("Sets the console's second-factor policy; it holds from each console account's next sign-in", { 200: 'The policy as saved' }),
    validate('json', secondFactorPolicyBody),
    async (c) => {
      const { consoleStrongFactorRequired } = c.req.valid('json');
      const saved: SecondFactorPolicy = await saveSecondFactorPolicy(c.var.deps.db, consoleStrongFactorRequired, c.var.deps.now().toISOString());
      await recordAdminUpdate(c, SECOND_FACTOR_SCREEN, `second-factor policy: consoleStrongFactorRequired=${String(consoleStrongFactorRequired)}`);
      return ok(c, saved, 'secondFactor.policySaved');
    },
  )
  .get(
    '/admin/second-factor/accounts',
    doc('The console accounts with their strong second factors (addresses and names masked)', { 200: '`{ items }`' }),
    async (c) => {
      const { user } = requireAuth(c);
      const { db } = c.var.deps;
      const rows = await listConsoleAccountsWithTotp(db);
      const items: ConsoleFactorAccount[] = await Promise.all(
        rows.map(async (row) => ({ ...row, factors: await strongFactorsOf(db, row.id, 'ADMIN'), self: row.id === user.id })),
      );
      await recordAdminView(c, SECOND_FACTOR_SCREEN, 'console accounts');
      return ok(c, { items });
    },
  )
  .delete(
    '/admin/second-factor/accounts/:id',
    doc(
      "Resets another console account's second factor: its authenticator app (and every other strong factor) and recovery codes go, and its console sessions end",
      {
        200: 'Reset: the account signs in with the mailed code, or enrols again where the policy asks',
        403: 'An ADMIN resetting their own second factor',
        404: 'No console account with this id',
        409: 'The account has no second factor to reset',
      },
    ),
    validate('param', recordIdParam),
    async (c) => {
      const { user } = requireAuth(c);
      const { id } = c.req.valid('param');
      const { db } = c.var.deps;
      if (id === user.id) throw new ApiError(403, 'secondFactor.resetOwn');
      const target = await findAccountById(db, id);
      if (!target || target.role !== 'ADMIN') throw new ApiError(404, 'api.noData');
      if (!(await resetSecondFactors(db, id, c.var.deps.now().toISOString()))) throw new ApiError(409, 'secondFactor.nothingToReset');
      // whoever holds the lost device may hold a session it opened: the owner signs in again
      await deleteUserSessions(db, id, 'ADMIN');
      await recordAdminUpdate(c, SECOND_FACTOR_SCREEN, `second factor reset: account ${id}`);
      await recordSecurityChange(c, target, 'ADMIN', 'secondFactorReset');
      return ok(c, null, 'secondFactor.resetDone');
    },
  );
