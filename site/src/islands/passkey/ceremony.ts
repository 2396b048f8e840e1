// The browser's half of a passkey ceremony (issue 34): @simplewebauthn/browser, loaded only when a ceremony starts
// (the sign-in screen's JavaScript budget: e2e/js-budget.spec.ts), and what a refused or cancelled ceremony tells
// the reader.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiFailure } from '../lib/api-client.ts';

/** Whether this browser has WebAuthn at all (no window on the server: not there either). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Makes a passkey with the portal's options (a registration ceremony); the answer to send back. */
export async function createPasskey(options: unknown) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/** Answers the portal's challenge with a passkey (an authentication ceremony); the answer to send back. */
export async function answerWithPasskey(options: unknown) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** Whether an error is the browser's end of a ceremony: a DOMException, or @simplewebauthn/browser's WebAuthnError naming one. */
function isCeremonyError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof DOMException || (error instanceof Error && typeof code === 'string' && code.startsWith('ERROR_'));
}

/**
 * What to tell the reader when a ceremony failed: the reader cancelled or let it time out, the device holds a passkey
 * of the account already, or passkeys cannot be used here; for any other failure, the server's message of a refused
 * call, or the network's when the page could not reach the portal (or load the ceremony's script).
 */
export function failureMessage<M extends Record<'passkey.cancelled' | 'passkey.alreadyRegistered' | 'passkey.unsupported' | 'common.networkError', string>>(
  error: unknown,
  messages: M,
): string {
  if (isCeremonyError(error)) {
    if (error.name === 'NotAllowedError' || error.name === 'AbortError') return messages['passkey.cancelled'];
    if (error.name === 'InvalidStateError') return messages['passkey.alreadyRegistered'];
    return messages['passkey.unsupported'];
  }
  if (error instanceof ApiFailure && error.status !== 0 && error.message) return error.message;
  return messages['common.networkError'];
}
