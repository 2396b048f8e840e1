import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey } from '#core/i18n/translate.ts';

/**
 * An expected failure: an HTTP status and a message key, translated into the caller's language by the
 * one error handler (app.ts). `code` is the envelope's code; it defaults to the status.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly key: MessageKey;
  readonly values: Record<string, string | number>;
  readonly code: number;

  constructor(status: ContentfulStatusCode, key: MessageKey, values: Record<string, string | number> = {}, code?: number) {
    super(key);
    this.name = 'ApiError';
    this.status = status;
    this.key = key;
    this.values = values;
    this.code = code ?? status;
  }
}
