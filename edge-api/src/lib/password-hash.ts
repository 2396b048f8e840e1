// Password hashing (DESIGN.md §3): scrypt from node:crypto, native on Node and in workerd
// (nodejs_compat), stored as a PHC string with its parameters so they can change later. The cost is the
// runtime's to choose (AppDeps.passwords): production always uses SCRYPT_PARAMS; the API tests use a low
// cost, which the stored PHC string records, so verification stays correct.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createGate } from './gate.ts';

/** The portal's cost: N=2^14, r=8, p=5 (DESIGN.md §3; bench/password-hash.mjs measures it). */
export const SCRYPT_PARAMS = { ln: 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export type ScryptParams = { ln: number; r: number; p: number };

/**
 * One hash at a time per process (or isolate). Each holds 128·N·r bytes (16 MB at the portal's cost) while
 * it runs: four at once on Node's thread pool held 64 MB, a burst of sign-ins could hold that for as long
 * as it lasts, and the soak's resident memory rose by 16 MB for every hash in flight when it was read.
 * Queued, a burst costs the same CPU time (the hashes compete for the same cores anyway) and 16 MB.
 */
const hashing = createGate(1);

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return hashing.run(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128·N·r bytes; leave room above it
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: params.r, p: params.p, maxmem: 256 * N * params.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** `$scrypt$ln=14,r=8,p=5$<salt>$<hash>` */
async function hashWith(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  return { params: { ln: Number(ln), r: Number(r), p: Number(p) }, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
}

export type Passwords = {
  /** The PHC string of a password at this hasher's cost. */
  hash: (password: string) => Promise<string>;
  /**
   * Checks a password in constant time. `stored` null means "no such account": the work is done anyway
   * against a decoy hash, so the answer's timing does not tell whether the address exists. `needsRehash`
   * when the stored hash was made at another cost than this hasher's.
   */
  verify: (password: string, stored: string | null) => Promise<{ ok: boolean; needsRehash: boolean }>;
};

/** The hasher of a cost: the portal's (SCRYPT_PARAMS) unless a test asks for a cheaper one. */
export function createPasswords(cost: ScryptParams = SCRYPT_PARAMS): Passwords {
  // a hash of a password nobody has, so a sign-in for an unknown address costs the same as a real one
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hashWith(password, cost),
    verify: async (password, stored) => {
      decoy ??= hashWith('decoy password that matches nothing', cost);
      const parsed = parse(stored ?? (await decoy));
      if (!parsed) return { ok: false, needsRehash: false };
      const key = await derive(password, parsed.salt, parsed.params);
      const ok = stored !== null && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
      const { params } = parsed;
      return { ok, needsRehash: params.ln !== cost.ln || params.r !== cost.r || params.p !== cost.p };
    },
  };
}
