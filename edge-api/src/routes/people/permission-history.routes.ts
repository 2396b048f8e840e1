// The permission-change history of the console (admin spec §2: /admin/change-permission, with export):
// who changed whose role, from what to what, when and from where.
import { permissionChangeHistory } from '#db/queries/permission-change-history.ts';
import { historyRoutes } from '../../lib/history-routes.ts';
import { permissionChangeColumns } from './people-export.ts';

export const permissionHistoryRoutes = historyRoutes({
  path: '/admin/permission_change_tracking',
  screen: '/admin/change-permission',
  summary: {
    list: 'Permission changes, newest first: Korean calendar days fromDate..toDate, keyword in either account ID, type = the new role',
    export: 'The filtered permission changes as an Excel file (at most 10,000 rows): masked as the list is, or in full with a reason, which is recorded',
  },
  list: permissionChangeHistory,
  export: { dataType: 'PERMISSION_CHANGE', fileName: 'people.permissionHistory.fileName', columns: permissionChangeColumns },
});
