// The sign-in providers' settings read from the environment (Node) or the Worker's variables and secrets (issue 34,
// decision 054), for env.ts. A provider is on when its client id and secret are set, off (no button, no call)
// otherwise. Its endpoints may be moved (Google's issuer, Kakao's and Naver's endpoints), so the tests point them at
// servers they start; anywhere but this machine they must be https.
import { isLoopbackHost } from '../site-address.ts';
import { providerDefaults, type SignInProviderSettings } from './settings.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** An endpoint: https, or http on this machine only (the tests' servers). */
function endpoint(name: string, value: unknown, fallback: string, problems: string[]): string {
  const given = text(value) ?? fallback;
  const url = URL.canParse(given) ? new URL(given) : null;
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) || url.search || url.hash) {
    problems.push(`${name}: must be an https:// URL without a query (http:// only on this machine, for tests), for example ${fallback}`);
  }
  return given;
}

/**
 * The providers switched on by `source`, or a problem per wrong setting: a client id without its secret (or
 * the reverse), an endpoint that is not https.
 */
export function readSignInProviderSettings(source: Record<string, unknown>, problems: string[]): SignInProviderSettings {
  const settings: SignInProviderSettings = {};
  for (const provider of ['google', 'kakao', 'naver'] as const) {
    const prefix = provider.toUpperCase();
    const clientId = text(source[`${prefix}_CLIENT_ID`]);
    const clientSecret = text(source[`${prefix}_CLIENT_SECRET`]);
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET: set both to switch ${provider} sign-in on, or neither to leave it off`);
      continue;
    }
    if (provider === 'google') {
      const issuer = endpoint('GOOGLE_ISSUER', source.GOOGLE_ISSUER, providerDefaults.google.issuer, problems);
      settings.google = { protocol: 'oidc', clientId, clientSecret, issuer };
      continue;
    }
    const defaults = providerDefaults[provider];
    settings[provider] = {
      protocol: 'oauth',
      clientId,
      clientSecret,
      authorizationEndpoint: endpoint(`${prefix}_AUTHORIZATION_ENDPOINT`, source[`${prefix}_AUTHORIZATION_ENDPOINT`], defaults.authorizationEndpoint, problems),
      tokenEndpoint: endpoint(`${prefix}_TOKEN_ENDPOINT`, source[`${prefix}_TOKEN_ENDPOINT`], defaults.tokenEndpoint, problems),
      profileEndpoint: endpoint(`${prefix}_PROFILE_ENDPOINT`, source[`${prefix}_PROFILE_ENDPOINT`], defaults.profileEndpoint, problems),
    };
  }
  return settings;
}
