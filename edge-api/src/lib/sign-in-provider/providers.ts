// The providers switched on by the settings (issue 34, decision 054), each with its protocol: Google's OpenID
// Connect, Kakao's and Naver's OAuth 2.0 with their profile APIs. The address the provider sends the browser
// back to is the portal's public address, so it is the one registered with the provider.
import type { Context } from 'hono';
import { signInProviders, type SignInProvider } from '#core/auth/sign-in-providers.ts';
import type { AppEnv } from '../../types.ts';
import { ApiError } from '../api-error.ts';
import { siteUrl } from '../site-address.ts';
import { oauthProtocol } from './oauth.ts';
import { oidcProtocol } from './oidc.ts';
import type { ProviderProtocol } from './protocol.ts';

/** The providers switched on, in the order the buttons show them (Kakao and Naver first: most Korean members have them). */
export function enabledSignInProviders(c: Context<AppEnv>): SignInProvider[] {
  const settings = c.var.deps.config.signInProviders ?? {};
  return signInProviders.filter((provider) => settings[provider] !== undefined);
}

/** The protocol of a provider that is switched on; 404 for an unknown or switched-off one. */
export function protocolOf(c: Context<AppEnv>, provider: string): { provider: SignInProvider; protocol: ProviderProtocol } {
  const settings = c.var.deps.config.signInProviders ?? {};
  const found = signInProviders.find((name) => name === provider);
  const chosen = found ? settings[found] : undefined;
  if (!found || !chosen) throw new ApiError(404, 'provider.unknown');
  return { provider: found, protocol: chosen.protocol === 'oidc' ? oidcProtocol(found, chosen) : oauthProtocol(found, chosen) };
}

/** Where the provider sends the browser back (registered with the provider as the redirect URI). */
export const redirectUriOf = (c: Context<AppEnv>, provider: SignInProvider) => siteUrl(c, `/api/public/sign-in-providers/${provider}/callback`);

/** A path of the site in a language: Korean at the path, English under /en. */
export const localPath = (lang: 'ko' | 'en', path: string) => (lang === 'en' ? (path === '/' ? '/en/' : `/en${path}`) : path);

/** A path of the site with one more query parameter. */
export function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://portal.invalid');
  url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}
