// The sign-in providers (issue 34, decision 054) and the reasons a provider's sign-in is refused, each a message
// `provider.error.<reason>` in both languages. Kept apart from their payloads' schemas (core/schemas/sign-in-provider.ts)
// so a page's script that only needs the names ships no schema.

export const signInProviders = ['kakao', 'naver', 'google'] as const;
export type SignInProvider = (typeof signInProviders)[number];

export const isSignInProvider = (text: string): text is SignInProvider => (signInProviders as readonly string[]).includes(text);

/**
 * Why a provider's sign-in was refused: the callback sends the browser back with `?providerError=<reason>`,
 * the page shows `provider.error.<reason>`, and the connection history keeps it as the failure's detail.
 */
export const providerErrors = [
  'stateMismatch',
  'replayed',
  'flowExpired',
  'cancelled',
  'codeRefused',
  'idTokenIssuer',
  'idTokenAudience',
  'idTokenExpired',
  'idTokenInvalid',
  'nonceMismatch',
  'profileRefused',
  'emailMissing',
  'emailUnverified',
  'linkedElsewhere',
  'alreadyLinked',
  'notLinked',
  'accountNotActive',
  'tooManyAttempts',
  'unavailable',
] as const;
export type ProviderError = (typeof providerErrors)[number];

export const isProviderError = (text: string): text is ProviderError => (providerErrors as readonly string[]).includes(text);
