// The console's content usage history (admin spec §2 /admin/history-content, §7.1 content-usage-hist):
// every view and download of models, stories, files, installers and videos, with who and from where.
// It names members, so its export is personal data: the reason is asked and recorded (CONTENT_USAGE).
import type { ContentUsageAdminItem } from '#core/schemas/content-usage.ts';
import { contentUsageAdminHistory } from '#db/queries/content-usage.ts';
import type { ExcelColumn } from '../../lib/excel.ts';
import { historyRoutes } from '../../lib/history-routes.ts';

const columns: ExcelColumn<ContentUsageAdminItem>[] = [
  { header: 'usageHistory.column.createdAt', value: (row) => row.createdAt, width: 26 },
  { header: 'usageHistory.column.username', value: (row) => row.username, width: 32 },
  { header: 'usageHistory.column.contentType', value: (row) => row.contentType, width: 18 },
  { header: 'usageHistory.column.action', value: (row) => row.action, width: 12 },
  { header: 'usageHistory.column.title', value: (row) => row.title, width: 40 },
  { header: 'usageHistory.column.detail', value: (row) => row.detail, width: 20 },
  { header: 'usageHistory.column.lang', value: (row) => row.lang, width: 8 },
  { header: 'usageHistory.column.ip', value: (row) => row.ip, width: 18 },
];

export const usageHistoryRoutes = historyRoutes({
  path: '/admin/content-usage-hist',
  screen: '/admin/history-content',
  summary: {
    list: 'Content usage history, newest first: Korean calendar days fromDate..toDate, type (content type), keyword in the title or username',
    export: 'The filtered content usage history as an Excel file (at most 10,000 rows): masked as the list is, or in full with a reason, which is recorded',
  },
  list: contentUsageAdminHistory,
  export: { dataType: 'CONTENT_USAGE', fileName: 'usageHistory.fileName', columns },
});
