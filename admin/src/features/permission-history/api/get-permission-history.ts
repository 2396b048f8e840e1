import { historyCalls } from '../../../lib/history-calls.ts';

/** GET /api/admin/permission_change_tracking and its /download: the permission-change history and its export. */
export const permissionHistoryCalls = historyCalls({
  call: 'GET /api/admin/permission_change_tracking',
  key: 'permission_change_tracking',
  fileName: 'permission-changes.xlsx',
});
