// What every passkey ceremony shares (issue 34, decision 053): the relying party as the browser sees the
// portal, and the challenges, each single use, short-lived and bound to what asked for it: a session, a
// pending sign-in, or (a sign-in by a passkey alone, before there is any) a short-lived cookie of the browser's own.
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomToken, sha256Hex, TOKEN_PATTERN } from '#core/auth/token.ts';
import { PASSKEY_CHALLENGE_TTL_MS } from '#core/schemas/passkey.ts';
import {
  findPasskeyChallenge,
  insertPasskeyChallenge,
  usePasskeyChallenge,
  type PasskeyChallengeRow,
  type PasskeyPurpose,
  type PasskeyScope,
} from '#db/queries/passkey.ts';
import type { AppEnv } from '../../types.ts';
import { secretCookieName, secretCookieOptions } from '../session.ts';
import { PasskeyRefusal } from './refusal.ts';

/** The browser's cookie that binds a sign-in by a passkey alone to the browser that asked for its challenge. */
export const PASSKEY_COOKIE_BASE = 'portal_passkey';

/**
 * The relying party: the portal at the address the browser used, which lib/site-address.ts has already held to
 * the configured one (PUBLIC_SITE_URL, a loopback name for a loopback address, the host a trusted proxy forwards).
 * The RP ID is its host name, so a passkey works on localhost, behind a proxy and in the Worker alike.
 */
export function relyingParty(c: Context<AppEnv>) {
  const origin = c.var.origin;
  return { rpID: new URL(origin).hostname, origin, rpName: c.var.t('site.name') };
}

/** What a challenge is bound to, as the table keeps it: the SHA-256 of a session, a pending sign-in or a browser. */
export type Binding = { purpose: PasskeyPurpose; kind: PasskeyScope; bindingHash: string; userId?: number };

export const sessionBinding = (sessionId: string) => sha256Hex(`session:${sessionId}`);
export const pendingBinding = (pending: string) => sha256Hex(`pending:${pending}`);

/**
 * The binding of this browser's sign-in by a passkey alone: its passkey cookie (made when the options are asked
 * for, kept while it lives so a page asking twice keeps both challenges). Null when the browser sent none.
 */
export async function browserBinding(c: Context<AppEnv>, options: { create: boolean }): Promise<string | null> {
  const name = secretCookieName(c, PASSKEY_COOKIE_BASE);
  let token = getCookie(c, name);
  if (!token || !TOKEN_PATTERN.test(token)) {
    if (!options.create) return null;
    token = randomToken();
  }
  // Strict: the ceremony is only ever finished from the portal's own pages
  if (options.create) setCookie(c, name, token, { ...secretCookieOptions(c, 'Strict'), maxAge: Math.floor(PASSKEY_CHALLENGE_TTL_MS / 1000) });
  return sha256Hex(`browser:${token}`);
}

/** Hands out a new challenge bound to `binding`: its bytes for the options, stored as the base64url the browser will sign. */
export async function issueChallenge(c: Context<AppEnv>, binding: Binding): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const now = c.var.deps.now();
  await insertPasskeyChallenge(c.var.deps.db, {
    challenge: isoBase64URL.fromBuffer(bytes),
    purpose: binding.purpose,
    kind: binding.kind,
    bindingHash: binding.bindingHash,
    userId: binding.userId ?? null,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS).toISOString(),
  });
  return bytes;
}

/** The client data the browser signed (type, challenge, origin), or a refusal when it is not readable. */
export function clientDataOf(clientDataJSON: string): { type: string; challenge: string; origin: string } {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as Record<string, unknown>;
    if (typeof data['type'] === 'string' && typeof data['challenge'] === 'string' && typeof data['origin'] === 'string') {
      return { type: data['type'], challenge: data['challenge'], origin: data['origin'] };
    }
  } catch {
    // not base64url JSON: refused below like any answer without a challenge
  }
  throw new PasskeyRefusal('unreadable', 'passkey.invalid');
}

/**
 * Uses the challenge an answer signed, once: it must have been handed out for this purpose and sign-in, to this
 * binding, and not have ended. Otherwise a refusal that says which: unknown here (another session's or browser's,
 * or replaced), used already (a replayed answer), or expired.
 */
export async function useChallenge(c: Context<AppEnv>, binding: Omit<Binding, 'userId'>, challenge: string): Promise<PasskeyChallengeRow> {
  const { db } = c.var.deps;
  const now = c.var.deps.now().toISOString();
  const used = await usePasskeyChallenge(db, { challenge, ...binding }, now);
  if (used) return used;
  const found = await findPasskeyChallenge(db, challenge);
  const same = found && found.bindingHash === binding.bindingHash && found.purpose === binding.purpose && found.kind === binding.kind;
  if (!same) throw new PasskeyRefusal('challengeUnknown', 'passkey.challengeUnknown');
  if (found.usedAt) throw new PasskeyRefusal('challengeUsed', 'passkey.challengeUsed');
  throw new PasskeyRefusal('challengeExpired', 'passkey.challengeExpired', { minutes: PASSKEY_CHALLENGE_TTL_MS / 60_000 });
}
