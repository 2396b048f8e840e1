// After a provider vouched for a person no account signs in with yet (issue 34, decision 054): a new person
// finishes the sign-up with what the spec requires and the provider did not give, the consents and the age
// confirmation (portal spec §3), and the account is made active (the provider verified the address) and
// linked; the owner of the account with the provider's address proves it, by its password or by a link
// mailed to it and opened in the same browser, and only then is the identity linked. Never on the provider's
// word alone.
import { Hono, type Context } from 'hono';
import { maskEmail } from '#core/auth/mask.ts';
import { randomToken, sha256Hex } from '#core/auth/token.ts';
import { providerLinkPasswordSchema, providerLinkTokenSchema, providerSignUpSchema } from '#core/schemas/sign-in-provider.ts';
import { runBatch } from '#db/client.ts';
import { findAccountById, findAccountByUsername, type AccountRow } from '#db/queries/account.ts';
import {
  findProviderLink,
  insertProviderLinkStatement,
  setPendingMailToken,
  usePending,
  usePendingStatement,
  type ProviderPendingRow,
} from '#db/queries/sign-in-provider.ts';
import { ApiError } from '../../lib/api-error.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { checkSignUpInput, newAccountStatements } from '../../lib/new-account.ts';
import { mailLink } from '../../lib/one-time-token.ts';
import { recordSecurityChange } from '../../lib/security-change.ts';
import { finishProviderSignIn, linkIdentity } from '../../lib/sign-in-provider/link.ts';
import { endPending, findPending, requirePending } from '../../lib/sign-in-provider/pending.ts';
import { ProviderRefusal } from '../../lib/sign-in-provider/protocol.ts';
import { checkCredentials, checkIpLimit, countIpFailure } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Sign-in providers');

/** The account the waiting identity must prove before it is linked: active, else refused. */
async function accountToProve(c: Context<AppEnv>, pending: ProviderPendingRow): Promise<AccountRow> {
  const account = pending.accountId ? await findAccountById(c.var.deps.db, pending.accountId) : null;
  if (!account) throw new ApiError(409, 'provider.noAccountToProve');
  return account;
}

/** A refusal of the provider's rules as the API's failure, in the caller's language. */
function asApiError(error: unknown): unknown {
  return error instanceof ProviderRefusal ? new ApiError(409, `provider.error.${error.reason}`) : error;
}

/** The proved account linked to the waiting identity and signed in; the identity used once. */
async function linkAndSignIn(c: Context<AppEnv>, pending: ProviderPendingRow, account: AccountRow) {
  const provider = pending.provider;
  try {
    if (account.status !== 'ACTIVE') throw new ProviderRefusal('accountNotActive');
    if (!(await usePending(c.var.deps.db, pending.id, c.var.deps.now().toISOString()))) throw new ApiError(400, 'provider.pendingMissing');
    await linkIdentity(c, account, { provider, subject: pending.subject, email: pending.email });
    endPending(c);
    const signedIn = await finishProviderSignIn(c, account, provider);
    return ok(c, { ...signedIn, next: pending.nextPath }, 'secondFactor' in signedIn ? 'secondFactor.needed' : 'auth.loggedIn');
  } catch (error) {
    throw asApiError(error);
  }
}

