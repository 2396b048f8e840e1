// Passkeys (issue 34, decision 053): the payloads of their calls and what the calls answer. The browser's
// WebAuthn answers are checked here only for their shape and size; what they prove is checked on the server
// (edge-api/src/lib/passkey/) with @simplewebauthn/server.
import * as v from 'valibot';
import { requiredLine } from './common.ts';

/** A challenge lives this long: a ceremony takes a touch or a PIN, not a coffee break. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** How long the browser is given for the ceremony (the options' `timeout`): within the challenge's life. */
export const PASSKEY_CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
/** The longest name an owner may give a passkey. */
export const PASSKEY_NAME_MAX = 50;
/** An account's passkeys at most: enough for every device a person owns, not a store of keys. */
export const PASSKEYS_PER_ACCOUNT = 20;

/**
 * base64url text of at most `max` characters: the encoding of every binary field of a WebAuthn answer. The bounds keep
 * a whole answer within the JSON limit of a call (edge-api/src/lib/body-limit.ts); a credential id is at most 1,023 bytes.
 */
const base64url = (max: number) =>
  v.pipe(v.string('validation.invalid'), v.regex(/^[A-Za-z0-9_-]*$/, 'validation.invalid'), v.maxLength(max, 'validation.invalid'));

/** The extensions' outputs, which the portal asks for none of and does not read. */
const clientExtensionResults = v.optional(v.unknown());
const authenticatorAttachment = v.optional(v.picklist(['platform', 'cross-platform'], 'validation.invalid'));

/** What `startRegistration()` of @simplewebauthn/browser hands back (RegistrationResponseJSON). */
export const registrationResponseSchema = v.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: v.literal('public-key', 'validation.invalid'),
  response: v.object({
    clientDataJSON: base64url(3000),
    // "none" attestation (the options ask for it) carries no certificates: the authenticator data and the key
    attestationObject: base64url(12_000),
    transports: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(10))),
  }),
  clientExtensionResults,
  authenticatorAttachment,
});

/** What `startAuthentication()` of @simplewebauthn/browser hands back (AuthenticationResponseJSON). */
export const authenticationResponseSchema = v.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: v.literal('public-key', 'validation.invalid'),
  response: v.object({
    clientDataJSON: base64url(3000),
    authenticatorData: base64url(3000),
    signature: base64url(2000),
    userHandle: v.optional(base64url(200)),
  }),
  clientExtensionResults,
  authenticatorAttachment,
});

export const passkeyNameSchema = requiredLine(PASSKEY_NAME_MAX);

/** POST …/passkey/register: the owner's name for it and the authenticator's answer. */
export const passkeyRegisterBody = v.object({ name: passkeyNameSchema, response: registrationResponseSchema });
/** PUT …/passkey/:id: a new name. */
export const passkeyRenameBody = v.object({ name: passkeyNameSchema });
/** A sign-in, re-entry or second factor by a passkey: the authenticator's answer. */
export const passkeyAssertionBody = v.object({ response: authenticationResponseSchema });

/** A passkey as its owner sees it. */
export const passkeyView = v.object({
  id: v.number(),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  /** A passkey the authenticator may sync to the owner's other devices, and whether it is backed up. */
  multiDevice: v.boolean(),
  backedUp: v.boolean(),
});
export type PasskeyView = v.InferOutput<typeof passkeyView>;
export const passkeyList = v.array(passkeyView);

/** The options `startRegistration()` takes (PublicKeyCredentialCreationOptionsJSON), as far as a client reads them. */
export const registrationOptions = v.looseObject({
  challenge: v.string(),
  rp: v.looseObject({ id: v.optional(v.string()), name: v.string() }),
  user: v.looseObject({ id: v.string(), name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.looseObject({ alg: v.number(), type: v.string() })),
});
/** The options `startAuthentication()` takes (PublicKeyCredentialRequestOptionsJSON), as far as a client reads them. */
export const authenticationOptions = v.looseObject({
  challenge: v.string(),
  rpId: v.optional(v.string()),
  allowCredentials: v.optional(v.array(v.looseObject({ id: v.string(), type: v.string() }))),
});
