// The become-a-partner application (portal spec §3, §4, §5; admin spec §7.2 POST /api/public/register/partner)
// and its review in the console (ADMIN). The applicant is answered by mail in the language they applied
// in: on receipt, on approval (with a sign-up invitation when the address has no account) and on refusal.
// Approval gives the address's account the PARTNER role with its permission-change history row, in one
// batch (decision 018); an address without an account gets it when it signs up (docs/partner.md).
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { translator } from '#core/i18n/translate.ts';
import { envelopeSchema, pageSchema, recordIdParam } from '#core/schemas/common.ts';
import {
  PARTNER_APPLICATION_PAGE_SIZE,
  partnerApplicationItem,
  partnerApplicationListQuery,
  partnerApplicationSchema,
  partnerRefusalSchema,
} from '#core/schemas/partner.ts';
import { dialCodeExists } from '#db/queries/account.ts';
import {
  approvePartnerApplication,
  findPartnerApplication,
  insertPartnerApplication,
  listPartnerApplications,
  openApplication,
  refusePartnerApplication,
  type PartnerApplicationRow,
} from '#db/queries/partner-application.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { mailLink } from '../../lib/one-time-token.ts';
import { checkIpLimit, countIpFailure } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import { announceWebhookEvent } from '../../lib/webhook/announce.ts';
import type { AppEnv } from '../../types.ts';

const SCREEN = '/admin/partner-application';
const tags = ['Partner application'];
const refused422 = { description: 'A field breaks a rule; the message says which, in the language of Accept-Language' };

async function mailApplicant(
  c: Context<AppEnv>,
  row: PartnerApplicationRow,
  template: 'partner.mail.received' | 'partner.mail.alreadyWaiting' | 'partner.mail.approved' | 'partner.mail.approvedSignUp' | 'partner.mail.refused',
) {
  await c.var.deps.outbox.send({
    channel: 'MAIL',
    to: row.email,
    lang: row.lang,
    template,
    values: {
      name: row.name,
      company: row.company,
      policyLink: mailLink(c, row.lang, '/partner/partner-policy'),
      signUpLink: mailLink(c, row.lang, '/register'),
      loginLink: mailLink(c, row.lang, '/login'),
      // a refusal's reason, when the admin gave one, as its own line of the mail
      reason: row.refusalReason ? translator(row.lang)('partner.mail.reason', { reason: row.refusalReason }) : '',
    },
  });
}

const applicationOr404 = async (c: Context<AppEnv>, id: number) => {
  const row = await findPartnerApplication(c.var.deps.db, id);
  if (!row) throw new ApiError(404, 'partner.applicationMissing');
  return row;
};
const stillWaiting = (row: PartnerApplicationRow) => {
  if (row.status !== 'SUBMITTED') throw new ApiError(409, 'partner.alreadyDecided');
};
const decider = (c: Context<AppEnv>) => {
  const { user } = requireAuth(c);
  return { id: user.id, username: user.username, ip: c.var.clientIp };
};

export const partnerApplicationRoutes = new Hono<AppEnv>()
  .post(
    '/public/register/partner',
    describeRoute({
      tags,
      summary: 'Applies to become a partner; the applicant gets a confirmation mail in the language of Accept-Language',
      responses: {
        201: {
          description:
            'Received; the answer goes by mail after review (an address whose application still waits is told so by mail, and the caller gets the same answer)',
        },
        422: refused422,
        429: { description: 'Too many applications from this address (code 184)' },
      },
    }),
    validate('json', partnerApplicationSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db } = c.var.deps;
      // every application sends a mail: the per-IP limit of sign-up keeps the form from flooding mailboxes
      await checkIpLimit(c, 'partner-application');
      await countIpFailure(c, 'partner-application');
      if (!(await dialCodeExists(db, input.country))) throw new ApiError(422, 'auth.countryUnknown');
      // one waiting application per address: the address is told by mail and the caller gets the answer
      // of a new application, so the form tells nobody whether an address has applied (decision 002)
      const waiting = await openApplication(db, input.email);
      if (waiting) {
        await mailApplicant(c, waiting, 'partner.mail.alreadyWaiting');
        return ok(c, null, 'partner.applied', 201);
      }
      const id = await insertPartnerApplication(db, input, c.var.lang, c.var.clientIp, c.var.deps.now());
      const row = await findPartnerApplication(db, id);
      if (row) await mailApplicant(c, row, 'partner.mail.received');
      // an application waits for review: the staff's webhooks hear of it after the answer (issue 32), with the
      // company's name the console lists, not the applicant's contact details
      await announceWebhookEvent(c, 'partner-application.created', { detail: input.company, data: { applicationId: id, company: input.company } });
      return ok(c, null, 'partner.applied', 201);
    },
  )
  .get(
    '/admin/partner-application',
    describeRoute({
      tags,
      summary: 'Applications, newest first, of one status or all, 10 a page',
      responses: {
        200: {
          description: 'A page of applications',
          content: { 'application/json': { schema: resolver(envelopeSchema(pageSchema(partnerApplicationItem))) } },
        },
        422: refused422,
      },
    }),
    validate('query', partnerApplicationListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listPartnerApplications(c.var.deps.db, {
        status: query.status,
        page: query.pageNo,
        pageSize: PARTNER_APPLICATION_PAGE_SIZE,
      });
      await recordAdminView(c, SCREEN, `page=${query.pageNo}${query.status ? ` status=${query.status}` : ''}`);
      return ok(c, page);
    },
  )
  .put(
    '/admin/partner-application/:id/approve',
    describeRoute({
      tags,
      summary: "Approves an application: the address's account becomes PARTNER (recorded in the permission-change history) and the applicant is mailed",
      responses: {
        200: { description: 'Approved (data: the account and whether its role changed; null when the address has no account yet)' },
        404: { description: 'No application has this id' },
        409: { description: 'The application was already decided' },
      },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const row = await applicationOr404(c, c.req.valid('param').id);
      stillWaiting(row);
      const by = decider(c);
      const result = await approvePartnerApplication(c.var.deps.db, row, by, c.var.deps.now());
      if (!result.decided) throw new ApiError(409, 'partner.alreadyDecided');
      await mailApplicant(c, row, result.account ? 'partner.mail.approved' : 'partner.mail.approvedSignUp');
      await recordAdminUpdate(
        c,
        SCREEN,
        `#${row.id} ${row.email} APPROVED${result.account?.promoted ? ` (#${result.account.id} → PARTNER)` : result.account ? '' : ' (no account yet)'}`,
      );
      return ok(c, { account: result.account }, 'partner.approved');
    },
  )
  .put(
    '/admin/partner-application/:id/refuse',
    describeRoute({
      tags,
      summary: 'Refuses an application, with an optional reason mailed to the applicant',
      responses: {
        200: { description: 'Refused' },
        404: { description: 'No application has this id' },
        409: { description: 'The application was already decided' },
        422: refused422,
      },
    }),
    validate('param', recordIdParam),
    validate('json', partnerRefusalSchema),
    async (c) => {
      const row = await applicationOr404(c, c.req.valid('param').id);
      stillWaiting(row);
      const { reason } = c.req.valid('json');
      if (!(await refusePartnerApplication(c.var.deps.db, row.id, reason, decider(c), c.var.deps.now()))) throw new ApiError(409, 'partner.alreadyDecided');
      await mailApplicant(c, { ...row, refusalReason: reason }, 'partner.mail.refused');
      await recordAdminUpdate(c, SCREEN, `#${row.id} ${row.email} REFUSED`);
      return ok(c, null, 'partner.refused');
    },
  );
