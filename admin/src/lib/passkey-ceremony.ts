// The browser's half of a passkey ceremony in the console (issue 34), shared by the sign-in and the passkey screen:
// @simplewebauthn/browser, loaded when a ceremony starts, and the message of one the browser ended (cancelled, timed
// out, a device holding the passkey already).
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** Whether this browser has WebAuthn at all. */
export const passkeysSupported = (): boolean => typeof window.PublicKeyCredential === 'function';

/** Makes a passkey with the portal's options; the answer to send back. */
export async function createPasskey(options: unknown) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/** Answers the portal's challenge with a passkey; the answer to send back. */
export async function answerWithPasskey(options: unknown) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/**
 * The message key of a ceremony the browser ended (a DOMException, or @simplewebauthn/browser's WebAuthnError naming
 * one); null for another failure, a refused call, which the API client has shown already.
 */
export function ceremonyMessageKey(error: unknown): 'passkey.cancelled' | 'passkey.alreadyRegistered' | 'passkey.unsupported' | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (!(error instanceof DOMException) && !(error instanceof Error && typeof code === 'string' && code.startsWith('ERROR_'))) return null;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return 'passkey.cancelled';
  if (error.name === 'InvalidStateError') return 'passkey.alreadyRegistered';
  return 'passkey.unsupported';
}
