// A software authenticator for the passkey tests (issue 34): it makes ES256 key pairs with Web Crypto and answers
// registration ("none" attestation) and authentication options as a browser hands an authenticator's answer to the
// page (RegistrationResponseJSON, AuthenticationResponseJSON), byte for byte as WebAuthn §6.1 and §6.5 lay them
// out. Web Crypto only, so the same authenticator runs in the API tests on Node and in workerd. Each answer may be
// bent as an attacker or a broken client would bend it (another origin or RP ID, no user verification, a counter).
import { isoBase64URL, isoCBOR, isoUint8Array, toHash } from '@simplewebauthn/server/helpers';

type Bytes = Uint8Array<ArrayBuffer>;

/** A credential the authenticator holds: its id, key pair, user handle and signature counter. */
export type SoftCredential = { id: string; keys: CryptoKeyPair; userHandle: string; counter: number; rpID: string };

/** How one answer departs from an honest one. */
export type Bend = {
  /** The origin the client data names (the page's origin by default). */
  origin?: string;
  /** The RP ID whose hash the authenticator data carries. */
  rpID?: string;
  /** The challenge signed (the options' by default). */
  challenge?: string;
  /** The user was not verified (no PIN or fingerprint): UV flag off. */
  unverified?: boolean;
  /** The counter reported, instead of the next one. */
  counter?: number;
  /** The client data's type. */
  type?: string;
  /** Registers this credential again (its id and key) instead of making a new one. */
  reuse?: SoftCredential;
};

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const bigEndian = (value: number, bytes: number): Bytes => {
  const out = new Uint8Array(bytes);
  for (let i = bytes - 1, rest = value; i >= 0; i -= 1, rest = Math.floor(rest / 256)) out[i] = rest % 256;
  return out;
};

/** A new ES256 key pair (the runtimes' typings differ on what generateKey gives: a pair, for ECDSA). */
async function newKeyPair(): Promise<CryptoKeyPair> {
  const made: unknown = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  return made as CryptoKeyPair;
}

/** A raw ECDSA signature (r ‖ s) as the DER sequence WebAuthn's ES256 signatures are (RFC 3279). */
function derSignature(raw: Bytes): Bytes {
  const integer = (part: Bytes) => {
    let start = 0;
    while (start < part.length - 1 && part[start] === 0) start += 1;
    const trimmed = part.slice(start);
    const padded = (trimmed[0] ?? 0) & 0x80 ? isoUint8Array.concat([new Uint8Array([0]), trimmed]) : trimmed;
    return isoUint8Array.concat([new Uint8Array([0x02, padded.length]), padded]);
  };
  const body = isoUint8Array.concat([integer(raw.slice(0, 32)), integer(raw.slice(32))]);
  return isoUint8Array.concat([new Uint8Array([0x30, body.length]), body]);
}

/** The COSE_Key of an ES256 public key (RFC 9053 §7.1.1): kty EC2, alg -7, crv P-256, x, y. */
async function coseKey(publicKey: CryptoKey): Promise<Bytes> {
  // the runtimes' typings differ on what exportKey gives: bytes, for the raw format
  const exported: unknown = await crypto.subtle.exportKey('raw', publicKey);
  const raw = new Uint8Array(exported as ArrayBuffer);
  return isoCBOR.encode(
    new Map<number, number | Bytes>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, raw.slice(1, 33)],
      [-3, raw.slice(33, 65)],
    ]),
  );
}

const clientData = (type: string, challenge: string, origin: string) =>
  isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** The authenticator of one test: the credentials it holds, and its answers to the portal's options. */
export function softAuthenticator(page: { origin: string }) {
  const held: SoftCredential[] = [];

  async function authData(rpID: string, flags: number, counter: number, attested?: Bytes): Promise<Bytes> {
    return isoUint8Array.concat([
      await toHash(isoUint8Array.fromUTF8String(rpID)),
      new Uint8Array([flags]),
      bigEndian(counter, 4),
      ...(attested ? [attested] : []),
    ]);
  }

  return {
    held,
    /** Answers registration options: a new ES256 credential with "none" attestation, as `startRegistration()` returns it. */
    async register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, bend: Bend = {}) {
      const keys = bend.reuse?.keys ?? (await newKeyPair());
      const idBytes = bend.reuse ? isoBase64URL.toBuffer(bend.reuse.id) : crypto.getRandomValues(new Uint8Array(16));
      const rpID = bend.rpID ?? options.rp.id ?? new URL(page.origin).hostname;
      const credential: SoftCredential = { id: isoBase64URL.fromBuffer(idBytes), keys, userHandle: options.user.id, counter: bend.counter ?? 0, rpID };
      const attested = isoUint8Array.concat([new Uint8Array(16), bigEndian(idBytes.length, 2), idBytes, await coseKey(keys.publicKey)]);
      const flags = FLAG_UP | FLAG_AT | (bend.unverified ? 0 : FLAG_UV);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Bytes | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', await authData(rpID, flags, credential.counter, attested)],
        ]),
      );
      if (!bend.reuse) held.push(credential);
      return {
        credential,
        response: {
          id: credential.id,
          rawId: credential.id,
          type: 'public-key' as const,
          response: {
            clientDataJSON: clientData(bend.type ?? 'webauthn.create', bend.challenge ?? options.challenge, bend.origin ?? page.origin),
            attestationObject: isoBase64URL.fromBuffer(attestationObject),
            transports: ['internal'],
          },
          clientExtensionResults: {},
          authenticatorAttachment: 'platform' as const,
        },
      };
    },
    /**
     * Answers authentication options with `credential` (the options' allowed one, or the only one held): signs the
     * authenticator data and the client data's hash, the counter one past the last unless bent.
     */
    async assert(options: { challenge: string; rpId?: string }, credential: SoftCredential | undefined = held[0], bend: Bend = {}) {
      if (!credential) throw new Error('the authenticator holds no credential');
      if (bend.counter === undefined) credential.counter += 1;
      const counter = bend.counter ?? credential.counter;
      const data = await authData(bend.rpID ?? credential.rpID, FLAG_UP | (bend.unverified ? 0 : FLAG_UV), counter);
      const clientDataJSON = clientData(bend.type ?? 'webauthn.get', bend.challenge ?? options.challenge, bend.origin ?? page.origin);
      const signed = isoUint8Array.concat([data, await toHash(isoBase64URL.toBuffer(clientDataJSON))]);
      const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, credential.keys.privateKey, signed));
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON,
          authenticatorData: isoBase64URL.fromBuffer(data),
          signature: isoBase64URL.fromBuffer(derSignature(raw)),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
  };
}
