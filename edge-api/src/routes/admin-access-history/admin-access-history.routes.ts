// The admin access history (admin spec §2: /admin/admin-access, with export): what admins viewed and
// exported in the console.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { historyExportQuery, historyQuery } from '#core/schemas/admin-auth.ts';
import type { AdminAccessItem } from '#core/schemas/history.ts';
import { exportAdminAccessHistory, listAdminAccessHistory } from '#db/queries/admin-access-history.ts';
import { recordAdminView } from '../../lib/admin-access.ts';
import { ok } from '../../lib/envelope.ts';
import { excelResponse, EXPORT_MAX_ROWS, type ExcelColumn } from '../../lib/excel.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { exportFileName, filterDetail, historyFilter, recordExport } from '../connection-history/history-export.ts';

const SCREEN = '/admin/admin-access';

const columns: ExcelColumn<AdminAccessItem>[] = [
  { header: 'console.column.createdAt', value: (row) => row.createdAt, width: 26 },
  { header: 'console.column.adminUsername', value: (row) => row.adminUsername, width: 32 },
  { header: 'console.column.action', value: (row) => row.action, width: 10 },
  { header: 'console.column.screen', value: (row) => row.screen, width: 26 },
  { header: 'console.column.detail', value: (row) => row.detail, width: 40 },
  { header: 'console.column.ip', value: (row) => row.ip, width: 18 },
  { header: 'console.column.userAgent', value: (row) => row.userAgent, width: 40 },
];

export const adminAccessHistoryRoutes = new Hono<AppEnv>()
  .get(
    '/admin/user-access-hist',
    describeRoute({
      tags: ['Console history'],
      summary: 'Admin access history, newest first: Korean calendar days fromDate..toDate, keyword in the admin, screen or detail',
      responses: { 200: { description: '`{ items, total, page, pageSize, totalPages }`' }, 422: { description: 'A filter is invalid' } },
    }),
    validate('query', historyQuery),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listAdminAccessHistory(c.var.deps.db, { ...historyFilter(c, query), page: query.page, pageSize: query.pageSize });
      // written after the read, so the list shows the history as it was when asked for
      await recordAdminView(c, SCREEN, filterDetail(query));
      return ok(c, page);
    },
  )
  .get(
    '/admin/user-access-hist/download',
    describeRoute({
      tags: ['Console history'],
      summary: 'The filtered admin access history as an Excel file (at most 10,000 rows); the reason is recorded',
      responses: { 200: { description: 'The .xlsx file' }, 422: { description: 'The reason is missing or a filter is invalid' } },
    }),
    validate('query', historyExportQuery),
    async (c) => {
      const query = c.req.valid('query');
      const filter = historyFilter(c, query);
      const rows = await exportAdminAccessHistory(c.var.deps.db, filter, EXPORT_MAX_ROWS);
      const fileName = exportFileName(c, 'console.adminAccessHistory.fileName');
      await recordExport(c, { screen: SCREEN, dataType: 'ADMIN_ACCESS_HISTORY', reason: query.reason, fileName, rowCount: rows.length, filter });
      return excelResponse(c, fileName, columns, rows);
    },
  );
