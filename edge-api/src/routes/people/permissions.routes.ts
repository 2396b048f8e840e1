// The console's permissions (admin spec §2 /admin/permission, §4, §7.1): every account with its role,
// searched in one field; the roles an admin can give; one save of every pending change, applied with
// its permission-change history rows in one batch (all or nothing); the Excel export. An admin cannot
// take their own ADMIN role nor leave the portal without an ADMIN. The new role is effective at the
// account's next request: every call reads the role from the account row (lib/authorize.ts). A grant of ADMIN or
// CONTENT_MANAGER is not applied: it becomes a request that a second ADMIN approves (issue 33, role-grant/).
import { Hono } from 'hono';
import { accountRoles } from '#core/auth/roles.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';
import { changePermissionSchema, permissionExportQuery, permissionListQuery, roleLabelKey, type RoleOption } from '#core/schemas/people.ts';
import { countAdmins, findAccountsByIds, isLastAdminGuard, listPermissions, permissionChangeStatements, permissionRows } from '#db/queries/people.ts';
import { describeFilters, recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { excelResponse, EXPORT_MAX_ROWS } from '../../lib/excel.ts';
import { exportFileName, releasedRows } from '../../lib/history-routes.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { grantRequestStatements, runGrantBatch, splitGrants } from '../role-grant/request-grants.ts';
import { endedConsoleSessions } from './accounts.routes.ts';
import { permissionColumns } from './people-export.ts';

const doc = documented('Console permissions');
const SCREEN = '/admin/permission';
const ko = translator('ko');
const en = translator('en');

/** Every role an account can hold, labelled in both languages (the console's picker shows its own language). */
const roleOptions: RoleOption[] = accountRoles.map((roleId) => ({
  roleId,
  labelKo: ko(roleLabelKey(roleId) as MessageKey),
  labelEn: en(roleLabelKey(roleId) as MessageKey),
}));

export const permissionRoutes = new Hono<AppEnv>()
  .get(
    '/admin/permission',
    doc('A page of accounts with their roles, newest first; the keyword searches the field searchFilter names (name, email or company)', {
      200: '`{ items, total, page, pageSize, totalPages }`',
      422: 'A filter is invalid',
    }),
    validate('query', permissionListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listPermissions(c.var.deps.db, { ...query, page: query.pageNo });
      await recordAdminView(c, SCREEN, describeFilters({ page: query.pageNo, searchFilter: query.searchFilter, keyword: query.keyword }));
      return ok(c, page);
    },
  )
  .get('/admin/role', doc('The roles an admin can give, with their Korean and English labels', { 200: '`[{ roleId, labelKo, labelEn }]`' }), (c) =>
    ok(c, roleOptions),
  )
  .post(
    '/admin/permission/change-permission',
    doc('Applies every pending role change at once, each recorded in the permission-change history; nothing changes if one fails', {
      200: 'Modified: `{ changed, requested }`; grants of a console role are requested for a second ADMIN instead',
      404: 'An account of the list no longer exists',
      409: 'Own ADMIN role, the last ADMIN, or a grant already waiting for the account',
      422: 'The list is empty, too long, names an account twice or a role that does not exist',
    }),
    validate('json', changePermissionSchema),
    async (c) => {
      const { permissionChangings } = c.req.valid('json');
      const { db } = c.var.deps;
      const { user } = requireAuth(c);
      const accounts = new Map(
        (
          await findAccountsByIds(
            db,
            permissionChangings.map((change) => change.userId),
          )
        ).map((account) => [account.id, account]),
      );
      const missing = permissionChangings.find((change) => !accounts.has(change.userId));
      if (missing) throw new ApiError(404, 'people.accountMissing', { id: missing.userId });
      const changes = permissionChangings
        .map((change) => {
          const account = accounts.get(change.userId)!;
          return { ...change, username: account.username, fromRole: account.role };
        })
        // a change back to the role the account has is no change (another admin may have saved it first)
        .filter((change) => change.fromRole !== change.roleId);
      const own = changes.find((change) => change.userId === user.id && change.roleId !== 'ADMIN');
      if (own) throw new ApiError(409, 'people.ownAdminRole', { username: own.username });
      // a grant of a console role waits for a second ADMIN (issue 33): it changes nothing now
      const { direct, grants } = splitGrants(changes);
      const demoted = direct.filter((change) => change.fromRole === 'ADMIN' && change.roleId !== 'ADMIN');
      const promoted = direct.filter((change) => change.fromRole !== 'ADMIN' && change.roleId === 'ADMIN');
      if (demoted.length > 0 && (await countAdmins(db)) - demoted.length + promoted.length < 1) {
        throw new ApiError(409, 'people.lastAdmin', { username: demoted[0]!.username });
      }
      if (changes.length > 0) {
        const now = c.var.deps.now().toISOString();
        // promotions first, so a swap of ADMINs in one save never passes through "no ADMIN left"
        const ordered = [...promoted, ...direct.filter((change) => !promoted.includes(change))];
        const statements = [
          ...permissionChangeStatements(db, ordered, { id: user.id, username: user.username, ip: c.var.clientIp }, now),
          ...endedConsoleSessions(
            c,
            ordered.map((change) => ({ userId: change.userId, fromRole: change.fromRole, toRole: change.roleId })),
          ),
          ...(await grantRequestStatements(c, grants, now)),
        ];
        await runGrantBatch(c, statements, grants, (error) => {
          if (isLastAdminGuard(error)) throw new ApiError(409, 'people.lastAdmin', { username: demoted[0]?.username ?? '' });
        });
        const described = (list: typeof changes) => list.map((change) => `#${change.userId} ${change.username} ${change.fromRole}→${change.roleId}`).join(', ');
        await recordAdminUpdate(c, SCREEN, [described(direct), grants.length > 0 ? `requested ${described(grants)}` : ''].filter(Boolean).join('; '));
      }
      return ok(c, { changed: direct.length, requested: grants.length }, grants.length > 0 ? 'roleGrant.requested' : 'people.modified');
    },
  )
  .get(
    '/admin/permission/download-xlsx',
    doc('The filtered permission list as an Excel file (at most 10,000 rows): masked as the list is, or in full with a reason, which is recorded', {
      200: 'The .xlsx file',
      422: 'The reason is too short or a filter is invalid',
    }),
    validate('query', permissionExportQuery),
    async (c) => {
      const query = c.req.valid('query');
      const rows = await permissionRows(c.var.deps.db, query, EXPORT_MAX_ROWS);
      const fileName = exportFileName(c, 'people.permissions.fileName');
      const filters = describeFilters({ searchFilter: query.searchFilter, keyword: query.keyword });
      const list = 'GET /api/admin/permission';
      const released = await releasedRows(c, { list, screen: SCREEN, dataType: 'PERMISSION', reason: query.reason, fileName, filters }, rows);
      return excelResponse(c, fileName, permissionColumns(c.var.t), released);
    },
  );
