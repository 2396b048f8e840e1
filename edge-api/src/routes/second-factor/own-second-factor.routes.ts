// An account's own authenticator app and recovery codes (issue 34): on My Page's security page (the member
// session, behind the password again like the rest of My Page's personal screens) and in the console's "My
// security" (the admin session, also open to a session that may only enrol). The same account has one app for
// both. Enrolment shows a new secret (QR code and text), which only its first code makes active; ten recovery
// codes are shown once then and at each renewal; turning the app off asks for the password. Every change is
// recorded and mailed to the owner.
import { Hono, type Context } from 'hono';
import { TOTP_ENROLMENT_TTL_MS } from '#core/auth/second-factors.ts';
import { secondFactorOffSchema, totpConfirmSchema, type RecoveryCodeList, type SecondFactorState, type TotpEnrolment } from '#core/schemas/second-factor.ts';
import {
  confirmPendingTotp,
  countUnusedRecoveryCodes,
  deleteTotp,
  findTotpFactor,
  getSecondFactorPolicy,
  replaceRecoveryCodes,
  savePendingTotp,
} from '#db/queries/second-factor.ts';
import { updateSession, type SessionKind } from '#db/queries/session.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { requireReauth } from '../../lib/reauth.ts';
import { activeSecondFactors, dropRecoveryCodesWithoutFactor, strongFactorsOf, twoStepFactorsOf } from '../../lib/second-factor/factors.ts';
import { SECOND_FACTOR_ACTION } from '../../lib/second-factor/proof.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../../lib/second-factor/recovery-codes.ts';
import { openSecret, sealSecret } from '../../lib/second-factor/secret-box.ts';
import { checkCode, newTotpSecret, otpauthUri, qrCodeDataUrl, typedSecret } from '../../lib/second-factor/totp.ts';
import { recordSecurityChange } from '../../lib/security-change.ts';
import { attemptLimit } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Second factors');

/** The signed-in account: a member's behind the password again (My Page), an admin's as signed in. */
const ownerOf = (c: Context<AppEnv>, kind: SessionKind) => (kind === 'MEMBER' ? requireReauth(c) : requireAuth(c));

/** New recovery codes for the account, stored hashed; the codes themselves, to show once. */
async function renewRecoveryCodes(c: Context<AppEnv>, userId: number): Promise<RecoveryCodeList> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => recoveryCodeHash(userId, code)));
  await replaceRecoveryCodes(c.var.deps.db, userId, hashes, c.var.deps.now().toISOString());
  return { codes };
}

/** Whether the console's policy wants a strong factor of every console account. */
const policyOn = async (c: Context<AppEnv>) => (await getSecondFactorPolicy(c.var.deps.db)).consoleStrongFactorRequired;

