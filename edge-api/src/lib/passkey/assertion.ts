// Checking a passkey's answer (an assertion) for every use of it (issue 34, decision 053): the challenge this
// session, pending sign-in or browser was given (once), the passkey it names (registered, not removed, of a scope
// the sign-in accepts, and of the expected account where one is expected), then the client data, authenticator
// data, counter and signature. A refusal is written in the connection history as LOGIN_FAILED with its reason and
// counts toward the sign-in limits (lib/sign-in.ts), as a wrong password does.
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Context } from 'hono';
import type * as v from 'valibot';
import { PASSKEY_CEREMONY_TIMEOUT_MS, type authenticationResponseSchema } from '#core/schemas/passkey.ts';
import { findAccountById, type AccountRow } from '#db/queries/account.ts';
import {
  findPasskeyByCredentialId,
  listPasskeys,
  recordPasskeyUse,
  scopesFor,
  type PasskeyPurpose,
  type PasskeyRow,
  type PasskeyScope,
} from '#db/queries/passkey.ts';
import type { AppEnv } from '../../types.ts';
import { attemptLimit, checkIpLimit, countIpFailure, recordSignIn, type AttemptLimit } from '../sign-in.ts';
import { assertionAuthData, checkAuthenticatorData, checkClientData, checkCounter } from './authenticator-data.ts';
import { clientDataOf, issueChallenge, relyingParty, useChallenge } from './ceremony.ts';
import { PasskeyRefusal } from './refusal.ts';

export type AssertionResponse = v.InferOutput<typeof authenticationResponseSchema>;

/** The sign-in limits a passkey's failures count toward: the password's own per-address limit, or the known browser's. */
const LIMIT_ACTION = 'login';

async function limitFor(c: Context<AppEnv>, userId: number | null): Promise<AttemptLimit> {
  if (userId !== null) return attemptLimit(c, LIMIT_ACTION, userId);
  return { check: () => checkIpLimit(c, LIMIT_ACTION), count: () => countIpFailure(c, LIMIT_ACTION), forgive: () => Promise.resolve() };
}

const transportsOf = (row: PasskeyRow) => JSON.parse(row.transports) as AuthenticatorTransport[];

/**
 * The options of `startAuthentication()` with a new challenge bound as given: for a known account, its passkeys the
 * sign-in accepts (`allowCredentials`); for a sign-in by a passkey alone, none, so the browser offers the resident ones.
 */
export async function assertionOptionsFor(c: Context<AppEnv>, binding: { purpose: PasskeyPurpose; kind: PasskeyScope; bindingHash: string; userId?: number }) {
  const { rpID } = relyingParty(c);
  const own = binding.userId === undefined ? [] : await listPasskeys(c.var.deps.db, binding.userId, scopesFor(binding.kind));
  const challenge = await issueChallenge(c, binding);
  return generateAuthenticationOptions({
    rpID,
    challenge,
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    ...(binding.userId === undefined ? {} : { allowCredentials: own.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })) }),
  });
}

/** Everything but the limits: which passkey, whose, and whether its answer is right. */
async function checkAnswer(
  c: Context<AppEnv>,
  binding: { purpose: PasskeyPurpose; kind: PasskeyScope; bindingHash: string | null; userId?: number },
  response: AssertionResponse,
  passkey: PasskeyRow | null,
): Promise<void> {
  const { rpID, origin } = relyingParty(c);
  const clientData = clientDataOf(response.response.clientDataJSON);
  // no binding at all (a browser without its passkey cookie) is a challenge not given to this browser
  if (binding.bindingHash === null) throw new PasskeyRefusal('challengeUnknown', 'passkey.challengeUnknown');
  await useChallenge(c, { purpose: binding.purpose, kind: binding.kind, bindingHash: binding.bindingHash }, clientData.challenge);
  if (!passkey) throw new PasskeyRefusal('unknownCredential', binding.kind === 'ADMIN' ? 'passkey.unknownCredentialConsole' : 'passkey.unknownCredential');
  if (binding.userId !== undefined && passkey.userId !== binding.userId) throw new PasskeyRefusal('otherAccount', 'passkey.otherAccount');
  if (!scopesFor(binding.kind).includes(passkey.scope)) throw new PasskeyRefusal('memberScope', 'passkey.memberScope');
  checkClientData(clientData, { type: 'webauthn.get', origin });
  const authData = await checkAuthenticatorData(assertionAuthData(response.response.authenticatorData), rpID);
  checkCounter(authData.counter, passkey.counter);
  // a user handle, where the authenticator gives one, is the one this passkey was made with
  if (response.response.userHandle && response.response.userHandle !== passkey.userHandle) throw new PasskeyRefusal('userHandle', 'passkey.invalid');
  const verified = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: clientData.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: transportsOf(passkey) },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw new PasskeyRefusal('signature', 'passkey.invalid');
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  await recordPasskeyUse(c.var.deps.db, passkey.id, { counter: newCounter, backedUp: credentialBackedUp, at: c.var.deps.now().toISOString() });
}

/**
 * Verifies a passkey's answer to a challenge bound as given (`userId`: the account it must be of; absent for a
 * sign-in by a passkey alone). The passkey and its account; a PasskeyRefusal otherwise, written in the connection
 * history and counted toward the sign-in limits (429 once they are reached, before anything is checked).
 */
export async function verifyBoundAssertion(
  c: Context<AppEnv>,
  binding: { purpose: PasskeyPurpose; kind: PasskeyScope; bindingHash: string | null; userId?: number },
  response: AssertionResponse,
): Promise<{ passkey: PasskeyRow; account: AccountRow }> {
  const { db } = c.var.deps;
  const passkey = await findPasskeyByCredentialId(db, response.id);
  const claimed = binding.userId ?? passkey?.userId ?? null;
  const limit = await limitFor(c, claimed);
  await limit.check();
  const account = claimed === null ? null : await findAccountById(db, claimed);
  try {
    await checkAnswer(c, binding, response, passkey);
  } catch (error) {
    if (error instanceof PasskeyRefusal) {
      await recordSignIn(c, binding.kind, account?.username ?? '', account?.id ?? null, 'LOGIN_FAILED', `passkey:${error.reason}`);
      await limit.count();
    }
    throw error;
  }
  if (!passkey || !account) throw new PasskeyRefusal('unknownCredential', 'passkey.unknownCredential');
  await limit.forgive();
  return { passkey, account };
}
