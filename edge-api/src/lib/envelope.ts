import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SHARED_ANSWER } from '#core/cache-control.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { Envelope } from '#core/schemas/common.ts';
import type { AppEnv } from '../types.ts';
import { answerMasker } from './masking.ts';

/**
 * A successful answer in the envelope of the spec, its message in the caller's language. The personal
 * fields its call's answer declares are masked here, the one place every answer passes (issue 33).
 */
export function ok<T>(c: Context<AppEnv>, data: T, key: MessageKey = 'api.ok', status: ContentfulStatusCode = 200) {
  const masker = answerMasker(c.var.call);
  const body: Envelope<T> = { success: true, message: c.var.t(key), data: masker ? (masker(data) as T) : data, code: status, status };
  return c.json(body, status);
}

/**
 * `ok` for an answer that is the same for every caller without a session (public lists, items, code lists):
 * Node keeps it whole for visitors (lib/cache-answers.ts), and browsers revalidate it by its ETag.
 */
export function okForEveryone<T>(c: Context<AppEnv>, data: T) {
  c.header('cache-control', SHARED_ANSWER);
  return ok(c, data);
}
