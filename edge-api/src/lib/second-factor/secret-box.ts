// The authenticator secrets at rest (issue 34): sealed with AES-256-GCM (Web Crypto, the same on Node and in
// workerd) under a key derived by HKDF from SECOND_FACTOR_SECRET, or, without it, from a random secret made once
// and kept in the database (`second_factor_key`), as the audit key is (lib/audit-chain/keys.ts). Each sealed secret
// is bound to its account (the additional data), so a sealed value copied to another account's row opens nowhere.
// A copy of the database alone opens nothing when the runtime has SECOND_FACTOR_SECRET.
import { randomToken } from '#core/auth/token.ts';
import type { Db } from '#db/client.ts';
import { readOrCreateSecondFactorKey } from '#db/queries/second-factor.ts';

/**
 * The format's version and key: `v1` under the database's key, `v1s` under SECOND_FACTOR_SECRET. A later key or cipher
 * is a new prefix, and an old value still says how it was sealed: the apps enrolled before a deployment set the
 * setting keep working after it (sealed again under the setting at their next enrolment).
 */
const BY_DATABASE = 'v1';
const BY_SETTING = 'v1s';

const encoder = new TextEncoder();

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function deriveKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('portal second factor'), info: encoder.encode('totp secret sealing') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const fromSetting = new Map<string, Promise<CryptoKey>>();
const fromDatabase = new WeakMap<Db, Promise<CryptoKey>>();

type KeyDeps = { db: Db; config: { secondFactorSecret?: string | undefined }; now: () => Date };

/** The key of SECOND_FACTOR_SECRET. */
function settingKey(secret: string): Promise<CryptoKey> {
  let key = fromSetting.get(secret);
  if (!key) fromSetting.set(secret, (key = deriveKey(secret)));
  return key;
}

/** The sealing key of this runtime and its prefix: SECOND_FACTOR_SECRET's when set, else the database's own. */
async function sealingKey(deps: KeyDeps): Promise<{ version: string; key: CryptoKey }> {
  const secret = deps.config.secondFactorSecret;
  return secret ? { version: BY_SETTING, key: await settingKey(secret) } : { version: BY_DATABASE, key: await databaseKey(deps) };
}

/** The database's own key (made on first use). */
function databaseKey(deps: KeyDeps): Promise<CryptoKey> {
  let key = fromDatabase.get(deps.db);
  if (!key) {
    key = readOrCreateSecondFactorKey(deps.db, randomToken(), deps.now().toISOString()).then(deriveKey);
    // a failed read (the database away) is asked again next time, not remembered
    key.catch(() => fromDatabase.delete(deps.db));
    fromDatabase.set(deps.db, key);
  }
  return key;
}

const boundTo = (userId: number) => encoder.encode(`totp:${userId}`);

/** Seals an account's secret: `v1.<iv>.<ciphertext and tag>`, a new random IV each time. */
export async function sealSecret(deps: KeyDeps, userId: number, secret: Uint8Array): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const { version, key } = await sealingKey(deps);
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: boundTo(userId) }, key, new Uint8Array(secret));
  return `${version}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/**
 * Opens an account's sealed secret with the key its prefix names; throws when that key is not this runtime's (a value
 * of SECOND_FACTOR_SECRET without it, or under another one), or the value is another account's or was changed.
 */
export async function openSecret(deps: KeyDeps, userId: number, sealed: string): Promise<Uint8Array> {
  const [version, iv, body] = sealed.split('.');
  if ((version !== BY_DATABASE && version !== BY_SETTING) || !iv || !body) throw new Error('not a sealed second-factor secret');
  const secret = deps.config.secondFactorSecret;
  if (version === BY_SETTING && !secret) throw new Error('sealed under SECOND_FACTOR_SECRET, which this runtime does not have');
  const key = version === BY_SETTING && secret ? await settingKey(secret) : await databaseKey(deps);
  const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64Url(iv), additionalData: boundTo(userId) }, key, fromBase64Url(body));
  return new Uint8Array(opened);
}
