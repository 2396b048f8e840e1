// One answer for every failure, however early it happens (CONVENTIONS.md: one error shape, produced in
// one place): the envelope for /api calls, a self-contained translated page for everything else, in the
// caller's language, with the security headers the front door adds to every response.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { langFromAcceptLanguage, type Lang } from '#core/i18n/locales.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';
import type { Envelope } from '#core/schemas/common.ts';
import { databaseCauseOf, databaseFailureOf } from '#db/errors.ts';
import type { AppEnv, Logger } from '../types.ts';
import { ApiError } from './api-error.ts';
import { errorPage, errorPageCsp } from './error-page.ts';
import { jsonLogger } from './logger.ts';
import { API_CSP } from './security-headers.ts';

type Failure = { status: ContentfulStatusCode; key: MessageKey; values: Record<string, string | number>; code: number };

const httpKeys: Partial<Record<number, MessageKey>> = { 404: 'api.notFound', 405: 'api.methodNotAllowed', 413: 'api.payloadTooLarge' };

/** What the file system says when the uploads' disk is full, over quota, read-only or failing. */
const storageFailureCodes = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']);

/** Used when a failure comes before the front door set its logger. */
const fallbackLog = jsonLogger();

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The language of a page's address (`/en/…` is English); the console and the API follow Accept-Language. */
export function langOfAddress(path: string, acceptLanguage: string | undefined): Lang {
  if (isApiPath(path) || path === '/admin' || path.startsWith('/admin/')) return langFromAcceptLanguage(acceptLanguage);
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'ko';
}

/** The language of a request's failure: its address's, or Accept-Language's for calls and the console. */
export function langOfRequest(c: Context<AppEnv>): Lang {
  return langOfAddress(c.req.path, c.req.header('accept-language'));
}

/**
 * The body and headers of a failure's answer at `path`: the envelope for calls, the self-contained error
 * page for everything else. The front door's answers and Node's own refusals (runtime/node-client-error.ts) share it.
 */
export function failureContent(
  path: string,
  lang: Lang,
  failure: { status: number; code: number; message: string },
): { body: string; headers: Record<string, string> } {
  if (isApiPath(path)) {
    const envelope: Envelope<null> = { success: false, message: failure.message, data: null, code: failure.code, status: failure.status };
    return {
      body: JSON.stringify(envelope),
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'content-security-policy': API_CSP },
    };
  }
  return {
    body: errorPage(lang, failure.status, failure.message),
    headers: { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-store', 'content-security-policy': errorPageCsp },
  };
}

/** What a thrown error means for the caller; unexpected ones are logged with the request id. */
function failureOf(error: Error, c: Context<AppEnv>): Failure {
  if (error instanceof ApiError) return { status: error.status, key: error.key, values: error.values, code: error.code };
  if (error instanceof HTTPException && error.status < 500) {
    return { status: error.status, key: httpKeys[error.status] ?? 'api.validation', values: {}, code: error.status };
  }
  const log: Logger = c.get('log') ?? fallbackLog;
  const where = { requestId: c.var.requestId, method: c.req.method, path: c.req.path };
  if (error instanceof DependenciesUnavailable) {
    log.error('portal unavailable', { ...where, cause: databaseCauseOf(error) });
    return { status: 503, key: 'api.unavailable', values: {}, code: 503 };
  }
  const database = databaseFailureOf(error);
  if (database) {
    // the database's own words ("database is locked", "unable to open database file"), not only ours
    log.error(database === 'busy' ? 'database busy' : 'database unavailable', { ...where, cause: databaseCauseOf(error) });
    return { status: 503, key: database === 'busy' ? 'api.databaseBusy' : 'api.unavailable', values: {}, code: 503 };
  }
  if (storageFailureCodes.has(String((error as { code?: unknown }).code))) {
    // a full or failing disk: the upload took its files away again (attachment.routes.ts), nothing was saved
    log.error('storage unavailable', { ...where, cause: error.message });
    return { status: 503, key: 'api.unavailable', values: {}, code: 503 };
  }
  log.error('unexpected error', { ...where, error: String(error), stack: error.stack });
  return { status: 500, key: 'api.serverError', values: {}, code: 500 };
}

/** The answer to a failure: the envelope for calls, a page for everything else. */
export function answerFailure(error: Error, c: Context<AppEnv>): Response {
  const failure = failureOf(error, c);
  const lang = langOfRequest(c);
  const message = translator(lang)(failure.key, failure.values);
  const { body, headers } = failureContent(c.req.path, lang, { status: failure.status, code: failure.code, message });
  return c.body(body, failure.status, headers);
}

/** A failure of the runtime's dependencies (the database could not be opened): unavailable, whatever the cause. */
export class DependenciesUnavailable extends Error {
  constructor(cause: unknown) {
    super('the runtime could not be prepared', { cause });
    this.name = 'DependenciesUnavailable';
  }
}
