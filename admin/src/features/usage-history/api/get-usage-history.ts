import { historyCalls } from '../../../lib/history-calls.ts';

/** GET /api/admin/content-usage-hist and its download: the content usage history and its export. */
export const usageHistoryCalls = historyCalls({
  call: 'GET /api/admin/content-usage-hist',
  key: 'content-usage-hist',
  fileName: 'content-usage-history.xlsx',
});
