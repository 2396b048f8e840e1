// The personal-information download history of the console (admin spec §2: /admin/download-history,
// §7.1 personal-info-download-hist): every export of personal data, who made it, when, from where,
// which data, how many rows and why. Its own export holds personal data too, so it is recorded the same way.
import { personalDataTypeLabels, personalDataTypes, type DownloadHistoryItem, type PersonalDataType } from '#core/schemas/download-history.ts';
import { downloadHistory } from '#db/queries/download-history.ts';
import type { ExcelColumn } from '../../lib/excel.ts';
import { historyRoutes } from '../../lib/history-routes.ts';

const isPersonalDataType = (value: string): value is PersonalDataType => (personalDataTypes as readonly string[]).includes(value);

const columns: ExcelColumn<DownloadHistoryItem>[] = [
  { header: 'downloadHistory.column.createdAt', value: (row) => row.createdAt, width: 30, instant: true },
  { header: 'downloadHistory.column.adminUsername', value: (row) => row.adminUsername, width: 32 },
  {
    header: 'downloadHistory.column.dataType',
    value: (row, t) => (isPersonalDataType(row.dataType) ? t(personalDataTypeLabels[row.dataType]) : row.dataType),
    width: 24,
  },
  // a row unmasked on its screen (issue 33) has no file
  { header: 'downloadHistory.column.fileName', value: (row, t) => row.fileName || t('downloadHistory.onScreen'), width: 36 },
  { header: 'downloadHistory.column.rowCount', value: (row) => row.rowCount, width: 10 },
  { header: 'downloadHistory.column.reason', value: (row) => row.reason, width: 40 },
  { header: 'downloadHistory.column.filters', value: (row) => row.filters, width: 40 },
  { header: 'downloadHistory.column.ip', value: (row) => row.ip, width: 18 },
];

export const downloadHistoryRoutes = historyRoutes({
  path: '/admin/personal-info-download-hist',
  screen: '/admin/download-history',
  summary: {
    list: 'Personal-information download history, newest first: pageNo (or page), pageSize, Korean calendar days fromDate..toDate, dataType (or type), keyword in the admin, file name or reason',
    export: 'The filtered download history as an Excel file (at most 10,000 rows): masked as the list is, or in full with a reason, which is recorded',
  },
  list: downloadHistory,
  queryNames: { pageNo: 'page', dataType: 'type' },
  export: { dataType: 'PERSONAL_INFO_DOWNLOAD', fileName: 'downloadHistory.fileName', columns },
});
