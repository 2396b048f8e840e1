import { historyCalls } from '../../../lib/history-calls.ts';

/** GET /api/admin/user-access-hist and /api/admin/user-access-hist/download: the admin access history and its export. */
export const adminAccessHistoryCalls = historyCalls({
  call: 'GET /api/admin/user-access-hist',
  key: 'user-access-hist',
  fileName: 'admin-access-history.xlsx',
});
