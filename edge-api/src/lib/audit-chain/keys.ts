// The audit key (issue 33, decision 048): one secret, from which a key per purpose is derived (HMAC of the
// purpose's name), so a key that leaks through one use says nothing of the others. The secret is the runtime's
// AUDIT_SECRET setting (env.ts); without it, a random one made once and kept in the database (`audit_key`), so a
// fresh start needs no configuration. The database's key still makes the chains catch a changed row, but whoever
// holds the database holds that key too: a deployment sets AUDIT_SECRET (docs/privacy.md), and the console says
// which key is in use. HMAC-SHA-256 from node:crypto, which workerd has too (nodejs_compat), as the password hashes
// do: WebCrypto's HMAC is asynchronous and cost 0.1 ms a call on Node, 25 times the hashing itself (decision 048).
import { createHmac } from 'node:crypto';
import { randomToken } from '#core/auth/token.ts';
import type { Db } from '#db/client.ts';
import { readOrCreateAuditKey } from '#db/queries/audit-chain.ts';

export type AuditKeys = {
  source: 'setting' | 'database';
  /** Row hashes: each row's HMAC over the previous hash and its content. */
  chain: Uint8Array;
  /** The digests of personal fields. */
  digest: Uint8Array;
  /** What vouches for a row of the chain's own tables: heads, checkpoints, verification places, redactions. */
  mac: Uint8Array;
  /** Withdrawn members' pseudonyms. */
  pseudonym: Uint8Array;
};

function derive(secret: string, source: AuditKeys['source']): AuditKeys {
  const purpose = (name: string) => new Uint8Array(createHmac('sha256', secret).update(`portal audit ${name}`).digest());
  return { source, chain: purpose('chain'), digest: purpose('digest'), mac: purpose('mac'), pseudonym: purpose('pseudonym') };
}

const fromSetting = new Map<string, Promise<AuditKeys>>();
const fromDatabase = new WeakMap<Db, Promise<AuditKeys>>();

/** The keys of this runtime: from AUDIT_SECRET when set, else from the database's own key (made on first use). */
export function auditKeys(deps: { db: Db; config: { auditSecret?: string | undefined }; now: () => Date }): Promise<AuditKeys> {
  const secret = deps.config.auditSecret;
  if (secret) {
    let keys = fromSetting.get(secret);
    if (!keys) fromSetting.set(secret, (keys = Promise.resolve(derive(secret, 'setting'))));
    return keys;
  }
  let keys = fromDatabase.get(deps.db);
  if (!keys) {
    keys = readOrCreateAuditKey(deps.db, randomToken(), deps.now().toISOString()).then((stored) => derive(stored, 'database'));
    // a failed read (the database away) is asked again next time, not remembered
    keys.catch(() => fromDatabase.delete(deps.db));
    fromDatabase.set(deps.db, keys);
  }
  return keys;
}

/** HMAC-SHA-256 of a text, as 64 hex digits. */
export function hmacHex(key: Uint8Array, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Whether two hex strings are equal, in a time that does not depend on where they differ. */
export function sameHex(a: string | null | undefined, b: string): boolean {
  if (typeof a !== 'string' || a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * A withdrawn member's pseudonym: the same for the same member everywhere and on every run (derived from the
 * account id with the pseudonym key), and not to be traced back without the key.
 */
export function memberPseudonym(keys: AuditKeys, userId: number): string {
  return `member-${hmacHex(keys.pseudonym, `member:${userId}`).slice(0, 12)}`;
}
