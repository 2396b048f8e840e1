// What the portal asks of a sign-in provider, whatever its protocol (issue 34, decision 054): the address of
// its page with `state`, `nonce` and the PKCE challenge, and, from its answer, the person it vouches for. A
// refusal carries the reason the browser is shown (`provider.error.<reason>`). Web Crypto and fetch only
// (oauth4webapi), so the same code runs on Node and in the Worker.
import * as oauth from 'oauth4webapi';
import type { ProviderError, SignInProvider } from '#core/auth/sign-in-providers.ts';
import type { Lang } from '#core/i18n/locales.ts';

/** The secrets of one trip to the provider (kept in the flow's row; the state also in the browser's cookie). */
export type FlowSecrets = { state: string; nonce: string; codeVerifier: string };

/** The person a provider vouches for: its own id of them, and what it told of them. */
export type ProviderIdentity = {
  provider: SignInProvider;
  /** The provider's id of the person (`sub`, Kakao's and Naver's `id`): what a link holds. */
  subject: string;
  /** Lowercase; '' when the provider gave none. */
  email: string;
  /** Whether the provider vouches that the person owns the address. */
  emailVerified: boolean;
  name: string;
  /** Digits only, national form (`01012345678`); '' when not given. */
  phoneNumber: string;
  /** The dialling prefix of the number (`+82`); '' when not given. */
  country: string;
};

/** A provider's sign-in refused, for `reason`; `detail` is for the log only. */
export class ProviderRefusal extends Error {
  readonly reason: ProviderError;
  constructor(reason: ProviderError, detail = '') {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'ProviderRefusal';
    this.reason = reason;
  }
}

export type ProviderProtocol = {
  /** The provider's page the browser is sent to. */
  authorizationUrl(secrets: FlowSecrets, redirectUri: string, lang: Lang): Promise<URL>;
  /** The person of the provider's answer at `callbackUrl`, or a ProviderRefusal. */
  identity(callbackUrl: URL, secrets: FlowSecrets, redirectUri: string): Promise<ProviderIdentity>;
};

/** oauth4webapi's option that lets it call http:// addresses: only for the tests' servers on this machine (settings.ts). */
export const insecureFor = (url: string) => ({ [oauth.allowInsecureRequests]: url.startsWith('http:') });

/**
 * The reason of a failure of the code's exchange or of the ID token's checks: which claim was wrong, an
 * expired token, a provider that refused the code or could not be reached.
 */
export function refusalOf(error: unknown): ProviderRefusal {
  if (error instanceof ProviderRefusal) return error;
  if (error instanceof oauth.AuthorizationResponseError) {
    return new ProviderRefusal(error.error === 'access_denied' ? 'cancelled' : 'codeRefused', error.error);
  }
  if (error instanceof oauth.ResponseBodyError) return new ProviderRefusal('codeRefused', error.error);
  if (error instanceof oauth.OperationProcessingError) {
    const claim = (error.cause as { claim?: unknown } | undefined)?.claim;
    if (error.code === oauth.JWT_CLAIM_COMPARISON && claim === 'nonce') return new ProviderRefusal('nonceMismatch', error.message);
    if (error.code === oauth.JWT_CLAIM_COMPARISON && claim === 'iss') return new ProviderRefusal('idTokenIssuer', error.message);
    if (error.code === oauth.JWT_CLAIM_COMPARISON && (claim === 'aud' || claim === 'azp')) return new ProviderRefusal('idTokenAudience', error.message);
    if (error.code === oauth.JWT_TIMESTAMP_CHECK) return new ProviderRefusal('idTokenExpired', error.message);
    return new ProviderRefusal('idTokenInvalid', error.message);
  }
  if (error instanceof oauth.UnsupportedOperationError) return new ProviderRefusal('idTokenInvalid', error.message);
  // a TypeError from fetch: the provider could not be reached
  return new ProviderRefusal('unavailable', error instanceof Error ? error.message : String(error));
}

/**
 * A phone number as the provider writes it (Kakao `+82 10-1234-5678`, Naver's `mobile_e164` `+821012345678`)
 * in the sign-up's form: the dialling prefix and the national digits, with the trunk `0` Korean numbers are
 * dialled with at home (`01012345678`). Anything else gives nothing, and the person types it.
 */
export function phoneOf(international: string | undefined, spaced = true): { phoneNumber: string; country: string } {
  const none = { phoneNumber: '', country: '' };
  if (!international) return none;
  const match = spaced ? /^\+(\d{1,4})[\s-]+([\d\s-]{6,16})$/.exec(international.trim()) : /^\+(82)(\d{8,10})$/.exec(international.trim());
  if (!match?.[1] || !match[2]) return none;
  const digits = match[2].replace(/\D/g, '');
  const national = match[1] === '82' && !digits.startsWith('0') ? `0${digits}` : digits;
  return /^\d{7,11}$/.test(national) ? { phoneNumber: national, country: `+${match[1]}` } : none;
}
