// The console's one HTTP client (DESIGN.md §2, admin spec §7): JSON in the spec's envelope, the
// admin's language and time zone on every call, the admin session cookie sent by the browser.
// A failure throws CallFailure with the server's message and shows it as a toast (admin spec §8), except
// messages mentioning "ajax", which are dropped silently. A 401 while signed in ends the sign-in here,
// shows the expired-session toast and goes to /admin/login (admin spec §4).
import { callTarget, withQuery, type QueryValue } from '#core/api/call-contract.ts';
import type { AnswerOf, ApiArguments, ApiCallKey } from '#core/api/contract.ts';
import { fileNameOf, saveFile } from '#core/file-download.ts';
import type { Envelope } from '#core/schemas/common.ts';
import { adminI18n, adminLang } from './i18n.ts';

export class CallFailure extends Error {
  readonly status: number;
  readonly code: number;
  readonly data: unknown;

  constructor(message: string, status: number, code = status, data: unknown = null) {
    super(message);
    this.name = 'CallFailure';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

type Handlers = { toastError: (message: string) => void; sessionExpired: () => void };
let handlers: Handlers = { toastError: () => {}, sessionExpired: () => {} };
let signedIn = false;

/** The frame registers how failures are shown and where an expired session goes. */
export function setApiHandlers(next: Handlers): void {
  handlers = next;
}

/** Whether this page believes an admin is signed in (set by sign-in and user-info, cleared by logout). */
export function markSignedIn(value: boolean): void {
  signedIn = value;
}

/** What this page believes: a call that only reports (the reviews' counts) is not sent once the session has ended. */
export const isSignedIn = (): boolean => signedIn;

/** What the console adds to a call's parameters, query and body (core/api/contract.ts). */
export type CallOptions = {
  /** No toast on failure: the caller shows the outcome itself (the session probe of the guard). */
  quiet?: boolean;
  signal?: AbortSignal;
};

/** A query string's fields, as a call's options or an export's filters give them. */
export type QueryText = Record<string, QueryValue>;

/** A call's options as this module reads them; their types are checked per call by ApiArguments. */
type LooseOptions = CallOptions & { params?: Record<string, string | number>; query?: QueryText; body?: unknown };

/** The Excel export timeout of admin spec §9. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

function headers(json: boolean): Record<string, string> {
  const result: Record<string, string> = {
    accept: json ? 'application/json' : '*/*',
    'accept-language': adminLang(),
    'timezone-offset': String(new Date().getTimezoneOffset()),
  };
  if (json) result['content-type'] = 'application/json';
  return result;
}

function fail(error: CallFailure, quiet: boolean | undefined): never {
  if (error.status === 401 && signedIn) {
    signedIn = false;
    handlers.sessionExpired();
  } else if (!quiet && !/ajax/i.test(error.message)) {
    handlers.toastError(error.message);
  }
  throw error;
}

async function failureOf(response: Response): Promise<CallFailure> {
  const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  const message = envelope?.message || adminI18n.t('admin.error.generic');
  return new CallFailure(message, response.status, envelope?.code ?? response.status, envelope?.data ?? null);
}

/**
 * Calls the API by the call's key (`'GET /api/admin/user/:id'`, with `params`, `query` and `body` typed by
 * its schemas) and returns the envelope of a success; throws CallFailure otherwise.
 */
export async function callApi<K extends ApiCallKey>(key: K, ...args: ApiArguments<K, CallOptions>): Promise<Envelope<AnswerOf<K>>> {
  const { params, query, body, quiet, signal } = (args as [LooseOptions?])[0] ?? {};
  const { method, path } = callTarget(key, params);
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers: headers(body !== undefined),
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch {
    fail(new CallFailure(adminI18n.t('admin.error.generic'), 0), quiet);
  }
  if (!response.ok) fail(await failureOf(response), quiet);
  const envelope = (await response.json().catch(() => null)) as Envelope<AnswerOf<K>> | null;
  if (!envelope?.success)
    fail(new CallFailure(envelope?.message || adminI18n.t('admin.error.generic'), response.status, envelope?.code ?? response.status), quiet);
  return envelope;
}

/**
 * Downloads an export as binary (admin spec §7): the answer is read as a blob and saved under the
 * name the server gives. Gives up after 30 seconds with the spec's timeout message (admin spec §8).
 */
export async function downloadFile(path: string, query: QueryText, fallbackName: string): Promise<string> {
  let response: Response;
  let blob: Blob | null = null;
  try {
    response = await fetch(withQuery(path, query), { headers: headers(false), credentials: 'same-origin', signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (response.ok) blob = await response.blob();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    fail(new CallFailure(adminI18n.t(timedOut ? 'admin.requestTimeout' : 'admin.error.generic'), 0), false);
  }
  if (!blob) fail(await failureOf(response), false);
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveFile(blob, name);
  return name;
}

/**
 * Uploads a multipart form (a file chosen in a form) and returns the envelope's data. No toast: the
 * form that chose the file shows the server's message beside it; an expired session still ends here.
 */
export async function uploadForm<K extends ApiCallKey>(key: K, form: FormData): Promise<AnswerOf<K>> {
  const { path } = callTarget(key, undefined);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body: form, headers: { ...headers(false), accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    fail(new CallFailure(adminI18n.t('admin.error.generic'), 0), true);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<AnswerOf<K>> | null;
  if (!response.ok || !envelope?.success || envelope.data === undefined || envelope.data === null) {
    fail(new CallFailure(envelope?.message || adminI18n.t('admin.error.generic'), response.status, envelope?.code ?? response.status), true);
  }
  return envelope.data;
}
