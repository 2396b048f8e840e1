// The daily batch history of the console (admin spec §2: /admin/batch-history, with export): every run
// of the scheduled jobs (edge-api/src/jobs/run-jobs.ts), its outcome, the accounts or files it touched
// and its error. It holds no personal information.
import type { BatchHistoryItem } from '#core/schemas/batch.ts';
import { batchHistory } from '#db/queries/batch-history.ts';
import type { ExcelColumn } from '../../lib/excel.ts';
import { historyRoutes } from '../../lib/history-routes.ts';

const columns: ExcelColumn<BatchHistoryItem>[] = [
  { header: 'batch.column.startedAt', value: (row) => row.startedAt, width: 26 },
  { header: 'batch.column.finishedAt', value: (row) => row.finishedAt, width: 26 },
  { header: 'batch.column.job', value: (row) => row.jobName, width: 28 },
  { header: 'batch.column.trigger', value: (row) => row.trigger, width: 14 },
  { header: 'batch.column.status', value: (row) => row.status, width: 10 },
  { header: 'batch.column.affected', value: (row) => row.affectedCount, width: 10 },
  { header: 'batch.column.detail', value: (row) => row.detail, width: 60 },
];

export const batchHistoryRoutes = historyRoutes({
  path: '/admin/daily-batch-history',
  screen: '/admin/batch-history',
  summary: {
    list: 'Runs of the scheduled jobs, newest first: Korean calendar days fromDate..toDate, keyword in the detail, type a job (END_EXPIRED_SESSIONS)',
    export: 'The filtered batch history as an Excel file (at most 10,000 rows)',
  },
  list: batchHistory,
  // the runs of the jobs name no person: no reason asked, no personal-information download record
  export: { personal: false, fileName: 'batch.history.fileName', columns },
});
