// A change to how an account signs in (issue 34: a second factor, a passkey or a sign-in provider added or
// removed, a recovery code used, a second factor reset by an ADMIN): written in the connection history as a
// SECURITY_CHANGE (with the change, and what it names, as its detail) and announced to the account's owner by
// mail in their language, through the outbox and its retries, so a change they did not make is seen at once.
import type { Context } from 'hono';
import { SUPPORT_EMAIL } from '#core/auth/limits.ts';
import type { SecurityChange } from '#core/auth/security-changes.ts';
import { localDateTime } from '#core/dates.ts';
import { translator } from '#core/i18n/translate.ts';
import type { AccountRow } from '#db/queries/account.ts';
import type { SessionKind } from '#db/queries/session.ts';
import type { AppEnv } from '../types.ts';
import { recordSignIn } from './sign-in.ts';

/**
 * Records `change` of `account` made through a `kind` session (or its sign-in) and mails the owner. `named`
 * is what the change concerns, kept in the history's detail (a passkey's name, a provider: `kakao`); it is
 * not put in the mail, whose words say what kind of change it was.
 */
export async function recordSecurityChange(
  c: Context<AppEnv>,
  account: Pick<AccountRow, 'id' | 'username' | 'name' | 'lang'>,
  kind: SessionKind,
  change: SecurityChange,
  named = '',
): Promise<void> {
  await recordSignIn(c, kind, account.username, account.id, 'SECURITY_CHANGE', named ? `${change}:${named}`.slice(0, 200) : change);
  const t = translator(account.lang);
  await c.var.deps.outbox.send({
    channel: 'MAIL',
    to: account.username,
    lang: account.lang,
    template: 'mail.securityChanged',
    values: { name: account.name, what: t(`mail.securityChanged.${change}`), at: localDateTime(c.var.deps.now().toISOString()), support: SUPPORT_EMAIL },
  });
}
