// The connection history of the console (admin spec §2: /admin and /admin/history-connect, with
// export): member and admin sign-ins, sign-outs and failures.
import type { ConnectionHistoryItem } from '#core/schemas/history.ts';
import { connectionHistory } from '#db/queries/connection-history.ts';
import type { ExcelColumn } from '../../lib/excel.ts';
import { historyRoutes } from '../../lib/history-routes.ts';

const columns: ExcelColumn<ConnectionHistoryItem>[] = [
  { header: 'console.column.createdAt', value: (row) => row.createdAt, width: 30, instant: true },
  { header: 'console.column.username', value: (row) => row.username, width: 32 },
  { header: 'console.column.kind', value: (row) => row.kind, width: 10 },
  { header: 'console.column.event', value: (row) => row.event, width: 16 },
  { header: 'console.column.detail', value: (row) => row.detail, width: 18 },
  { header: 'console.column.ip', value: (row) => row.ip, width: 18 },
  { header: 'console.column.userAgent', value: (row) => row.userAgent, width: 40 },
];

export const connectionHistoryRoutes = historyRoutes({
  path: '/admin/connect-hist',
  screen: '/admin/history-connect',
  summary: {
    list: 'Connection history, newest first: Korean calendar days fromDate..toDate, keyword in the username or IP',
    export: 'The filtered connection history as an Excel file (at most 10,000 rows): masked as the list is, or in full with a reason, which is recorded',
  },
  list: connectionHistory,
  export: { dataType: 'CONNECTION_HISTORY', fileName: 'console.connectionHistory.fileName', columns },
});
