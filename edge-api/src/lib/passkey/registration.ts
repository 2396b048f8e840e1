// Registering a passkey (issue 34, decision 053): options for a discoverable credential with the user's
// verification required, bound to the session that asked (behind My Page's password re-entry, or the console's
// session); then the authenticator's answer checked, the credential stored, and the change recorded and mailed.
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { decodeAttestationObject, isoBase64URL, toHash } from '@simplewebauthn/server/helpers';
import type { Context } from 'hono';
import type * as v from 'valibot';
import { PASSKEY_CEREMONY_TIMEOUT_MS, PASSKEYS_PER_ACCOUNT, type registrationResponseSchema } from '#core/schemas/passkey.ts';
import type { AccountRow } from '#db/queries/account.ts';
import { countPasskeys, findPasskeyByCredentialId, insertPasskey, listPasskeys, type PasskeyRow, type PasskeyScope } from '#db/queries/passkey.ts';
import type { AppEnv } from '../../types.ts';
import { ApiError } from '../api-error.ts';
import { recordSecurityChange } from '../security-change.ts';
import { checkAuthenticatorData, checkClientData } from './authenticator-data.ts';
import { clientDataOf, issueChallenge, relyingParty, useChallenge } from './ceremony.ts';
import { PasskeyRefusal } from './refusal.ts';

type RegistrationResponse = v.InferOutput<typeof registrationResponseSchema>;

/**
 * The signature algorithms a passkey may use: EdDSA, ES256 and RS256 (COSE -8, -7, -257), what authenticators make.
 * Named here rather than left to the library, whose default asks the runtime about experimental post-quantum ones.
 */
const ALGORITHMS = [-8, -7, -257];

/**
 * The WebAuthn user handle of a new passkey: derived from its random challenge, so it is new for every passkey
 * and says nothing of the account (WebAuthn §14.6.1), and the portal can tell it again when the answer comes.
 */
const userHandleOf = async (challenge: string) => (await toHash(`passkey-user:${challenge}`)).slice(0, 32);

async function refuseOverLimit(c: Context<AppEnv>, userId: number, scope: PasskeyScope): Promise<void> {
  if ((await countPasskeys(c.var.deps.db, userId, [scope])) >= PASSKEYS_PER_ACCOUNT) {
    throw new ApiError(409, 'passkey.limitReached', { max: PASSKEYS_PER_ACCOUNT });
  }
}

/** The options of `startRegistration()`: a resident credential, verified user, none of the account's own passkeys of the scope again. */
export async function registrationOptionsFor(c: Context<AppEnv>, account: AccountRow, scope: PasskeyScope, bindingHash: string) {
  await refuseOverLimit(c, account.id, scope);
  const { rpID, rpName } = relyingParty(c);
  const own = await listPasskeys(c.var.deps.db, account.id, [scope]);
  const challenge = await issueChallenge(c, { purpose: 'REGISTER', kind: scope, bindingHash, userId: account.id });
  return generateRegistrationOptions({
    rpName,
    rpID,
    userName: account.username,
    userDisplayName: account.name,
    userID: await userHandleOf(isoBase64URL.fromBuffer(challenge)),
    challenge,
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: own.map((row) => ({ id: row.credentialId, transports: JSON.parse(row.transports) as string[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** The authenticator data inside an attestation object, for the checks with a message of their own. */
function attestedAuthData(attestationObject: string): Uint8Array {
  try {
    const authData = decodeAttestationObject(isoBase64URL.toBuffer(attestationObject)).get('authData');
    if (authData instanceof Uint8Array) return authData;
  } catch {
    // not CBOR: refused below
  }
  throw new PasskeyRefusal('unreadable', 'passkey.invalid');
}

/** Checks a registration answer against the challenge this session was given, and keeps the new passkey. */
export async function registerPasskey(
  c: Context<AppEnv>,
  account: AccountRow,
  scope: PasskeyScope,
  bindingHash: string,
  input: { name: string; response: RegistrationResponse },
): Promise<PasskeyRow> {
  const { db } = c.var.deps;
  const { rpID, origin } = relyingParty(c);
  const response = input.response as RegistrationResponseJSON;
  const clientData = clientDataOf(response.response.clientDataJSON);
  const challenge = await useChallenge(c, { purpose: 'REGISTER', kind: scope, bindingHash }, clientData.challenge);
  if (challenge.userId !== account.id) throw new PasskeyRefusal('challengeUnknown', 'passkey.challengeUnknown');
  checkClientData(clientData, { type: 'webauthn.create', origin });
  await checkAuthenticatorData(attestedAuthData(response.response.attestationObject), rpID);
  await refuseOverLimit(c, account.id, scope);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw new PasskeyRefusal('attestation', 'passkey.invalid');
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  if (await findPasskeyByCredentialId(db, credential.id)) throw new ApiError(409, 'passkey.alreadyRegistered');
  const row = await insertPasskey(db, {
    userId: account.id,
    scope,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    userHandle: isoBase64URL.fromBuffer(await userHandleOf(challenge.challenge)),
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name: input.name,
    createdAt: c.var.deps.now().toISOString(),
  });
  await recordSecurityChange(c, account, scope, 'passkeyAdded', input.name);
  return row;
}
