// Sign-up and activation (portal spec §3, §4; docs/identity.md, "Member (public, no session)"):
// registered → awaiting activation by a mailed link (10 minutes, then resend) → active.
import { Hono, type Context } from 'hono';
import { authCodes } from '#core/auth/codes.ts';
import { ACTIVATION_TTL_MS } from '#core/auth/limits.ts';
import { activationTokenSchema, resendActivationByLoginSchema, signUpSchema } from '#core/schemas/account.ts';
import type { Envelope } from '#core/schemas/common.ts';
import { runBatch, type BatchItem } from '#db/client.ts';
import { findAccountById, findAccountByUsername, updateAccountStatement, type AccountRow } from '#db/queries/account.ts';
import { insertOneTimeTokenStatement, useTokenStatement } from '#db/queries/one-time-token.ts';
import { ApiError } from '../../lib/api-error.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { checkSignUpInput, newAccountStatements } from '../../lib/new-account.ts';
import { issueLinkToken, mailLink, newLinkToken, readLinkToken } from '../../lib/one-time-token.ts';
import { checkCredentials, checkIpLimit, countIpFailure } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Member sign-up');

/** The owner of a taken address is told by mail, and the caller gets the same answer as a new sign-up. */
async function mailAlreadyRegistered(c: Context<AppEnv>, account: AccountRow) {
  await c.var.deps.outbox.send({
    channel: 'MAIL',
    to: account.username,
    lang: account.lang,
    template: 'mail.alreadyRegistered',
    values: { link: mailLink(c, account.lang, '/forget-password') },
  });
}

async function mailActivation(c: Context<AppEnv>, account: Pick<AccountRow, 'username' | 'name' | 'lang'>, token: string) {
  await c.var.deps.outbox.send({
    channel: 'MAIL',
    to: account.username,
    lang: account.lang,
    template: 'mail.activation',
    values: { name: account.name, link: mailLink(c, account.lang, '/register-success', token) },
  });
}

/** A new activation link for a pending account, replacing the earlier ones. */
async function resendActivation(c: Context<AppEnv>, account: AccountRow) {
  const token = await issueLinkToken(c.var.deps.db, account.id, 'ACTIVATION', ACTIVATION_TTL_MS, c.var.deps.now());
  await mailActivation(c, account, token);
}

export const signUpRoutes = new Hono<AppEnv>()
  .post(
    '/public/sign-up',
    doc('Registers a member awaiting activation and mails the activation link (the same answer for a taken address)', {
      201: 'Received; the activation link (or, for a taken address, a notice) goes by mail',
      422: 'A field is invalid, a required term is missing, or the country code is not in the list',
    }),
    validate('json', signUpSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      const lang = c.var.lang;
      // every sign-up may send a mail: a per-IP limit keeps the form from being used to flood mailboxes
      await checkIpLimit(c, 'sign-up');
      await countIpFailure(c, 'sign-up');
      await checkSignUpInput(db, input, lang);
      // hashed whether or not the address is taken, so both answers take as long (no enumeration)
      const passwordHash = await c.var.deps.passwords.hash(input.password);
      const existing = await findAccountByUsername(db, input.username);
      if (existing) {
        await mailAlreadyRegistered(c, existing);
        return ok(c, null, 'auth.signedUp', 201);
      }
      const link = await newLinkToken('ACTIVATION', ACTIVATION_TTL_MS, now);
      // the account, its consents and its activation link: all three or none (lib/new-account.ts)
      const { statements, userId } = await newAccountStatements(
        db,
        {
          username: input.username,
          passwordHash,
          name: input.name,
          companyName: input.companyName,
          departmentName: input.departmentName,
          phoneNumber: input.phoneNumber,
          country: input.country,
          secondaryEmail: input.secondaryEmail,
          status: 'PENDING',
          passwordChangedAt: now.toISOString(),
        },
        input.historyTermAgreement,
        lang,
        now,
      );
      statements.push(insertOneTimeTokenStatement(db, { ...link.row, userId }));
      try {
        await runBatch(db, statements);
      } catch (error) {
        // two sign-ups with one address at once: the batch of the second fails whole, and it is "taken"
        const taken = await findAccountByUsername(db, input.username);
        if (!taken) throw error;
        await mailAlreadyRegistered(c, taken);
        return ok(c, null, 'auth.signedUp', 201);
      }
      await mailActivation(c, { username: input.username, name: input.name, lang }, link.token);
      return ok(c, null, 'auth.signedUp', 201);
    },
  )
  .post(
    '/public/activate-account',
    doc('Activates the account of a mailed activation link', {
      200: 'Activated',
      400: 'The link has expired (data { expired: true }: ask for a new one) or is unknown or used',
      422: 'The token is malformed',
    }),
    validate('json', activationTokenSchema),
    async (c) => {
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      const link = await readLinkToken(db, c.req.valid('json').token, 'ACTIVATION', now);
      if (link?.state === 'expired') {
        // the browser offers to resend when data says so (docs/identity.md); ApiError carries no data
        const body: Envelope<{ expired: true }> = {
          success: false,
          message: c.var.t('auth.activationExpired'),
          data: { expired: true },
          code: 400,
          status: 400,
        };
        return c.json(body, 400);
      }
      const account = link?.state === 'valid' ? await findAccountById(db, link.row.userId) : null;
      if (!link || !account || account.status !== 'PENDING') throw new ApiError(400, 'auth.activationInvalid');
      const statements = [
        useTokenStatement(db, link.row.id, now.toISOString()),
        updateAccountStatement(db, account.id, { status: 'ACTIVE', activatedAt: now.toISOString() }),
      ] as BatchItem[];
      await runBatch(db, statements);
      return ok(c, null, 'auth.activated');
    },
  )
  .post(
    '/public/resend-activation',
    doc('Mails a new activation link in exchange for an expired one', {
      200: 'A new link was mailed',
      400: 'The link is unknown or used, or the account is already active',
      429: 'Too many requests from this address (code 184)',
    }),
    validate('json', activationTokenSchema),
    async (c) => {
      const { db } = c.var.deps;
      await checkIpLimit(c, 'resend');
      // every request counts: each one sends a mail
      await countIpFailure(c, 'resend');
      const link = await readLinkToken(db, c.req.valid('json').token, 'ACTIVATION', c.var.deps.now());
      const account = link && link.state !== 'used' ? await findAccountById(db, link.row.userId) : null;
      if (!account || account.status !== 'PENDING') throw new ApiError(400, 'auth.activationInvalid');
      await resendActivation(c, account);
      return ok(c, null, 'auth.activationSent');
    },
  )
  .post(
    '/auth/member/send-link-active-account',
    doc('Mails a new activation link to a pending account whose address and password were just typed at the refused sign-in', {
      200: 'A new link was mailed',
      400: 'Wrong address or password, or the account is already active',
      403: 'Dormant account (code 182)',
      429: 'Locked account (code 183) or too many attempts from this address (code 184)',
    }),
    validate('json', resendActivationByLoginSchema),
    async (c) => {
      const { username, password } = c.req.valid('json');
      await checkIpLimit(c, 'resend');
      try {
        await checkCredentials(c, 'MEMBER', username, password);
      } catch (error) {
        // the password was right and the account is pending: exactly the case this call serves
        if (!(error instanceof ApiError) || error.code !== authCodes.NOT_ACTIVATED) throw error;
        const account = await findAccountByUsername(c.var.deps.db, username);
        if (!account) throw error;
        await countIpFailure(c, 'resend');
        await resendActivation(c, account);
        return ok(c, null, 'auth.activationSent');
      }
      throw new ApiError(400, 'auth.alreadyActive');
    },
  );
