// A passkey answer the portal refuses (issue 34): a 400 with a message in the reader's language that says what
// to do, and a short reason for the connection history's LOGIN_FAILED detail (`passkey:challengeUsed`).
import type { MessageKey } from '#core/i18n/translate.ts';
import { ApiError } from '../api-error.ts';

export class PasskeyRefusal extends ApiError {
  /** What was wrong, as the connection history names it. */
  readonly reason: string;

  constructor(reason: string, key: MessageKey, values: Record<string, string | number> = {}) {
    super(400, key, values);
    this.name = 'PasskeyRefusal';
    this.reason = reason;
  }
}
