// The settings of the sign-in providers (issue 34, decision 054), as env.ts reads them (read-settings.ts) from the
// environment (Node) or the Worker's variables and secrets, and the providers' own endpoints.

/** Google: OpenID Connect, its endpoints and keys read from the issuer's discovery document. */
export type OidcProviderSettings = { protocol: 'oidc'; clientId: string; clientSecret: string; issuer: string };
/** Kakao and Naver: OAuth 2.0, with the person's profile read from the provider's own API. */
export type OAuthProviderSettings = {
  protocol: 'oauth';
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  profileEndpoint: string;
};
export type ProviderSettings = OidcProviderSettings | OAuthProviderSettings;
/** The providers switched on, each with its protocol's settings. */
export type SignInProviderSettings = { google?: OidcProviderSettings; kakao?: OAuthProviderSettings; naver?: OAuthProviderSettings };

/** The providers' own addresses (Kakao Login REST API, Naver Login API, Google's issuer). */
export const providerDefaults = {
  google: { issuer: 'https://accounts.google.com' },
  kakao: {
    authorizationEndpoint: 'https://kauth.kakao.com/oauth/authorize',
    tokenEndpoint: 'https://kauth.kakao.com/oauth/token',
    profileEndpoint: 'https://kapi.kakao.com/v2/user/me',
  },
  naver: {
    authorizationEndpoint: 'https://nid.naver.com/oauth2.0/authorize',
    tokenEndpoint: 'https://nid.naver.com/oauth2.0/token',
    profileEndpoint: 'https://openapi.naver.com/v1/nid/me',
  },
} as const;