/** The routes of an account's own second factor under `base` for the `kind` of session. */
function ownSecondFactorRoutes(kind: SessionKind, base: string) {
  const where = kind === 'MEMBER' ? "My Page's security page (the password re-entered)" : 'the console\'s "My security"';
  return new Hono<AppEnv>()
    .get(base, doc(`The account's second factors, on ${where}`, { 200: 'SecondFactorState', 403: 'The password was not re-entered (My Page)' }), async (c) => {
      const { user } = ownerOf(c, kind);
      const { db } = c.var.deps;
      const row = await findTotpFactor(db, user.id);
      const state: SecondFactorState = {
        factors: await activeSecondFactors(db, user.id, kind),
        totpEnrolledAt: row?.secret ? row.confirmedAt : null,
        recoveryCodesLeft: await countUnusedRecoveryCodes(db, user.id),
        strongFactorRequired: kind === 'ADMIN' && (await policyOn(c)),
      };
      return ok(c, state);
    })
    .post(
      `${base}/totp`,
      doc('Starts the enrolment of an authenticator app: a new secret as a QR code and as text, active only once its first code confirms it', {
        200: 'TotpEnrolment (shown this once)',
        409: 'An authenticator app is on already: turn it off first',
      }),
      async (c) => {
        const { user } = ownerOf(c, kind);
        const { db } = c.var.deps;
        const now = c.var.deps.now();
        if ((await findTotpFactor(db, user.id))?.secret) throw new ApiError(409, 'secondFactor.alreadyOn');
        const secret = newTotpSecret();
        const expiresAt = new Date(now.getTime() + TOTP_ENROLMENT_TTL_MS).toISOString();
        await savePendingTotp(db, user.id, await sealSecret(c.var.deps, user.id, secret), expiresAt, now.toISOString());
        const uri = otpauthUri(secret, user.username);
        const enrolment: TotpEnrolment = { secret: typedSecret(secret), otpauthUri: uri, qrCode: qrCodeDataUrl(uri), expiresAt };
        return ok(c, enrolment, 'secondFactor.scanNow');
      },
    )
    .put(
      `${base}/totp`,
      doc("Confirms the enrolment with the app's first code: the app is on, and ten recovery codes are answered this once", {
        200: 'RecoveryCodeList',
        400: 'No enrolment waits (never started, expired, or confirmed already), or the code is wrong',
        429: 'Too many wrong codes from this address or browser',
      }),
      validate('json', totpConfirmSchema),
      async (c) => {
        const { user, session } = ownerOf(c, kind);
        const { db } = c.var.deps;
        const now = c.var.deps.now();
        const row = await findTotpFactor(db, user.id);
        if (!row?.pendingSecret || !row.pendingExpiresAt || row.pendingExpiresAt <= now.toISOString()) throw new ApiError(400, 'secondFactor.noEnrolment');
        const limit = await attemptLimit(c, SECOND_FACTOR_ACTION, user.id);
        await limit.check();
        const found = checkCode(await openSecret(c.var.deps, user.id, row.pendingSecret), c.req.valid('json').code, now);
        if (!found || 'outOfTime' in found) {
          await limit.count();
          throw new ApiError(400, found ? 'secondFactor.codeOutOfTime' : 'secondFactor.enrolCodeWrong');
        }
        if (!(await confirmPendingTotp(db, user.id, row.pendingSecret, found.step, now.toISOString()))) throw new ApiError(400, 'secondFactor.noEnrolment');
        const codes = await renewRecoveryCodes(c, user.id);
        await recordSecurityChange(c, user, kind, 'totpAdded');
        // a console session that could only enrol opens the console now (issue 34)
        if (session.enrolSecondFactor) await updateSession(db, session.id, { enrolSecondFactor: false });
        return ok(c, codes, 'secondFactor.enabled');
      },
    )
    .delete(
      `${base}/totp`,
      doc('Turns the authenticator app off, with the password; the recovery codes go too when no other second factor is left', {
        200: 'Off',
        400: 'Wrong password',
        404: 'No authenticator app is on',
        409: "The console's policy needs this console account's only strong factor",
        429: 'Too many wrong passwords from this address or browser',
      }),
      validate('json', secondFactorOffSchema),
      async (c) => {
        const { user } = ownerOf(c, kind);
        const { db } = c.var.deps;
        const now = c.var.deps.now().toISOString();
        const limit = await attemptLimit(c, SECOND_FACTOR_ACTION, user.id);
        await limit.check();
        if (!(await c.var.deps.passwords.verify(c.req.valid('json').password, user.passwordHash)).ok) {
          await limit.count();
          throw new ApiError(400, 'auth.passwordWrong');
        }
        if (!(await strongFactorsOf(db, user.id, kind)).includes('TOTP')) throw new ApiError(404, 'secondFactor.notOn');
        // a console account would be left without the strong factor the policy asks of it (a console passkey is one)
        if (user.role === 'ADMIN' && (await strongFactorsOf(db, user.id, 'ADMIN')).length === 1 && (await policyOn(c))) {
          throw new ApiError(409, 'secondFactor.policyNeedsIt');
        }
        await deleteTotp(db, user.id, { recoveryCodes: false });
        await dropRecoveryCodesWithoutFactor(db, user.id, now);
        await recordSecurityChange(c, user, kind, 'totpRemoved');
        return ok(c, null, 'secondFactor.disabled');
      },
    )
    .post(
      `${base}/recovery-codes`,
      doc('Makes ten new recovery codes (the old ones stop working), answered this once', { 200: 'RecoveryCodeList', 409: 'No second factor is on' }),
      async (c) => {
        const { user } = ownerOf(c, kind);
        if ((await twoStepFactorsOf(c.var.deps.db, user.id, kind)).length === 0) throw new ApiError(409, 'secondFactor.notOn');
        const codes = await renewRecoveryCodes(c, user.id);
        await recordSecurityChange(c, user, kind, 'recoveryCodesRenewed');
        return ok(c, codes, 'secondFactor.codesRenewed');
      },
    );
}

export const memberSecondFactorRoutes = ownSecondFactorRoutes('MEMBER', '/member/second-factor');
export const adminSecondFactorRoutes = ownSecondFactorRoutes('ADMIN', '/admin/my-second-factor');
