// The checks of what an authenticator signed that the portal answers with a message of their own (issue 34): for
// the RP ID, the user's verification and the signature counter, before @simplewebauthn/server checks the rest and
// the signature. The library checks them too, but says only "invalid"; a member is told what went wrong.
import { isoBase64URL, isoUint8Array, parseAuthenticatorData, toHash, type ParsedAuthenticatorData } from '@simplewebauthn/server/helpers';
import { PasskeyRefusal } from './refusal.ts';

/** The client data's `type` and `origin` as the ceremony expects them; a refusal naming which is wrong otherwise. */
export function checkClientData(clientData: { type: string; origin: string }, expected: { type: 'webauthn.create' | 'webauthn.get'; origin: string }): void {
  if (clientData.type !== expected.type) throw new PasskeyRefusal('wrongType', 'passkey.invalid');
  if (clientData.origin !== expected.origin) throw new PasskeyRefusal('wrongOrigin', 'passkey.wrongOrigin');
}

/** Reads authenticator data and holds it to the RP ID and the user's verification (a PIN, a fingerprint: decision 053). */
export async function checkAuthenticatorData(authData: Uint8Array, rpID: string): Promise<ParsedAuthenticatorData> {
  let parsed: ParsedAuthenticatorData;
  try {
    parsed = parseAuthenticatorData(authData as Parameters<typeof parseAuthenticatorData>[0]);
  } catch {
    throw new PasskeyRefusal('unreadable', 'passkey.invalid');
  }
  const expected = await toHash(isoUint8Array.fromUTF8String(rpID));
  if (!isoUint8Array.areEqual(parsed.rpIdHash, expected)) throw new PasskeyRefusal('wrongRpId', 'passkey.wrongRpId');
  if (!parsed.flags.up || !parsed.flags.uv) throw new PasskeyRefusal('userNotVerified', 'passkey.userNotVerified');
  return parsed;
}

/** The authenticator data of an assertion, base64url as the browser sent it. */
export function assertionAuthData(authenticatorData: string): Uint8Array {
  try {
    return isoBase64URL.toBuffer(authenticatorData);
  } catch {
    throw new PasskeyRefusal('unreadable', 'passkey.invalid');
  }
}

/**
 * A counter that did not move forward where the authenticator keeps one (WebAuthn §6.1.1): the credential may
 * have been cloned. Synced passkeys keep none and always say 0, which is allowed.
 */
export function checkCounter(reported: number, stored: number): void {
  if ((reported > 0 || stored > 0) && reported <= stored) throw new PasskeyRefusal('counterBackwards', 'passkey.counterBackwards');
}
