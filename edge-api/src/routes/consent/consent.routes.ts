// A member's consents (issue 33; portal spec §3 consent items, §4): the current state with the history of every
// agreement and withdrawal (dates and versions), one-click withdrawal and grant of the optional items 4, 5, 6 and
// 6-1 to 6-3, and the acceptance of a new version of the terms of use or the privacy policy, which a member who
// signed in after it took effect gives before anything else (lib/terms-acceptance.ts, lib/authorize.ts). The
// required items are withdrawn only by deleting the account (portal spec §4).
import { Hono } from 'hono';
import { hasAllRequiredTerms, requiredTerms } from '#core/auth/terms.ts';
import { localDate } from '#core/dates.ts';
import { consentChangeBody, consentItemParam, consentQuery, termsAcceptBody } from '#core/schemas/consent.ts';
import { runBatch } from '#db/client.ts';
import { consentFlagsOf, consentHistoryStatements, consentVersionsOn, listConsentHistory } from '#db/queries/consent-history.ts';
import { clearTermsPendingStatement } from '#db/queries/session.ts';
import { acceptRequiredTermsStatement, findTermAgreement } from '#db/queries/term-agreement.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { changeOfItem, consentChangeStatements, consentStatesOf } from '../../lib/consent-change.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { requireReauth } from '../../lib/reauth.ts';
import { termsUpdateOf } from '../../lib/terms-acceptance.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('My consents');

export const consentRoutes = new Hono<AppEnv>()
  .get(
    '/member/consents',
    doc('The member’s consents and a page of their history, newest first', { 200: 'ConsentView', 403: 'The password was not re-entered' }),
    validate('query', consentQuery),
    async (c) => {
      const { user } = requireReauth(c);
      const { db } = c.var.deps;
      const [states, history] = await Promise.all([consentStatesOf(db, user), listConsentHistory(db, user.id, c.req.valid('query'))]);
      c.header('cache-control', 'private, no-store');
      return ok(c, { ...states, history });
    },
  )
  .put(
    '/member/consents/:item',
    doc('Withdraws or grants one optional item (4, 5, 6, 6-1, 6-2, 6-3); the change is recorded with its date', {
      200: 'The optional items as they stand now',
      422: 'An item that is not an optional one',
    }),
    validate('param', consentItemParam),
    validate('json', consentChangeBody),
    async (c) => {
      const { user } = requireAuth(c);
      const { db } = c.var.deps;
      const { agreed } = c.req.valid('json');
      const { item } = c.req.valid('param');
      // agreeing to marketing use again starts its period again, as the marketing switch does
      await runBatch(db, await consentChangeStatements(c, user, changeOfItem(item, agreed), { renew: item === 'MARKETING_USE' && agreed, source: 'MY_PAGE' }));
      return ok(c, { optional: (await consentStatesOf(db, user)).optional }, agreed ? 'myData.consentGranted' : 'myData.consentWithdrawn');
    },
  )
  .get(
    '/member/terms-update',
    doc('What took effect since the member last accepted the terms of use and the privacy policy', { 200: 'TermsUpdateView' }),
    async (c) => {
      const { user } = requireAuth(c);
      c.header('cache-control', 'private, no-store');
      return ok(c, await termsUpdateOf(c.var.deps.db, user, c.var.deps.now()));
    },
  )
  .put(
    '/member/terms-update',
    doc('Accepts the required items of the terms in force: recorded with their versions, and the member goes on', {
      200: 'TermsUpdateView, no longer pending',
      422: 'A required item of the member’s language was not ticked',
    }),
    validate('json', termsAcceptBody),
    async (c) => {
      const { user } = requireAuth(c);
      const { db } = c.var.deps;
      const { items } = c.req.valid('json');
      if (!hasAllRequiredTerms(items, user.lang)) throw new ApiError(422, 'auth.requiredTermsMissing');
      const now = c.var.deps.now();
      const at = now.toISOString();
      // what is recorded is the language's required items, every one of which the member ticked
      const accepted = [...requiredTerms[user.lang]];
      const before = consentFlagsOf(await findTermAgreement(db, user.id));
      const after = { ...before, ...Object.fromEntries(accepted.map((item) => [item, true])) };
      const versionOf = await consentVersionsOn(db, user.lang, localDate(at));
      await runBatch(db, [
        acceptRequiredTermsStatement(db, user.id, user.lang, accepted, at),
        ...consentHistoryStatements(db, before, after, { userId: user.id, source: 'RE_ACCEPT', at, versionOf }, accepted),
        clearTermsPendingStatement(db, user.id),
      ]);
      return ok(c, await termsUpdateOf(db, user, now), 'myData.termsAccepted');
    },
  );
