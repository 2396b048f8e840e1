// The one HTTP client of the public site's islands (DESIGN.md §2): JSON in the spec's envelope, the
// page's language and time zone on every call, the session cookie sent by the browser. A failure
// throws ApiFailure with the server's message (already in the page's language). A 401 while this
// browser believes it is signed in ends the sign-in: local items cleared, the expired-session message
// kept for the next page, and the reader sent to /login (portal spec §4).
// Calls are made by key (core/api/contract.ts), typed by the contract's schemas, imported as types only:
// no schema reaches the islands' bundles.
import { callTarget, withQuery, type QueryValue } from '#core/api/call-contract.ts';
import type { AnswerOf, ApiCallKey, ApiOptions } from '#core/api/contract.ts';
import { authCodes } from '#core/auth/codes.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { Envelope } from '#core/schemas/common.ts';
import { clearSignedIn, setFlash, signedInMarker } from './local-session.ts';

export class ApiFailure extends Error {
  readonly status: number;
  readonly code: number;
  readonly data: unknown;

  constructor(envelope: Envelope<unknown>) {
    super(envelope.message);
    this.name = 'ApiFailure';
    this.status = envelope.status;
    this.code = envelope.code;
    this.data = envelope.data;
  }
}

/** What every call of the islands carries besides its parameters and body: the page's language. */
export type CallContext = { lang: Lang; signal?: AbortSignal };

/** A call by key's options: its path parameters and body (typed by the contract) and the page's language. */
export type KeyedCallOptions<K extends ApiCallKey> = ApiOptions<K> & CallContext;

const loginPath = (lang: Lang) => (lang === 'en' ? '/en/login' : '/login');

/** The acceptance of new terms, coming back to this page once accepted. */
export function acceptTermsHref(lang: Lang, next = window.location.pathname + window.location.search): string {
  return `${lang === 'en' ? '/en' : ''}/my-page/accept-terms?${new URLSearchParams({ next }).toString()}`;
}

/** Calls the portal's API by the call's key and returns the envelope of a success; throws ApiFailure otherwise. */
export async function callApi<K extends ApiCallKey>(key: K, options: KeyedCallOptions<K>): Promise<Envelope<AnswerOf<K>>> {
  const { params, query, body } = options as CallContext & { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown };
  const { method, path: bare } = callTarget(key, params);
  const path = withQuery(bare, query);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': options.lang,
    'timezone-offset': String(new Date().getTimezoneOffset()),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch {
    // no answer at all: status 0, and the island shows `common.networkError` from its messages
    throw new ApiFailure({ success: false, message: '', data: null, code: 0, status: 0 });
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  const answer: Envelope<unknown> = envelope ?? { success: false, message: response.statusText, data: null, code: response.status, status: response.status };
  if (response.ok && answer.success) return answer as Envelope<AnswerOf<K>>;
  if (response.status === 401 && signedInMarker() && !path.startsWith('/api/auth/login')) {
    clearSignedIn();
    setFlash('auth.sessionExpired', 'error');
    window.location.assign(loginPath(options.lang));
  }
  // a new version of the terms took effect since the member accepted them: its page first (issue 33)
  if (response.status === 403 && answer.code === authCodes.TERMS_ACCEPT_REQUIRED) window.location.assign(acceptTermsHref(options.lang));
  throw new ApiFailure(answer);
}
