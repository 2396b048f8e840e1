// Kakao's and Naver's sign-in, OAuth 2.0 with oauth4webapi (issue 34, decision 054): the authorization code
// with `state` and the PKCE challenge, the code exchanged with the verifier, then the person read from the
// provider's profile API in its documented shape (profiles.ts). Naver answers a refused code with HTTP 200 and
// an `error` body, and its `expires_in` as text: oauth4webapi refuses the first (no access token) and reads the
// second.
import * as oauth from 'oauth4webapi';
import type { SignInProvider } from '#core/auth/sign-in-providers.ts';
import { kakaoIdentity, naverIdentity } from './profiles.ts';
import { insecureFor, ProviderRefusal, refusalOf, type ProviderIdentity, type ProviderProtocol } from './protocol.ts';
import type { OAuthProviderSettings } from './settings.ts';

const profileReaders: Partial<Record<SignInProvider, (body: unknown) => ProviderIdentity>> = { kakao: kakaoIdentity, naver: naverIdentity };

export function oauthProtocol(provider: SignInProvider, settings: OAuthProviderSettings): ProviderProtocol {
  const server: oauth.AuthorizationServer = {
    issuer: new URL(settings.authorizationEndpoint).origin,
    authorization_endpoint: settings.authorizationEndpoint,
    token_endpoint: settings.tokenEndpoint,
  };
  const client: oauth.Client = { client_id: settings.clientId };
  const readProfile = profileReaders[provider];
  if (!readProfile) throw new Error(`${provider} is not an OAuth 2.0 provider`);
  return {
    async authorizationUrl(secrets, redirectUri) {
      const url = new URL(settings.authorizationEndpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        state: secrets.state,
        // Kakao checks the verifier against it; Naver documents no PKCE and ignores both, and its state is the defence there
        code_challenge: await oauth.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return url;
    },

    async identity(callbackUrl, secrets, redirectUri) {
      let accessToken: string;
      try {
        const parameters = oauth.validateAuthResponse(server, client, callbackUrl, secrets.state);
        const response = await oauth.authorizationCodeGrantRequest(
          server,
          client,
          oauth.ClientSecretPost(settings.clientSecret),
          parameters,
          redirectUri,
          secrets.codeVerifier,
          // Naver's token request names the state again (its "state" parameter is required there)
          { ...insecureFor(settings.tokenEndpoint), ...(provider === 'naver' ? { additionalParameters: { state: secrets.state } } : {}) },
        );
        const tokens = await oauth.processAuthorizationCodeResponse(server, client, response);
        accessToken = tokens.access_token;
      } catch (error) {
        const refusal = refusalOf(error);
        // without an ID token, a malformed answer of the token endpoint is a refused code, not a bad token
        throw refusal.reason.startsWith('idToken') ? new ProviderRefusal('codeRefused', refusal.message) : refusal;
      }
      let body: unknown;
      try {
        const answer = await oauth.protectedResourceRequest(
          accessToken,
          'GET',
          new URL(settings.profileEndpoint),
          undefined,
          undefined,
          insecureFor(settings.profileEndpoint),
        );
        body = await answer.json();
        // the refusal's own words only (Kakao's `code`, Naver's `resultcode`): the log keeps no person's data
        const { code, resultcode } = (body ?? {}) as { code?: unknown; resultcode?: unknown };
        const said = typeof code === 'number' || typeof code === 'string' ? code : typeof resultcode === 'string' ? resultcode : '';
        if (!answer.ok) throw new ProviderRefusal('profileRefused', `${answer.status} ${said}`);
      } catch (error) {
        if (error instanceof ProviderRefusal) throw error;
        // a body that is not JSON, or a 401 with its challenge (an access token the provider does not know)
        const refused = error instanceof SyntaxError || error instanceof oauth.WWWAuthenticateChallengeError;
        throw new ProviderRefusal(refused ? 'profileRefused' : 'unavailable', error instanceof Error ? error.message : String(error));
      }
      return readProfile(body);
    },
  };
}
