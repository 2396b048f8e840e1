import { historyCalls } from '../../../lib/history-calls.ts';

/** GET /api/admin/daily-batch-history and its /download: the runs of the scheduled jobs and their export. */
export const batchHistoryCalls = historyCalls({
  call: 'GET /api/admin/daily-batch-history',
  key: 'daily-batch-history',
  fileName: 'batch-history.xlsx',
  personal: false,
});
