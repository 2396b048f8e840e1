// The console's privacy-policy revisions (admin spec §2 /admin/privacy-policy, §3, §7.1; portal spec §9):
// the list with where each revision stands today, one revision, register, edit and the Excel export.
// Content is sanitised with the allow-list of core/rich-text.ts before it is stored. A revision whose
// date lies ahead must leave the site at least 7 days to announce it: a nearer future date is refused.
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { localDate } from '#core/dates.ts';
import { envelopeSchema, pageSchema, recordIdParam } from '#core/schemas/common.ts';
import {
  earliestAnnouncedDay,
  isTooSoon,
  POLICY_NOTICE_DAYS,
  policyAdminDetail,
  policyAdminItem,
  policyAdminQuery,
  policyCreate,
  policyExportQuery,
  policyUpdate,
  type PolicyAdminItem,
  type PolicyCreate,
} from '#core/schemas/privacy-policy.ts';
import { allPolicyAdmin, createPolicy, getPolicyAdmin, listPolicyAdmin, updatePolicy, versionTaken, type PolicyWrite } from '#db/queries/policy-admin.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { excelResponse, EXPORT_MAX_ROWS, type ExcelColumn } from '../../lib/excel.ts';
import { exportFileName, recordPlainExport } from '../../lib/history-routes.ts';
import { isBlankRichText, sanitizeRichText } from '../../lib/rich-text.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const SCREEN = '/admin/privacy-policy';
const tags = ['Console policies'];

/** Today in Korea, the portal's calendar (the dates of the revisions are Korean days). */
const todayOf = (c: Context<AppEnv>) => localDate(c.var.deps.now().toISOString());

/** The checks a save needs beyond the schema, then what is stored. */
async function writeOf(c: Context<AppEnv>, input: PolicyCreate, id?: number): Promise<PolicyWrite> {
  const today = todayOf(c);
  if (isTooSoon(input.effectiveDate, today))
    throw new ApiError(422, 'policyAdmin.noticeTooShort', { days: POLICY_NOTICE_DAYS, date: earliestAnnouncedDay(today) });
  const content = sanitizeRichText(input.content);
  if (isBlankRichText(content)) throw new ApiError(422, 'policyAdmin.contentRequired');
  if (await versionTaken(c.var.deps.db, input.langCode, input.version, id)) throw new ApiError(422, 'policyAdmin.versionTaken', { version: input.version });
  return { langCode: input.langCode, version: input.version, effectiveDate: input.effectiveDate, content };
}

const columns: ExcelColumn<PolicyAdminItem>[] = [
  { header: 'policyAdmin.column.label', value: (row) => row.label, width: 24 },
  { header: 'policyAdmin.column.language', value: (row) => row.langCode, width: 10 },
  { header: 'policyAdmin.column.effectiveDate', value: (row) => row.effectiveDate, width: 14 },
  { header: 'policyAdmin.column.status', value: (row) => row.status, width: 12 },
  { header: 'policyAdmin.column.createdDate', value: (row) => row.createdDate, width: 26 },
  { header: 'policyAdmin.column.createdBy', value: (row) => row.createdBy, width: 24 },
];

const detailResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(policyAdminDetail)) } } });
const refused = {
  422: { description: 'A field breaks a rule (version, date, notice period, content); the message says which, in the language of Accept-Language' },
};

export const policyAdminRoutes = new Hono<AppEnv>()
  .get(
    '/policy-admin/privacy',
    describeRoute({
      tags,
      summary: "The portal privacy policy's revisions, newest first, each with where it stands today (in force, announced, earlier)",
      responses: {
        200: { description: 'A page of revisions', content: { 'application/json': { schema: resolver(envelopeSchema(pageSchema(policyAdminItem))) } } },
      },
    }),
    validate('query', policyAdminQuery),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listPolicyAdmin(c.var.deps.db, query, todayOf(c));
      await recordAdminView(c, SCREEN, `page=${query.page}${query.langCode ? `, langCode=${query.langCode}` : ''}`);
      return ok(c, page);
    },
  )
  .get(
    '/policy-admin/privacy/detail/:id',
    describeRoute({
      tags,
      summary: 'One revision with its content',
      responses: { 200: detailResponse('The revision'), 404: { description: 'No revision has this id' } },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const detail = await getPolicyAdmin(c.var.deps.db, id, todayOf(c));
      if (!detail) throw new ApiError(404, 'policyAdmin.notFound');
      await recordAdminView(c, `${SCREEN}/edit/${id}`, `#${id}`);
      return ok(c, detail);
    },
  )
  .post(
    '/policy-admin/privacy',
    describeRoute({
      tags,
      summary: 'Registers a revision (defaults PP_TYPE_PORTAL, PP_NAME_PORTAL, LANG_KO); the latest one in effect becomes PP_USE_NEWEST',
      responses: { 201: detailResponse('The revision'), ...refused },
    }),
    validate('json', policyCreate),
    async (c) => {
      const { user } = requireAuth(c);
      const write = await writeOf(c, c.req.valid('json'));
      const { db, now } = c.var.deps;
      const id = await createPolicy(db, write, user.username, now(), todayOf(c));
      await recordAdminUpdate(c, SCREEN, `registered #${id} ${write.langCode} [V.${write.version}] ${write.effectiveDate}`);
      return ok(c, await getPolicyAdmin(db, id, todayOf(c)), 'policyAdmin.created', 201);
    },
  )
  .put(
    '/policy-admin/privacy',
    describeRoute({
      tags,
      summary: 'Saves a revision (the id in the body)',
      responses: { 200: detailResponse('The revision'), 404: { description: 'No revision has this id' }, ...refused },
    }),
    validate('json', policyUpdate),
    async (c) => {
      const input = c.req.valid('json');
      const { db } = c.var.deps;
      const today = todayOf(c);
      const current = await getPolicyAdmin(db, input.id, today);
      if (!current) throw new ApiError(404, 'policyAdmin.notFound');
      const write = await writeOf(c, input, input.id);
      await updatePolicy(db, input.id, current.langCode, write, today);
      await recordAdminUpdate(c, SCREEN, `updated #${input.id} ${write.langCode} [V.${write.version}] ${write.effectiveDate}`);
      return ok(c, await getPolicyAdmin(db, input.id, today), 'policyAdmin.updated');
    },
  )
  .get(
    '/policy-admin/export/excel',
    describeRoute({
      tags,
      summary: 'The revisions (of one language or both) as an Excel file; written in the admin access history',
      responses: { 200: { description: 'The .xlsx file' }, 422: { description: 'The language is not one of the list' } },
    }),
    validate('query', policyExportQuery),
    async (c) => {
      const query = c.req.valid('query');
      const rows = await allPolicyAdmin(c.var.deps.db, query.langCode, todayOf(c), EXPORT_MAX_ROWS);
      const fileName = exportFileName(c, 'policyAdmin.fileName');
      // the revisions name no person: recorded in the admin access history only
      await recordPlainExport(c, { screen: SCREEN, fileName, rowCount: rows.length, filter: { type: query.langCode } });
      return excelResponse(c, fileName, columns, rows);
    },
  );
