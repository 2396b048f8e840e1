// An account's own passkeys, listed, added, renamed and removed (issue 34, decision 053): the same calls on My Page
// (a member session, behind the password re-entry) and in the console (an admin session), each over the passkeys
// of its own scope. Every addition and removal is written in the connection history and mailed to the owner. A
// console passkey is a strong factor of the console's policy (lib/second-factor/factors.ts): adding one ends a
// session that could only enrol, and the policy keeps the last one.
import { Hono, type Context } from 'hono';
import { recordIdParam } from '#core/schemas/common.ts';
import { passkeyRegisterBody, passkeyRenameBody, type PasskeyView } from '#core/schemas/passkey.ts';
import { countPasskeys, deletePasskey, findOwnPasskey, listPasskeys, renamePasskey, type PasskeyRow, type PasskeyScope } from '#db/queries/passkey.ts';
import { getSecondFactorPolicy } from '#db/queries/second-factor.ts';
import { updateSession } from '#db/queries/session.ts';
import { ApiError } from '../../lib/api-error.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { sessionBinding } from '../../lib/passkey/ceremony.ts';
import { registerPasskey, registrationOptionsFor } from '../../lib/passkey/registration.ts';
import { dropRecoveryCodesWithoutFactor, strongFactorsOf } from '../../lib/second-factor/factors.ts';
import { recordSecurityChange } from '../../lib/security-change.ts';
import { countSignInWays } from '../../lib/sign-in-ways.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv, Auth } from '../../types.ts';

const doc = documented('Passkeys');

/** A passkey as its owner sees it: never its key, counter or handle. */
export const passkeyViewOf = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
  multiDevice: row.deviceType === 'multiDevice',
  backedUp: row.backedUp,
});

/**
 * The calls over the passkeys of `scope` at `base` (`/auth/passkey`, `/admin/passkey`): `owner` reads the caller's
 * session and refuses what the scope's screen refuses (My Page's: a password not re-entered).
 */
export function passkeyManagement(scope: PasskeyScope, base: string, owner: (c: Context<AppEnv>) => Auth) {
  const own = async (c: Context<AppEnv>, id: number) => {
    const { user } = owner(c);
    const row = await findOwnPasskey(c.var.deps.db, id, user.id, scope);
    if (!row) throw new ApiError(404, 'passkey.notFound');
    return { user, row };
  };
  return new Hono<AppEnv>()
    .get(base, doc('The caller’s passkeys, oldest first', { 200: 'The passkeys', 403: 'My Page: the password was not re-entered' }), async (c) => {
      const { user } = owner(c);
      return ok(c, (await listPasskeys(c.var.deps.db, user.id, [scope])).map(passkeyViewOf));
    })
    .post(
      `${base}/register-options`,
      doc('The options of a new passkey (a discoverable credential, the user verified), with a challenge bound to this session', {
        200: 'PublicKeyCredentialCreationOptionsJSON',
        403: 'My Page: the password was not re-entered',
        409: 'The account has as many passkeys as it may',
      }),
      async (c) => {
        const { user, session } = owner(c);
        return ok(c, await registrationOptionsFor(c, user, scope, await sessionBinding(session.id)));
      },
    )
    .post(
      `${base}/register`,
      doc('Checks the authenticator’s answer and keeps the passkey under its name; mails the owner', {
        201: 'The new passkey',
        400: 'The answer is refused: the challenge is unknown, used or expired, or the origin, RP ID or user verification is wrong',
        403: 'My Page: the password was not re-entered',
        409: 'The authenticator holds this passkey already, or the account has as many as it may',
        422: 'The name or the answer is malformed',
      }),
      validate('json', passkeyRegisterBody),
      async (c) => {
        const { user, session } = owner(c);
        const row = await registerPasskey(c, user, scope, await sessionBinding(session.id), c.req.valid('json'));
        // a console session that could only enrol a strong factor opens the console now (issue 34)
        if (session.enrolSecondFactor) await updateSession(c.var.deps.db, session.id, { enrolSecondFactor: false });
        return ok(c, passkeyViewOf(row), 'passkey.added', 201);
      },
    )
    .put(
      `${base}/:id`,
      doc('Renames one of the caller’s passkeys', { 200: 'The passkey', 404: 'Not one of the caller’s passkeys', 422: 'The name is malformed' }),
      validate('param', recordIdParam),
      validate('json', passkeyRenameBody),
      async (c) => {
        const { row } = await own(c, c.req.valid('param').id);
        const { name } = c.req.valid('json');
        await renamePasskey(c.var.deps.db, row.id, name);
        return ok(c, passkeyViewOf({ ...row, name }), 'passkey.renamed');
      },
    )
    .delete(
      `${base}/:id`,
      doc('Removes one of the caller’s passkeys: it signs in no more; mails the owner', {
        200: 'Removed',
        404: 'Not one of the caller’s passkeys',
        409: "The console's policy needs this console account's only strong factor, or it is the last way to sign in of an account without a password",
      }),
      validate('param', recordIdParam),
      async (c) => {
        const { user, row } = await own(c, c.req.valid('param').id);
        const { db } = c.var.deps;
        // a console account would be left without the strong factor the console's policy asks of it
        if (scope === 'ADMIN' && (await strongFactorsOf(db, user.id, 'ADMIN')).length === 1 && (await countPasskeys(db, user.id, ['ADMIN'])) === 1) {
          if ((await getSecondFactorPolicy(db)).consoleStrongFactorRequired) throw new ApiError(409, 'secondFactor.policyNeedsIt');
        }
        // an account without a password of its own keeps a way to sign in (lib/sign-in-ways.ts)
        if ((await countSignInWays(db, user)) <= 1) throw new ApiError(409, 'passkey.lastWayToSignIn');
        await deletePasskey(db, row.id);
        await dropRecoveryCodesWithoutFactor(db, user.id, c.var.deps.now().toISOString());
        await recordSecurityChange(c, user, scope, 'passkeyRemoved', row.name);
        return ok(c, null, 'passkey.removed');
      },
    );
}
