// The second step of a sign-in, member or console (issue 34): an authenticator code, a passkey or a recovery code checked
// against the account of the pending sign-in. A code is taken once (its time step is spent), a step either side of
// now is accepted; every failure is written as LOGIN_FAILED with what failed, counts toward the caller's attempt
// limit (lib/sign-in.ts: the browser's when the account knows it, else the address's) and toward the pending
// sign-in, which ends after SECOND_FACTOR_MAX_TRIES so the password is asked again. A recovery code used is
// recorded and mailed to the owner.
import type { Context } from 'hono';
import { SECOND_FACTOR_MAX_TRIES } from '#core/auth/second-factors.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { SecondFactorProof } from '#core/schemas/second-factor.ts';
import type { AccountRow } from '#db/queries/account.ts';
import type { OneTimeTokenRow } from '#db/queries/one-time-token.ts';
import { findTotpFactor, useRecoveryCode, useTotpStep } from '#db/queries/second-factor.ts';
import type { SessionKind } from '#db/queries/session.ts';
import type { AppEnv } from '../../types.ts';
import { ApiError } from '../api-error.ts';
import { verifyPasskeyAssertion } from '../passkey/passkey-sign-in.ts';
import { PasskeyRefusal } from '../passkey/refusal.ts';
import { countPendingAttempt, endPendingSignIn } from '../pending-sign-in.ts';
import { recordSecurityChange } from '../security-change.ts';
import { attemptLimit, recordSignIn } from '../sign-in.ts';
import { activeSecondFactors } from './factors.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { openSecret } from './secret-box.ts';
import { checkCode } from './totp.ts';

/** The limit of the second factors, apart from the password's (lib/sign-in.ts `attemptLimit`). */
export const SECOND_FACTOR_ACTION = 'second-factor';

/** Why a second factor was refused: the connection history's detail, and the message the reader gets. */
const failures = {
  wrongCode: 'secondFactor.codeWrong',
  codeOutOfTime: 'secondFactor.codeOutOfTime',
  replayedCode: 'secondFactor.codeUsed',
  wrongRecoveryCode: 'secondFactor.recoveryCodeWrong',
  usedRecoveryCode: 'secondFactor.recoveryCodeUsed',
} as const satisfies Record<string, MessageKey>;

/** How the sign-in was proven, in the connection history's LOGIN row. */
const provenBy = { TOTP: 'totp', PASSKEY: 'passkeySecondFactor', RECOVERY_CODE: 'recoveryCode' } as const;

/**
 * Checks `proof` for the pending sign-in of `account`; answers the detail of the LOGIN row to write, or throws the
 * refusal (400 with what to do, 429 past the attempt limit, 401 once the pending sign-in has ended).
 */
export async function checkSecondFactor(
  c: Context<AppEnv>,
  kind: SessionKind,
  pending: OneTimeTokenRow,
  account: AccountRow,
  proof: SecondFactorProof,
): Promise<string> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const limit = await attemptLimit(c, SECOND_FACTOR_ACTION, account.id);
  await limit.check();
  /** One wrong try of the pending sign-in: past the last, it ends and the password is asked again. */
  const spendTry = async () => {
    await countPendingAttempt(c, pending.id);
    if (pending.attempts + 1 >= SECOND_FACTOR_MAX_TRIES) {
      await endPendingSignIn(c, kind, account.id);
      throw new ApiError(401, 'secondFactor.tooManyWrong', { max: SECOND_FACTOR_MAX_TRIES });
    }
  };
  const refuse = async (why: keyof typeof failures): Promise<never> => {
    await limit.count();
    await recordSignIn(c, kind, account.username, account.id, 'LOGIN_FAILED', why);
    await spendTry();
    throw new ApiError(400, failures[why], { left: SECOND_FACTOR_MAX_TRIES - pending.attempts - 1 });
  };
  if (!(await activeSecondFactors(db, account.id, kind)).includes(proof.method)) throw new ApiError(400, 'secondFactor.notOffered');
  if (proof.method === 'TOTP') {
    const row = await findTotpFactor(db, account.id);
    // a secret this runtime cannot open (SECOND_FACTOR_SECRET changed since) is refused like a wrong code: the recovery
    // codes, the mailed link or an ADMIN's reset remain
    const secret = row?.secret ? await openSecret(c.var.deps, account.id, row.secret).catch(() => null) : null;
    const found = secret ? checkCode(secret, proof.code, now) : null;
    if (!found) return refuse('wrongCode');
    if ('outOfTime' in found) return refuse('codeOutOfTime');
    // one statement spends the step: a code seen twice, or two requests with one code, let one sign-in through
    if (!(await useTotpStep(db, account.id, found.step, now.toISOString()))) return refuse('replayedCode');
  } else if (proof.method === 'PASSKEY') {
    try {
      await verifyPasskeyAssertion(c, { userId: account.id, kind, pending: String(pending.id), response: proof.response });
    } catch (error) {
      // written in the connection history and counted by the passkey's own check; the pending sign-in counts it too
      if (error instanceof PasskeyRefusal) await spendTry();
      throw error;
    }
  } else {
    const spent = await useRecoveryCode(db, account.id, await recoveryCodeHash(account.id, proof.code), now.toISOString());
    if (spent === 'unknown') return refuse('wrongRecoveryCode');
    if (spent === 'spent') return refuse('usedRecoveryCode');
    await recordSecurityChange(c, account, kind, 'recoveryCodeUsed');
  }
  await limit.forgive();
  return provenBy[proof.method];
}
