import type { ConnectionHistoryItem } from '#core/schemas/history.ts';
import { historyCalls } from '../../../lib/history-calls.ts';

/** GET /api/admin/connect-hist and /api/admin/connect-hist/download: the connection history and its export. */
export const connectionHistoryCalls = historyCalls<ConnectionHistoryItem>({
  path: '/api/admin/connect-hist',
  key: 'connect-hist',
  fileName: 'connection-history.xlsx',
});
