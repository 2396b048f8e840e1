import { historyCalls } from '../../../lib/history-calls.ts';

/** GET /api/admin/connect-hist and /api/admin/connect-hist/download: the connection history and its export. */
export const connectionHistoryCalls = historyCalls({
  call: 'GET /api/admin/connect-hist',
  key: 'connect-hist',
  fileName: 'connection-history.xlsx',
});
