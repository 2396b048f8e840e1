// The admin access history (admin spec §2: /admin/admin-access, with export): what admins viewed and
// exported in the console.
import type { AdminAccessItem } from '#core/schemas/history.ts';
import { adminAccessHistory } from '#db/queries/admin-access-history.ts';
import type { ExcelColumn } from '../../lib/excel.ts';
import { historyRoutes } from '../../lib/history-routes.ts';

const columns: ExcelColumn<AdminAccessItem>[] = [
  { header: 'console.column.createdAt', value: (row) => row.createdAt, width: 30, instant: true },
  { header: 'console.column.adminUsername', value: (row) => row.adminUsername, width: 32 },
  { header: 'console.column.action', value: (row) => row.action, width: 10 },
  { header: 'console.column.screen', value: (row) => row.screen, width: 26 },
  { header: 'console.column.detail', value: (row) => row.detail, width: 40 },
  { header: 'console.column.ip', value: (row) => row.ip, width: 18 },
  { header: 'console.column.userAgent', value: (row) => row.userAgent, width: 40 },
];

export const adminAccessHistoryRoutes = historyRoutes({
  path: '/admin/user-access-hist',
  screen: '/admin/admin-access',
  summary: {
    list: 'Admin access history, newest first: Korean calendar days fromDate..toDate, keyword in the admin, screen or detail',
    export: 'The filtered admin access history as an Excel file (at most 10,000 rows): masked as the list is, or in full with a reason, which is recorded',
  },
  list: adminAccessHistory,
  export: { dataType: 'ADMIN_ACCESS_HISTORY', fileName: 'console.adminAccessHistory.fileName', columns },
});
