// The one HTTP client of the public site's islands (DESIGN.md §2): JSON in the spec's envelope, the
// page's language and time zone on every call, the session cookie sent by the browser. A failure
// throws ApiFailure with the server's message (already in the page's language). A 401 while this
// browser believes it is signed in ends the sign-in: local items cleared, the expired-session message
// kept for the next page, and the reader sent to /login (portal spec §4).
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

export type CallOptions = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; lang: Lang; signal?: AbortSignal };

const loginPath = (lang: Lang) => (lang === 'en' ? '/en/login' : '/login');

/** Calls the portal's API and returns the envelope of a success; throws ApiFailure otherwise. */
export async function callApi<T>(path: string, options: CallOptions): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': options.lang,
    'timezone-offset': String(new Date().getTimezoneOffset()),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch {
    // no answer at all: status 0, and the island shows `common.networkError` from its messages
    throw new ApiFailure({ success: false, message: '', data: null, code: 0, status: 0 });
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  const body: Envelope<T> =
    envelope ?? ({ success: false, message: response.statusText, data: null, code: response.status, status: response.status } as Envelope<T>);
  if (response.ok && body.success) return body;
  if (response.status === 401 && signedInMarker() && !path.startsWith('/api/auth/login')) {
    clearSignedIn();
    setFlash('auth.sessionExpired', 'error');
    window.location.assign(loginPath(options.lang));
  }
  throw new ApiFailure(body);
}
