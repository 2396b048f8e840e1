// The strings of the passkey islands (issue 34): picked by the pages on the server, imported by the islands as types
// only, so no list of keys reaches the browser (docs/decisions/017-client-chunk-groups.md).
import type { MessageKey } from '#core/i18n/translate.ts';

/** What every passkey island says when a ceremony or a call fails. */
const failureKeys = ['passkey.cancelled', 'passkey.unsupported', 'passkey.alreadyRegistered', 'common.networkError'] as const;

/** PasskeySignIn.tsx: the sign-in by a passkey alone on /login (a refused call's message is the server's). */
export const passkeySignInMessageKeys = [
  'passkey.signInFailed',
  'passkey.signIn',
  'common.networkError',
  'api.validation',
] as const satisfies readonly MessageKey[];
export type PasskeySignInMessages = Record<(typeof passkeySignInMessageKeys)[number], string>;

/** PasskeyReauth.tsx: My Page's re-entry by a passkey on /my-page/import-password. */
export const passkeyReauthMessageKeys = [...failureKeys, 'passkey.reauth', 'passkey.reauthLead', 'passkey.signingIn'] as const satisfies readonly MessageKey[];
export type PasskeyReauthMessages = Record<(typeof passkeyReauthMessageKeys)[number], string>;

/** PasskeyManager.tsx: the member's passkeys on /my-page/security. */
export const passkeyManagerMessageKeys = [
  ...failureKeys,
  'passkey.sectionTitle',
  'passkey.sectionLead',
  'passkey.empty',
  'passkey.loading',
  'passkey.loadFailed',
  'passkey.nameLabel',
  'passkey.nameHint',
  'passkey.add',
  'passkey.adding',
  'passkey.created',
  'passkey.lastUsed',
  'passkey.neverUsed',
  'passkey.synced',
  'passkey.rename',
  'passkey.renameLabel',
  'passkey.save',
  'passkey.cancel',
  'passkey.remove',
  'passkey.removeTitle',
  'passkey.removeBody',
  'validation.required',
  'dialog.ok',
  'dialog.cancel',
] as const satisfies readonly MessageKey[];
export type PasskeyManagerMessages = Record<(typeof passkeyManagerMessageKeys)[number], string>;
