// Linking a provider's identity to an account and signing in through one (issue 34, decision 054). Every link
// and unlink is a SECURITY_CHANGE in the account's history, mailed to its owner (lib/security-change.ts). An
// account keeps a way to sign in: without a password of its own, its last provider stays.
import type { Context } from 'hono';
import { SECOND_STEP_PARAM, type SecondFactorKind } from '#core/auth/second-factors.ts';
import type { SignInProvider } from '#core/auth/sign-in-providers.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import type { AccountRow } from '#db/queries/account.ts';
import { deleteProviderLink, findProviderLink, insertProviderLink, listProviderLinks } from '#db/queries/sign-in-provider.ts';
import type { AppEnv } from '../../types.ts';
import { ApiError } from '../api-error.ts';
import { finishMemberSignIn } from '../member-sign-in.ts';
import { startPendingSignIn } from '../pending-sign-in.ts';
import { activeSecondFactors } from '../second-factor/factors.ts';
import { recordSecurityChange } from '../security-change.ts';
import { countSignInWays } from '../sign-in-ways.ts';
import { ProviderRefusal } from './protocol.ts';
import { localPath, withParam } from './providers.ts';

type Identity = { provider: SignInProvider; subject: string; email: string };

/**
 * Links `identity` to `account` and tells the owner. Refused when the identity signs another account in
 * (`linkedElsewhere`), or the account has another identity of that provider (`alreadyLinked`).
 * Answers false when this very identity was linked to this account already (nothing changes).
 */
export async function linkIdentity(c: Context<AppEnv>, account: AccountRow, identity: Identity): Promise<boolean> {
  const { db } = c.var.deps;
  const existing = await findProviderLink(db, identity.provider, identity.subject);
  if (existing?.userId === account.id) return false;
  if (existing) throw new ProviderRefusal('linkedElsewhere');
  const linked = await insertProviderLink(db, { userId: account.id, ...identity, linkedAt: c.var.deps.now().toISOString() });
  if (!linked) {
    // a race with another link of the same identity, or another identity of this provider on the account
    const now = await findProviderLink(db, identity.provider, identity.subject);
    if (now && now.userId !== account.id) throw new ProviderRefusal('linkedElsewhere');
    throw new ProviderRefusal('alreadyLinked');
  }
  await recordSecurityChange(c, account, 'MEMBER', 'providerLinked', identity.provider);
  return true;
}

/**
 * Unlinks a provider from the member's account and tells the owner. Refused when it is the last way to sign in
 * (no password of its own, no other provider, no passkey: "forgot password" sets one first).
 */
export async function unlinkProvider(c: Context<AppEnv>, account: AccountRow, provider: SignInProvider): Promise<void> {
  const { db } = c.var.deps;
  const links = await listProviderLinks(db, account.id);
  if (!links.some((link) => link.provider === provider)) throw new ApiError(404, 'provider.notLinked');
  if ((await countSignInWays(db, account)) <= 1) throw new ApiError(409, 'provider.lastWayToSignIn');
  if (!(await deleteProviderLink(db, account.id, provider))) throw new ApiError(404, 'provider.notLinked');
  await recordSecurityChange(c, account, 'MEMBER', 'providerUnlinked', provider);
}

/** How a sign-in through a provider ends: signed in, or waiting for the second step of two-step verification. */
export type ProviderSignIn = { user: SessionUser } | { secondFactor: SecondFactorKind[] };

/**
 * The one end of every sign-in through a provider (the linked identity's callback, a new person's sign-up, an
 * account proved and linked): only an active account signs in, and the connection history names the provider.
 * The provider stands for the password: an account with two-step verification on gets a pending sign-in, as after
 * a right password, and its second step on the sign-in page (issue 34).
 */
export async function finishProviderSignIn(c: Context<AppEnv>, account: AccountRow, provider: SignInProvider): Promise<ProviderSignIn> {
  if (account.status !== 'ACTIVE') throw new ProviderRefusal('accountNotActive');
  const secondFactor = await activeSecondFactors(c.var.deps.db, account.id, 'MEMBER');
  if (secondFactor.length > 0) {
    await startPendingSignIn(c, 'MEMBER', account);
    return { secondFactor };
  }
  return { user: await finishMemberSignIn(c, account, `provider:${provider}`) };
}

/** Where a sign-in waiting for its second step goes: the sign-in page, which opens the step, then `next`. */
export const secondStepPath = (lang: Lang, secondFactor: readonly SecondFactorKind[], next: string) =>
  withParam(withParam(localPath(lang, '/login'), SECOND_STEP_PARAM, secondFactor.join(',')), 'next', next);
