// Mailed links and codes (docs/identity.md): random, stored only as a SHA-256, with a lifetime, used
// once, and replaced by the next one of the same purpose. A code is short, so its hash includes the
// account id (two accounts' codes never collide) and it allows a few wrong tries only.
import type { Context } from 'hono';
import { randomDigits, randomToken, sha256Hex } from '#core/auth/token.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { Db } from '#db/client.ts';
import {
  countTokenAttempt,
  deleteUserTokens,
  findLatestUnusedToken,
  findTokenByHash,
  insertOneTimeToken,
  type OneTimeTokenRow,
  type TokenPurpose,
} from '#db/queries/one-time-token.ts';
import type { AppEnv } from '../types.ts';
import { siteUrl } from './site-address.ts';

/** A page of the public site in a member's language, for a mail (Korean at `/path`, English at `/en/path`). */
export function mailLink(c: Context<AppEnv>, lang: Lang, path: string, token?: string): string {
  const url = siteUrl(c, lang === 'en' ? `/en${path}` : path);
  return token === undefined ? url : `${url}?token=${encodeURIComponent(token)}`;
}

export type LinkToken = { token: string; row: { purpose: TokenPurpose; tokenHash: string; createdAt: string; expiresAt: string } };

/** A new link token for an account (not yet written: the sign-up writes it in its batch). */
export async function newLinkToken(purpose: TokenPurpose, ttlMs: number, now: Date): Promise<LinkToken> {
  const token = randomToken();
  return { token, row: { purpose, tokenHash: await sha256Hex(token), createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + ttlMs).toISOString() } };
}

/** Replaces the account's links of a purpose by a new one and returns its token (for the mail only). */
export async function issueLinkToken(db: Db, userId: number, purpose: TokenPurpose, ttlMs: number, now: Date): Promise<string> {
  const { token, row } = await newLinkToken(purpose, ttlMs, now);
  await deleteUserTokens(db, userId, purpose);
  await insertOneTimeToken(db, { ...row, userId });
  return token;
}

export type LinkState = { state: 'valid' | 'expired' | 'used'; row: OneTimeTokenRow };

/** What a presented link token is: unknown (null), valid, expired or already used. */
export async function readLinkToken(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<LinkState | null> {
  const row = await findTokenByHash(db, await sha256Hex(token), purpose);
  if (!row) return null;
  if (row.usedAt) return { state: 'used', row };
  return { state: row.expiresAt <= now.toISOString() ? 'expired' : 'valid', row };
}

const codeHash = (userId: number, code: string) => sha256Hex(`${userId}:${code}`);

/** Replaces the account's codes of a purpose by a new one of `digits` digits and returns it (for the mail only). */
export async function issueCode(db: Db, userId: number, purpose: TokenPurpose, digits: number, ttlMs: number, now: Date): Promise<string> {
  const code = randomDigits(digits);
  await deleteUserTokens(db, userId, purpose);
  await insertOneTimeToken(db, {
    userId,
    purpose,
    tokenHash: await codeHash(userId, code),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
  });
  return code;
}

/**
 * Checks a code against the account's newest one: right, unused, unexpired and with tries left. A
 * wrong code uses up a try. Returns the token row to mark used with the change it allows, or null.
 */
export async function checkCode(db: Db, userId: number, purpose: TokenPurpose, code: string, maxTries: number, now: Date): Promise<OneTimeTokenRow | null> {
  const row = await findLatestUnusedToken(db, userId, purpose);
  if (!row || row.expiresAt <= now.toISOString() || row.attempts >= maxTries) return null;
  if (row.tokenHash !== (await codeHash(userId, code))) {
    await countTokenAttempt(db, row.id);
    return null;
  }
  return row;
}
