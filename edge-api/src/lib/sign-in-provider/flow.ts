// A trip to a provider and back (issue 34, decision 054): fresh `state`, `nonce` and PKCE verifier, kept in a
// row of their own (the state as a SHA-256) and the state in a short-lived HttpOnly cookie, so a callback is
// taken only in the browser that started it, only once, and only within FLOW_TTL_MS.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as oauth from 'oauth4webapi';
import type { SignInProvider } from '#core/auth/sign-in-providers.ts';
import { sha256Hex } from '#core/auth/token.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { findProviderFlow, insertProviderFlow, useProviderFlow, type ProviderFlowRow } from '#db/queries/sign-in-provider.ts';
import type { AppEnv } from '../../types.ts';
import { secretCookieName, secretCookieOptions } from '../session.ts';
import { ProviderRefusal, type FlowSecrets } from './protocol.ts';
import { protocolOf, redirectUriOf } from './providers.ts';

/** A trip may take this long: the provider's sign-in, a second factor there, a consent screen. */
export const FLOW_TTL_MS = 10 * 60_000;
export const FLOW_COOKIE_BASE = 'portal_provider_flow';

// Lax, not Strict: the provider sends the browser back by a top-level navigation from its own site
const cookieOptions = (c: Context<AppEnv>) => secretCookieOptions(c, 'Lax');
const cookieName = (c: Context<AppEnv>) => secretCookieName(c, FLOW_COOKIE_BASE);

/** A trip's reason, its member (linking or re-entering), where it comes back to, and in which language (the request's by default). */
export type FlowStart = { provider: string; purpose: ProviderFlowRow['purpose']; userId: number | null; next: string; lang?: Lang | undefined };

/** Starts a trip: the provider's page to open, with this trip's state, nonce and PKCE challenge. */
export async function startProviderFlow(c: Context<AppEnv>, start: FlowStart): Promise<string> {
  const { provider, protocol } = protocolOf(c, start.provider);
  const secrets: FlowSecrets = { state: oauth.generateRandomState(), nonce: oauth.generateRandomNonce(), codeVerifier: oauth.generateRandomCodeVerifier() };
  const lang = start.lang ?? c.var.lang;
  const url = await protocol.authorizationUrl(secrets, redirectUriOf(c, provider), lang);
  const now = c.var.deps.now();
  await insertProviderFlow(c.var.deps.db, {
    id: await sha256Hex(secrets.state),
    provider,
    purpose: start.purpose,
    userId: start.userId,
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    lang,
    nextPath: start.next,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + FLOW_TTL_MS).toISOString(),
  });
  setCookie(c, cookieName(c), secrets.state, { ...cookieOptions(c), maxAge: FLOW_TTL_MS / 1000 });
  return url.href;
}

/** The trip a callback ends, if any, without using it: where to send the browser when the callback is refused. */
export async function peekProviderFlow(c: Context<AppEnv>): Promise<ProviderFlowRow | null> {
  const state = getCookie(c, cookieName(c));
  return state ? findProviderFlow(c.var.deps.db, await sha256Hex(state)) : null;
}

/**
 * Takes the trip the callback ends: its `state` must be the one this browser's cookie holds, of a trip to this
 * provider, unused and unexpired. Marks it used (a replayed callback finds it used) and clears the cookie.
 */
export async function takeProviderFlow(c: Context<AppEnv>, provider: SignInProvider): Promise<{ flow: ProviderFlowRow; secrets: FlowSecrets }> {
  // what is made now depends on the browser: not one answer for every reader (lib/cache-answers.ts)
  c.set('askedWhoReads', true);
  const cookieState = getCookie(c, cookieName(c));
  const state = c.req.query('state');
  deleteCookie(c, cookieName(c), cookieOptions(c));
  if (!cookieState || !state || cookieState !== state) throw new ProviderRefusal('stateMismatch');
  const flow = await findProviderFlow(c.var.deps.db, await sha256Hex(state));
  if (!flow || flow.provider !== provider) throw new ProviderRefusal('stateMismatch');
  const now = c.var.deps.now().toISOString();
  if (flow.usedAt) throw new ProviderRefusal('replayed');
  if (flow.expiresAt <= now) throw new ProviderRefusal('flowExpired');
  if (!(await useProviderFlow(c.var.deps.db, flow.id, now))) throw new ProviderRefusal('replayed');
  return { flow, secrets: { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier } };
}
