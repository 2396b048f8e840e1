// The passwords of the shared schemas (portal spec §5): a new one must meet every rule of
// core/auth/password-policy.ts, each broken rule with its own message.
import * as v from 'valibot';
import { passwordRules } from '../auth/password-policy.ts';
import { wellFormedText } from './common.ts';

const [length, mix, digitRun, repeat] = passwordRules;

/** A new password: every rule of the policy, each with its own message. */
export const newPasswordSchema = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  wellFormedText(),
  v.check(length.test, length.key),
  v.check(mix.test, mix.key),
  v.check(digitRun.test, digitRun.key),
  v.check(repeat.test, repeat.key),
);

/** A password being checked (sign-in, re-entry): any non-empty text of sane length. */
export const currentPasswordSchema = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  wellFormedText(),
  v.maxLength(128, 'validation.maxLength'),
);
