// The console's accounts (admin spec §2: /admin/account, add-account, edit-account; §7.1): the list with
// its search, filters, order and Excel export, one account with its consent history, create (the new
// user sets the password from a mailed link: no password is ever chosen here or answered), edit and
// delete. An admin cannot delete or demote themselves, and the last ADMIN stays (db trigger too). Giving ADMIN or
// CONTENT_MANAGER, at creation or by an edit, is requested for a second ADMIN instead (issue 33, role-grant/).
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { grantNeedsSecondAdmin } from '#core/auth/roles.ts';
import { parseTermsContent } from '#core/auth/terms.ts';
import { randomToken } from '#core/auth/token.ts';
import { recordIdParam } from '#core/schemas/common.ts';
import {
  accountCreateSchema,
  accountExportQuery,
  accountListQuery,
  accountUpdateSchema,
  userInfoQuery,
  type AccountDetail,
  type AccountListItem,
} from '#core/schemas/people.ts';
import { runBatch, type BatchItem } from '#db/client.ts';
import {
  dialCodeExists,
  findAccountById,
  findAccountByUsername,
  insertAccountStatement,
  updateAccountStatement,
  type AccountRow,
} from '#db/queries/account.ts';
import { insertOneTimeTokenStatement } from '#db/queries/one-time-token.ts';
import {
  accountRows,
  countAdmins,
  deleteAccountStatement,
  endAdminSessionsStatement,
  isLastAdminGuard,
  listAccounts,
  permissionChangeStatements,
} from '#db/queries/people.ts';
import { requestGrantStatements } from '#db/queries/role-grant.ts';
import { findTermAgreement } from '#db/queries/term-agreement.ts';
import { describeFilters, recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { excelResponse, EXPORT_MAX_ROWS } from '../../lib/excel.ts';
import { exportFileName, releasedRows } from '../../lib/history-routes.ts';
import { mailLink, newLinkToken } from '../../lib/one-time-token.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { grantRequestStatements, runGrantBatch } from '../role-grant/request-grants.ts';
import { accountColumns } from './people-export.ts';

const doc = documented('Console accounts');

/** How long the set-password link of a new account works: longer than a reset link, the user did not ask for it. */
export const ACCOUNT_SETUP_DAYS = 7;
const ACCOUNT_SETUP_TTL_MS = ACCOUNT_SETUP_DAYS * 24 * 60 * 60 * 1000;

const SCREEN = '/admin/account';
const EDIT_SCREEN = '/admin/account/edit-account';

const listItemOf = (row: AccountRow): AccountListItem => ({
  id: row.id,
  username: row.username,
  name: row.name,
  companyName: row.companyName,
  departmentName: row.departmentName,
  phoneNumber: row.phoneNumber,
  role: row.role,
  status: row.status,
  createdDtm: row.createdDtm,
  lastAccess: row.lastAccess,
});

async function detailOf(c: Context<AppEnv>, row: AccountRow): Promise<AccountDetail> {
  const term = await findTermAgreement(c.var.deps.db, row.id);
  return {
    ...listItemOf(row),
    country: row.country,
    lang: row.lang,
    historyTermAgreement: term && {
      lang: term.lang,
      agreedAt: term.agreedAt,
      requiredTerms: parseTermsContent(term.requiredTermsContent),
      optionalTerms: parseTermsContent(term.optionalTermsContent),
      marketingAgreedAt: term.marketingAgreedAt,
    },
  };
}

/** Runs a batch that may touch the last ADMIN; the database's guard answers as the rule's 409. */
async function runGuarded(c: Context<AppEnv>, statements: readonly BatchItem[], username: string) {
  try {
    await runBatch(c.var.deps.db, statements);
  } catch (error) {
    if (isLastAdminGuard(error)) throw new ApiError(409, 'people.lastAdmin', { username });
    throw error;
  }
}

export const accountRoutes = new Hono<AppEnv>()
  .get(
    '/admin/user',
    doc('A page of accounts: keyword in the name, e-mail or company, role and status filters, ordered by created date or name', {
      200: '`{ items, total, page, pageSize, totalPages }`',
      422: 'A filter is invalid',
    }),
    validate('query', accountListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listAccounts(c.var.deps.db, query);
      await recordAdminView(
        c,
        SCREEN,
        describeFilters({ page: query.page, keyword: query.keyword, role: query.role, status: query.status, sort: `${query.sort} ${query.order}` }),
      );
      return ok(c, page);
    },
  )
  .get(
    '/admin/user/download-xlsx',
    doc('The filtered accounts as an Excel file (at most 10,000 rows): masked as the list is, or in full with a reason, which is recorded', {
      200: 'The .xlsx file',
      422: 'The reason is too short or a filter is invalid',
    }),
    validate('query', accountExportQuery),
    async (c) => {
      const query = c.req.valid('query');
      const rows = await accountRows(c.var.deps.db, query, EXPORT_MAX_ROWS);
      const fileName = exportFileName(c, 'people.accounts.fileName');
      const filters = describeFilters({ keyword: query.keyword, role: query.role, status: query.status, sort: `${query.sort} ${query.order}` });
      const released = await releasedRows(
        c,
        { list: 'GET /api/admin/user', screen: SCREEN, dataType: 'ACCOUNT', reason: query.reason, fileName, filters },
        rows,
      );
      return excelResponse(c, fileName, accountColumns(c.var.t), released);
    },
  )
  .get(
    '/admin/user-info',
    doc('One account by its ID (e-mail), with its consent history', { 200: 'The account', 404: 'No such account', 422: 'The ID is malformed' }),
    validate('query', userInfoQuery),
    async (c) => {
      const account = await findAccountByUsername(c.var.deps.db, c.req.valid('query').username);
      if (!account) throw new ApiError(404, 'api.noData');
      await recordAdminView(c, EDIT_SCREEN, `#${account.id} ${account.username}`);
      return ok(c, await detailOf(c, account));
    },
  )
  .get(
    '/admin/user/:id',
    doc('One account with its consent history', { 200: 'The account', 404: 'No such account', 422: 'The id is malformed' }),
    validate('param', recordIdParam),
    async (c) => {
      const account = await findAccountById(c.var.deps.db, c.req.valid('param').id);
      if (!account) throw new ApiError(404, 'api.noData');
      await recordAdminView(c, EDIT_SCREEN, `#${account.id} ${account.username}`);
      return ok(c, await detailOf(c, account));
    },
  )
  .post(
    '/admin/user',
    doc('Creates an active account and mails the new user, in their language, a link to set the password (never a password in the answer)', {
      201: 'Created: `{ id, username }`',
      409: 'The ID is taken',
      422: 'A field is invalid or the country code is not in the list',
    }),
    validate('json', accountCreateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      if (!(await dialCodeExists(db, input.country))) throw new ApiError(422, 'auth.countryUnknown');
      if (await findAccountByUsername(db, input.username)) throw new ApiError(409, 'people.usernameTaken', { username: input.username });
      const link = await newLinkToken('PASSWORD_RESET', ACCOUNT_SETUP_TTL_MS, now);
      // the password nobody knows: the account is usable only once its user has chosen one from the link
      const passwordHash = await c.var.deps.passwords.hash(randomToken());
      const userId = sql`(select id from user_account where username = ${input.username})`;
      // a console role waits for a second ADMIN (issue 33): the account starts as a member with the grant requested
      const granted = grantNeedsSecondAdmin('MEMBER', input.role);
      const { user } = requireAuth(c);
      const grant = requestGrantStatements(
        db,
        granted ? [{ userId, username: input.username, fromRole: 'MEMBER', toRole: input.role }] : [],
        { id: user.id, username: user.username, ip: c.var.clientIp },
        now.toISOString(),
      );
      try {
        await runBatch(db, [
          // the payload's fields are the account's columns (core/schemas/people.ts accountCreateSchema)
          insertAccountStatement(db, {
            ...input,
            role: granted ? 'MEMBER' : input.role,
            passwordHash,
            status: 'ACTIVE',
            passwordChangedAt: now.toISOString(),
            createdDtm: now.toISOString(),
            activatedAt: now.toISOString(),
          }),
          insertOneTimeTokenStatement(db, { ...link.row, userId }),
          ...grant,
        ] as BatchItem[]);
      } catch (error) {
        // two creates of one address at once: the second batch fails whole
        if (await findAccountByUsername(db, input.username)) throw new ApiError(409, 'people.usernameTaken', { username: input.username });
        throw error;
      }
      const created = await findAccountByUsername(db, input.username);
      if (!created) throw new ApiError(500, 'api.serverError');
      await c.var.deps.outbox.send({
        channel: 'MAIL',
        to: created.username,
        lang: created.lang,
        template: 'people.mail.welcome',
        values: { name: created.name, username: created.username, days: ACCOUNT_SETUP_DAYS, link: mailLink(c, created.lang, '/reset-password', link.token) },
      });
      await recordAdminUpdate(c, SCREEN, `created #${created.id} ${created.username} ${created.role}${granted ? `; requested ${input.role}` : ''}`);
      return ok(c, { id: created.id, username: created.username }, granted ? 'roleGrant.requestedOnCreate' : 'people.created', 201);
    },
  )
  .put(
    '/admin/user',
    doc(
      'Changes an account: company, department, role and status, and the name and phone (digits) when sent (the console sends them once unmasked); a role change is recorded in the permission-change history',
      {
        200: 'Changed',
        404: 'No such account',
        409: 'Own role or status, or the last ADMIN',
        422: 'A field is invalid',
      },
    ),
    validate('json', accountUpdateSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { db } = c.var.deps;
      const { user } = requireAuth(c);
      const account = await findAccountById(db, input.id);
      if (!account) throw new ApiError(404, 'api.noData');
      if (account.id === user.id && input.role !== account.role) throw new ApiError(409, 'people.ownAdminRole', { username: account.username });
      if (account.id === user.id && input.status !== account.status) throw new ApiError(409, 'people.ownStatus', { username: account.username });
      if (account.role === 'ADMIN' && input.role !== 'ADMIN' && (await countAdmins(db)) <= 1)
        throw new ApiError(409, 'people.lastAdmin', { username: account.username });
      const now = c.var.deps.now().toISOString();
      const statusChange =
        input.status === account.status
          ? {}
          : input.status === 'DORMANT'
            ? { dormantAt: now }
            : // out of dormancy: last access now, or the next dormancy run would find it idle at once
              { dormantAt: null, lastAccess: now, ...(input.status === 'ACTIVE' && !account.activatedAt && { activatedAt: now }) };
      const statements: BatchItem[] = [
        updateAccountStatement(db, account.id, {
          name: input.name ?? account.name,
          companyName: input.companyName,
          departmentName: input.departmentName,
          phoneNumber: input.phoneNumber ?? account.phoneNumber,
          status: input.status,
          updatedDtm: now,
          ...statusChange,
        }),
      ];
      const granted = grantNeedsSecondAdmin(account.role, input.role);
      const change = { userId: account.id, username: account.username, fromRole: account.role, roleId: input.role };
      // a grant of a console role waits for a second ADMIN (issue 33); the other fields are saved now
      if (granted) statements.push(...(await grantRequestStatements(c, [change], now)));
      else if (input.role !== account.role) {
        statements.push(
          ...permissionChangeStatements(
            db,
            [{ userId: account.id, roleId: input.role, username: account.username, fromRole: account.role }],
            { id: user.id, username: user.username, ip: c.var.clientIp },
            now,
          ),
          ...endedConsoleSessions(c, [{ userId: account.id, fromRole: account.role, toRole: input.role }]),
        );
      }
      await runGrantBatch(c, statements, [change], (error) => {
        if (isLastAdminGuard(error)) throw new ApiError(409, 'people.lastAdmin', { username: account.username });
      });
      const roleText = input.role === account.role ? '' : ` ${granted ? 'requested ' : ''}${account.role}→${input.role}`;
      await recordAdminUpdate(c, EDIT_SCREEN, `updated #${account.id} ${account.username}${roleText}`);
      return ok(c, { id: account.id }, granted ? 'roleGrant.requestedOnEdit' : 'people.updated');
    },
  )
  .delete(
    '/admin/user/:id',
    doc('Deletes an account (its sessions, links and consents with it); never one’s own, never the last ADMIN', {
      200: 'Deleted',
      404: 'No such account',
      409: 'Own account or the last ADMIN',
      422: 'The id is malformed',
    }),
    validate('param', recordIdParam),
    async (c) => {
      const { db } = c.var.deps;
      const { user } = requireAuth(c);
      const account = await findAccountById(db, c.req.valid('param').id);
      if (!account) throw new ApiError(404, 'api.noData');
      if (account.id === user.id) throw new ApiError(409, 'people.deleteSelf', { username: account.username });
      if (account.role === 'ADMIN' && (await countAdmins(db)) <= 1) throw new ApiError(409, 'people.lastAdmin', { username: account.username });
      await runGuarded(c, [deleteAccountStatement(db, account.id)], account.username);
      await recordAdminUpdate(c, SCREEN, `deleted #${account.id} ${account.username}`);
      return ok(c, { id: account.id }, 'people.deleted');
    },
  );

/**
 * A role change is effective at the account's next request (every call reads the role from the account
 * row). An admin who stops being one has their console sessions ended too: the console could do
 * nothing with them, and they should not outlive the decision.
 */
export function endedConsoleSessions(c: Context<AppEnv>, changes: readonly { userId: number; fromRole: string; toRole: string }[]): BatchItem[] {
  return changes
    .filter((change) => change.fromRole === 'ADMIN' && change.toRole !== 'ADMIN')
    .map((change) => endAdminSessionsStatement(c.var.deps.db, change.userId));
}
