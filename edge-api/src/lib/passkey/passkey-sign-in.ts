// The uses of a passkey that prove who someone is (issue 34, decision 053): a sign-in by a passkey alone on the
// site or in the console (a passkey with the user's verification is two factors in itself: something held and
// something known or been), and a passkey as the second factor after the password, for the second step of the
// sign-in to call with the pending sign-in it keeps.
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { authCodes } from '#core/auth/codes.ts';
import { SUPPORT_EMAIL } from '#core/auth/limits.ts';
import type { AccountRow } from '#db/queries/account.ts';
import { countPasskeys, scopesFor, type PasskeyScope } from '#db/queries/passkey.ts';
import type { AppEnv } from '../../types.ts';
import { ApiError } from '../api-error.ts';
import { secretCookieName, secretCookieOptions } from '../session.ts';
import { recordSignIn } from '../sign-in.ts';
import { assertionOptionsFor, verifyBoundAssertion, type AssertionResponse } from './assertion.ts';
import { browserBinding, PASSKEY_COOKIE_BASE, pendingBinding } from './ceremony.ts';

/** The options of a sign-in by a passkey alone: no account named, the browser offers the portal's resident passkeys. */
export async function passkeySignInOptions(c: Context<AppEnv>, kind: PasskeyScope) {
  const bindingHash = await browserBinding(c, { create: true });
  if (!bindingHash) throw new Error('a passkey cookie is always made here');
  return assertionOptionsFor(c, { purpose: 'SIGN_IN', kind, bindingHash });
}

/** What an account's state allows after a right passkey, as after a right password (lib/sign-in.ts checkCredentials). */
async function refuseAccountState(c: Context<AppEnv>, kind: PasskeyScope, account: AccountRow): Promise<void> {
  if (kind === 'ADMIN' && account.role !== 'ADMIN') {
    await recordSignIn(c, kind, account.username, account.id, 'LOGIN_FAILED', 'notAdmin');
    throw new ApiError(403, 'admin.accessDeniedRole');
  }
  if (account.status === 'PENDING') {
    await recordSignIn(c, kind, account.username, account.id, 'LOGIN_FAILED', 'notActivated');
    throw new ApiError(403, 'auth.notActivated', {}, authCodes.NOT_ACTIVATED);
  }
  if (account.status === 'DORMANT') {
    await recordSignIn(c, kind, account.username, account.id, 'LOGIN_FAILED', 'dormant');
    throw new ApiError(403, 'auth.dormant', { email: SUPPORT_EMAIL }, authCodes.DORMANT);
  }
}

/**
 * A sign-in by a passkey alone: the answer to the challenge this browser was given, by a passkey the sign-in accepts
 * (the console: only those added in the console). The account, which the caller signs in with `finishMemberSignIn`
 * or `finishAdminSignIn`; an ApiError otherwise.
 */
export async function signInWithPasskey(c: Context<AppEnv>, kind: PasskeyScope, response: AssertionResponse): Promise<AccountRow> {
  const bindingHash = await browserBinding(c, { create: false });
  const { account } = await verifyBoundAssertion(c, { purpose: 'SIGN_IN', kind, bindingHash }, response);
  await refuseAccountState(c, kind, account);
  deleteCookie(c, secretCookieName(c, PASSKEY_COOKIE_BASE), secretCookieOptions(c, 'Strict'));
  return account;
}

/** What identifies a pending sign-in between the password and the second factor: the second step's own id of it. */
export type PendingSignIn = { userId: number; kind: PasskeyScope; pending: string };

/**
 * The options of a passkey as the second factor of a pending sign-in: that account's passkeys the sign-in accepts
 * (`allowCredentials`), the challenge bound to the pending sign-in. 404 `passkey.noneRegistered` when it has none.
 */
export async function passkeySecondFactorOptions(c: Context<AppEnv>, { userId, kind, pending }: PendingSignIn) {
  if ((await countPasskeys(c.var.deps.db, userId, scopesFor(kind))) === 0) throw new ApiError(404, 'passkey.noneRegistered');
  return assertionOptionsFor(c, { purpose: 'SECOND_FACTOR', kind, bindingHash: await pendingBinding(pending), userId });
}

/**
 * Verifies a passkey as the second factor of a pending sign-in: the answer to that pending sign-in's challenge, by a
 * passkey of that account (another account's is refused). The account; an ApiError otherwise, written as LOGIN_FAILED
 * and counted toward the sign-in limits. The caller then ends its pending sign-in and finishes the sign-in.
 */
export async function verifyPasskeyAssertion(c: Context<AppEnv>, { userId, kind, pending, response }: PendingSignIn & { response: AssertionResponse }) {
  const { account } = await verifyBoundAssertion(c, { purpose: 'SECOND_FACTOR', kind, bindingHash: await pendingBinding(pending), userId }, response);
  return account;
}
