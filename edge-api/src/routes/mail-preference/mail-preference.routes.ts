// Mail preferences (issue 32, decision 046): a member reads and sets the channel of each kind of notification,
// and a mail's unsubscribe link stops the mail of the kinds it told of. The link is its own proof (a token only
// that mail carried), so it needs no session: a mail provider's one-click POST (RFC 8058) comes from its servers,
// with no cookie and no Origin, and the front door lets this one path through (lib/same-site.ts).
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { sha256Hex } from '#core/auth/token.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { mailPreferenceList, mailPreferenceSaveBody, unsubscribeQuery, unsubscribeView, type UnsubscribeView } from '#core/schemas/mail-preference.ts';
import { runBatch } from '#db/client.ts';
import { findUnsubscribe, listMailPreferences, mailIsOff, mailPreferenceWrites, stopMail, type UnsubscribeRow } from '#db/queries/mail-preference.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const tags = ['Mail preferences'];
const signedOut = { 401: { description: 'No member session: sign in first' } };
const listAnswer = {
  200: { description: 'Every kind with its channel', content: { 'application/json': { schema: resolver(envelopeSchema(mailPreferenceList)) } } },
};
const linkAnswer = {
  200: {
    description: 'The kinds the link stops, and whether their mail is off',
    content: { 'application/json': { schema: resolver(envelopeSchema(unsubscribeView)) } },
  },
  404: { description: 'No mail carried this link (altered, or purged long after it expired)' },
  410: { description: 'The link expired: the preferences page still changes everything' },
};

/** The link a token names, while it works; a 404 or a 410 in the reader's language otherwise. */
async function linkOf(c: Context<AppEnv>, token: string): Promise<UnsubscribeRow> {
  const link = await findUnsubscribe(c.var.deps.db, await sha256Hex(token));
  if (!link) throw new ApiError(404, 'mailPreference.unsubscribeUnknown');
  if (link.expiresAt <= c.var.deps.now().toISOString()) throw new ApiError(410, 'mailPreference.unsubscribeExpired');
  return link;
}

async function linkView(c: Context<AppEnv>, link: UnsubscribeRow): Promise<UnsubscribeView> {
  return { kinds: link.kinds, done: await mailIsOff(c.var.deps.db, link.accountId, link.kinds) };
}

export const mailPreferenceRoutes = new Hono<AppEnv>()
  .get(
    '/member/notification-preferences',
    describeRoute({ tags, summary: "The signed-in member's channel for each kind of notification", responses: { ...listAnswer, ...signedOut } }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      return ok(c, { items: await listMailPreferences(c.var.deps.db, requireAuth(c).user.id) });
    },
  )
  .put(
    '/member/notification-preferences',
    describeRoute({
      tags,
      summary: 'Sets the channel of some kinds (what waits for mail of a kind moves with it); answers every kind',
      responses: { ...listAnswer, ...signedOut, 422: { description: 'An unknown kind or channel' } },
    }),
    validate('json', mailPreferenceSaveBody),
    async (c) => {
      const { db, now } = c.var.deps;
      const accountId = requireAuth(c).user.id;
      await runBatch(db, mailPreferenceWrites(db, accountId, c.req.valid('json'), now()));
      return ok(c, { items: await listMailPreferences(db, accountId) }, 'mailPreference.saved');
    },
  )
  .get(
    '/public/mail/unsubscribe',
    describeRoute({ tags, summary: "What a mail's unsubscribe link stops (the unsubscribe page reads it before the member confirms)", responses: linkAnswer }),
    validate('query', unsubscribeQuery),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      return ok(c, await linkView(c, await linkOf(c, c.req.valid('query').token)));
    },
  )
  .post(
    '/public/mail/unsubscribe',
    describeRoute({
      tags,
      summary:
        "Stops the mail of the kinds a mail's link names (their channel becomes the bell): the one-click unsubscribe of RFC 8058 (List-Unsubscribe-Post) and the unsubscribe page's button",
      responses: linkAnswer,
    }),
    validate('query', unsubscribeQuery),
    async (c) => {
      const link = await linkOf(c, c.req.valid('query').token);
      await stopMail(c.var.deps.db, link.accountId, link.kinds, c.var.deps.now());
      c.header('cache-control', 'private, no-store');
      return ok(c, await linkView(c, link), 'mailPreference.unsubscribed');
    },
  );
