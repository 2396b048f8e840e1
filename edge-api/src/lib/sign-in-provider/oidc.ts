// Google's sign-in, OpenID Connect with oauth4webapi (issue 34, decision 054): the issuer's discovery document
// gives the endpoints and keys; the code is exchanged with the PKCE verifier; the ID token must come from the
// issuer, for this client, unexpired, with this trip's nonce and the issuer's signature; the address and its
// verification are the token's claims, else the user-info endpoint's for the same subject.
import * as oauth from 'oauth4webapi';
import type { SignInProvider } from '#core/auth/sign-in-providers.ts';
import { insecureFor, ProviderRefusal, refusalOf, type ProviderIdentity, type ProviderProtocol } from './protocol.ts';
import type { OidcProviderSettings } from './settings.ts';

/** How long an issuer's discovery document is kept (per process or isolate) before it is read again. */
const DISCOVERY_TTL_MS = 60 * 60_000;
const discovered = new Map<string, { readAt: number; server: oauth.AuthorizationServer }>();

async function authorizationServer(issuer: string): Promise<oauth.AuthorizationServer> {
  const kept = discovered.get(issuer);
  if (kept && Date.now() - kept.readAt < DISCOVERY_TTL_MS) return kept.server;
  try {
    const url = new URL(issuer);
    const response = await oauth.discoveryRequest(url, { algorithm: 'oidc', ...insecureFor(issuer) });
    const server = await oauth.processDiscoveryResponse(url, response);
    discovered.set(issuer, { readAt: Date.now(), server });
    return server;
  } catch (error) {
    throw new ProviderRefusal('unavailable', error instanceof Error ? error.message : String(error));
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function oidcProtocol(provider: SignInProvider, settings: OidcProviderSettings): ProviderProtocol {
  const client: oauth.Client = { client_id: settings.clientId };
  const insecure = insecureFor(settings.issuer);
  return {
    async authorizationUrl(secrets, redirectUri, lang) {
      const server = await authorizationServer(settings.issuer);
      if (!server.authorization_endpoint) throw new ProviderRefusal('unavailable', 'no authorization_endpoint');
      const url = new URL(server.authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        ui_locales: lang,
      }).toString();
      return url;
    },

    async identity(callbackUrl, secrets, redirectUri) {
      const server = await authorizationServer(settings.issuer);
      try {
        const parameters = oauth.validateAuthResponse(server, client, callbackUrl, secrets.state);
        const response = await oauth.authorizationCodeGrantRequest(
          server,
          client,
          oauth.ClientSecretPost(settings.clientSecret),
          parameters,
          redirectUri,
          secrets.codeVerifier,
          insecure,
        );
        const tokens = await oauth.processAuthorizationCodeResponse(server, client, response, { expectedNonce: secrets.nonce, requireIdToken: true });
        // over TLS the issuer's answer is its own; the signature is checked too, so a token is never taken on the channel alone
        await oauth.validateApplicationLevelSignature(server, response, insecure);
        const claims = oauth.getValidatedIdTokenClaims(tokens);
        if (!claims) throw new ProviderRefusal('idTokenInvalid', 'no ID token');
        let found: Record<string, unknown> = claims;
        if (typeof claims.email !== 'string' && server.userinfo_endpoint) {
          const answer = await oauth.userInfoRequest(server, client, tokens.access_token, insecure);
          found = { ...(await oauth.processUserInfoResponse(server, client, claims.sub, answer)) };
        }
        const identity: ProviderIdentity = {
          provider,
          subject: claims.sub,
          email: text(found.email).trim().toLowerCase(),
          // Google and the standard: a boolean; anything else is not a verification
          emailVerified: found.email_verified === true,
          name: text(found.name).trim(),
          phoneNumber: '',
          country: '',
        };
        return identity;
      } catch (error) {
        throw refusalOf(error);
      }
    },
  };
}
