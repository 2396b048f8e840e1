// The connection history of the console (admin spec §2: /admin and /admin/history-connect, with
// export): member and admin sign-ins, sign-outs and failures.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { historyExportQuery, historyQuery } from '#core/schemas/admin-auth.ts';
import type { ConnectionHistoryItem } from '#core/schemas/history.ts';
import { exportConnectionHistory, listConnectionHistory } from '#db/queries/connection-history.ts';
import { recordAdminView } from '../../lib/admin-access.ts';
import { ok } from '../../lib/envelope.ts';
import { excelResponse, EXPORT_MAX_ROWS, type ExcelColumn } from '../../lib/excel.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { exportFileName, filterDetail, historyFilter, recordExport } from './history-export.ts';

const SCREEN = '/admin/history-connect';

const columns: ExcelColumn<ConnectionHistoryItem>[] = [
  { header: 'console.column.createdAt', value: (row) => row.createdAt, width: 26 },
  { header: 'console.column.username', value: (row) => row.username, width: 32 },
  { header: 'console.column.kind', value: (row) => row.kind, width: 10 },
  { header: 'console.column.event', value: (row) => row.event, width: 16 },
  { header: 'console.column.detail', value: (row) => row.detail, width: 18 },
  { header: 'console.column.ip', value: (row) => row.ip, width: 18 },
  { header: 'console.column.userAgent', value: (row) => row.userAgent, width: 40 },
];

export const connectionHistoryRoutes = new Hono<AppEnv>()
  .get(
    '/admin/connect-hist',
    describeRoute({
      tags: ['Console history'],
      summary: 'Connection history, newest first: Korean calendar days fromDate..toDate, keyword in the username or IP',
      responses: { 200: { description: '`{ items, total, page, pageSize, totalPages }`' }, 422: { description: 'A filter is invalid' } },
    }),
    validate('query', historyQuery),
    async (c) => {
      const query = c.req.valid('query');
      const page = await listConnectionHistory(c.var.deps.db, { ...historyFilter(c, query), page: query.page, pageSize: query.pageSize });
      await recordAdminView(c, SCREEN, filterDetail(query));
      return ok(c, page);
    },
  )
  .get(
    '/admin/connect-hist/download',
    describeRoute({
      tags: ['Console history'],
      summary: 'The filtered connection history as an Excel file (at most 10,000 rows); the reason is recorded',
      responses: { 200: { description: 'The .xlsx file' }, 422: { description: 'The reason is missing or a filter is invalid' } },
    }),
    validate('query', historyExportQuery),
    async (c) => {
      const query = c.req.valid('query');
      const filter = historyFilter(c, query);
      const rows = await exportConnectionHistory(c.var.deps.db, filter, EXPORT_MAX_ROWS);
      const fileName = exportFileName(c, 'console.connectionHistory.fileName');
      await recordExport(c, { screen: SCREEN, dataType: 'CONNECTION_HISTORY', reason: query.reason, fileName, rowCount: rows.length, filter });
      return excelResponse(c, fileName, columns, rows);
    },
  );
