import type { AdminAccessItem } from '#core/schemas/history.ts';
import { historyCalls } from '../../../lib/history-calls.ts';

/** GET /api/admin/user-access-hist and /api/admin/user-access-hist/download: the admin access history and its export. */
export const adminAccessHistoryCalls = historyCalls<AdminAccessItem>({
  path: '/api/admin/user-access-hist',
  key: 'user-access-hist',
  fileName: 'admin-access-history.xlsx',
});