export const providerAccountRoutes = new Hono<AppEnv>()
  .get(
    '/public/sign-in-providers/pending',
    doc('The identity a provider vouched for that this browser holds: for the sign-up, or the proof of the account with its address', {
      200: 'The provider, its address, what it told of the person, and whether the address has an account; null when none waits (start again at the provider)',
    }),
    async (c) => {
      const pending = await findPending(c);
      if (!pending) return ok(c, null, 'provider.pendingMissing');
      const { provider, email, name, phoneNumber, country } = pending;
      return ok(c, { provider, email, name, phoneNumber, country, accountExists: pending.accountId !== null });
    },
  )
  .post(
    '/public/sign-in-providers/sign-up',
    doc("Finishes a new person's sign-up through a provider: the account is made active, linked and signed in", {
      200: 'The session user and where to go',
      400: 'No identity waits in this browser',
      409: 'The address has an account: prove it instead',
      422: 'A field is invalid, a required term is missing, or the country code is not in the list',
    }),
    validate('json', providerSignUpSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      const lang = c.var.lang;
      const pending = await requirePending(c);
      if (pending.accountId !== null || (await findAccountByUsername(db, pending.email))) throw new ApiError(409, 'provider.accountExists');
      await checkSignUpInput(db, input, lang);
      const provider = pending.provider;
      const { statements, userId } = await newAccountStatements(
        db,
        {
          username: pending.email,
          // a secret nobody knows: the account signs in through its provider until "forgot password" sets one
          passwordHash: await c.var.deps.passwords.hash(randomToken()),
          hasPassword: false,
          name: input.name,
          companyName: input.companyName,
          departmentName: input.departmentName,
          phoneNumber: input.phoneNumber,
          country: input.country,
          secondaryEmail: input.secondaryEmail,
          // the provider verified the address: no activation link
          status: 'ACTIVE',
          activatedAt: now.toISOString(),
          passwordChangedAt: now.toISOString(),
        },
        input.historyTermAgreement,
        lang,
        now,
      );
      statements.push(
        insertProviderLinkStatement(db, { userId, provider, subject: pending.subject, email: pending.email, linkedAt: now.toISOString() }),
        usePendingStatement(db, pending.id, now.toISOString()),
      );
      try {
        await runBatch(db, statements);
      } catch (error) {
        // the address or the identity was taken meanwhile (another tab, another sign-up): the batch failed whole
        if (await findAccountByUsername(db, pending.email)) throw new ApiError(409, 'provider.accountExists');
        if (await findProviderLink(db, provider, pending.subject)) throw new ApiError(409, 'provider.error.linkedElsewhere');
        throw error;
      }
      const account = await findAccountByUsername(db, pending.email);
      if (!account) throw new ApiError(409, 'provider.accountExists');
      endPending(c);
      await recordSecurityChange(c, account, 'MEMBER', 'providerLinked', provider);
      return ok(c, { ...(await finishProviderSignIn(c, account, provider)), next: pending.nextPath }, 'provider.signedUp');
    },
  )
  .post(
    '/public/sign-in-providers/link',
    doc("Proves the account with the provider's address by its password, then links the provider and signs in", {
      200: 'The session user and where to go',
      400: 'Wrong password, or no identity waits in this browser',
      403: 'Not activated (code 181) or dormant (182)',
      409: 'No account to prove, or the identity is linked to another account',
      429: 'Locked (183) or too many attempts from this address (184)',
    }),
    validate('json', providerLinkPasswordSchema),
    async (c) => {
      const pending = await requirePending(c);
      const account = await accountToProve(c, pending);
      // the password's checks of every sign-in: the limits, the lock, the history
      const proved = await checkCredentials(c, 'MEMBER', account.username, c.req.valid('json').password);
      return linkAndSignIn(c, pending, proved);
    },
  )
  .post(
    '/public/sign-in-providers/link-mail',
    doc("Mails the owner of the account with the provider's address a link that proves it (to open in this browser)", {
      200: 'Sent; the masked address',
      400: 'No identity waits in this browser',
      409: 'No account to prove',
      429: 'Too many requests from this address (code 184)',
    }),
    async (c) => {
      const pending = await requirePending(c);
      const account = await accountToProve(c, pending);
      // every request sends a mail: counted like the activation mail's
      await checkIpLimit(c, 'resend');
      await countIpFailure(c, 'resend');
      const token = randomToken();
      await setPendingMailToken(c.var.deps.db, pending.id, await sha256Hex(token));
      const t = c.var.t;
      await c.var.deps.outbox.send({
        channel: 'MAIL',
        to: account.username,
        lang: account.lang,
        template: 'provider.mail.link',
        values: { name: account.name, provider: t(`provider.name.${pending.provider}`), link: mailLink(c, account.lang, '/login-provider', token) },
      });
      return ok(c, { sentTo: maskEmail(account.username) }, 'provider.linkMailSent');
    },
  )
  .post(
    '/public/sign-in-providers/link-confirm',
    doc('Proves the account by the mailed link, in the browser the sign-in began in, then links the provider and signs in', {
      200: 'The session user and where to go',
      400: 'The link is not the one mailed for the identity this browser holds',
      409: 'The identity is linked to another account',
      429: 'Too many failures from this address (code 184)',
    }),
    validate('json', providerLinkTokenSchema),
    async (c) => {
      await checkIpLimit(c, 'login');
      const pending = await requirePending(c);
      const account = await accountToProve(c, pending);
      if (!pending.mailTokenHash || pending.mailTokenHash !== (await sha256Hex(c.req.valid('json').token))) {
        await countIpFailure(c, 'login');
        throw new ApiError(400, 'provider.linkInvalid');
      }
      return linkAndSignIn(c, pending, account);
    },
  );
